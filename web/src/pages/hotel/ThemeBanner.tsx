import { useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/Link';
import type { ThemeCount } from '../../api/places';
import { t } from '../../i18n';
import { SWIPER } from '../../lib/constants';
import { Cover } from '../../ui/place/Cover';
import './ThemeBanner.css';
import { pageUrl } from '../../lib/pageUrl';

// Tints of the slides, so neighbouring banners look different; each keeps white text at
// 4.5:1 or better.
const TINTS = ['#0b6e61', '#2f5f93', '#9a4f1c', '#6b4391', '#22693b'];

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Hills and water drawn behind the postcard: the slide's scenery, no request needed. */
function Hills() {
  return (
    <svg className="theme-banner__hills" viewBox="0 0 240 130" preserveAspectRatio="xMaxYMax slice" aria-hidden="true">
      <path d="M0 130V92q40-34 80-16t70-30 90 24v60z" fill="#fff" opacity=".1" />
      <path d="M40 130v-22q50-30 100-10t100-18v50z" fill="#fff" opacity=".12" />
      <path d="M50 116h56M84 123h60" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".25" />
      <circle cx="206" cy="30" r="14" fill="#fff" opacity=".18" />
    </svg>
  );
}

/**
 * The home page's banner strip: the city's biggest stay themes, one per slide, each with
 * its cover as a postcard (kept small: the first screen's largest paint stays the hero's
 * words, which need no request). It is a
 * CSS scroll-snap strip (swipe works natively, no swiper library on the first screen) that
 * moves on by itself every 3 s (SPEC §9), and holds still while touched or when the
 * visitor prefers less motion.
 */
export function ThemeBanner({ themes, cityId }: { themes: ThemeCount[] | undefined; cityId: number }) {
  const track = useRef<HTMLDivElement>(null);
  const held = useRef(false);
  const [active, setActive] = useState(0);
  const count = themes?.length ?? 0;

  useEffect(() => {
    setActive(0);
    track.current?.scrollTo?.({ left: 0 });
  }, [cityId]);

  useEffect(() => {
    if (count < 2 || reducedMotion()) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || held.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % count;
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
      setActive(next);
    }, SWIPER.interval);
    return () => clearInterval(timer);
  }, [count]);

  const onScroll = () => {
    const el = track.current;
    if (el) setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
  };

  if (!themes) return <div className="theme-banner theme-banner--loading" aria-hidden="true" />;
  if (count === 0) return null;

  return (
    <section className="theme-banner" aria-roledescription="carousel" aria-label={t('hotel.banner.label')}>
      <div
        ref={track}
        className="theme-banner__track"
        onScroll={onScroll}
        onPointerDown={() => (held.current = true)}
        onPointerUp={() => (held.current = false)}
        onPointerCancel={() => (held.current = false)}
        onTouchStart={() => (held.current = true)}
        onTouchEnd={() => (held.current = false)}
        // Holds still while a slide has keyboard focus or the pointer rests on it.
        onFocus={() => (held.current = true)}
        onBlur={() => (held.current = false)}
        onMouseEnter={() => (held.current = true)}
        onMouseLeave={() => (held.current = false)}
      >
        {themes.map((th, i) => (
          <Link
            key={th.theme}
            to={pageUrl('pages/hotel/theme', { theme: th.theme, cityId })}
            className="theme-banner__slide"
            style={{ background: TINTS[i % TINTS.length] }}
          >
            {/* The slide's name is what it shows, then where it is among the slides (heard, not shown). */}
            <span className="theme-banner__text">
              <span className="theme-banner__kicker">{t('hotel.banner.kicker')}</span>
              <span className="theme-banner__theme">{th.theme}</span>
              <span className="theme-banner__count">{t('hotel.banner.count', { count: th.count })}</span>
              <span className="yz-visually-hidden">{t('hotel.banner.slide', { n: i + 1, total: count })}</span>
            </span>
            <Hills />
            <Cover className="theme-banner__cover" src={th.cover} name={th.theme} width={320} height={200} eager={i === 0} />
          </Link>
        ))}
      </div>
      <div className="theme-banner__dots" aria-hidden="true">
        {themes.map((th, i) => (
          <span key={th.theme} className={i === active ? 'is-active' : undefined} />
        ))}
      </div>
    </section>
  );
}
