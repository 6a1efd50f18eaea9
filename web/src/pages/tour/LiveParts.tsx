import { Link } from '../../ui/Link';
import type { Crowd, LiveNotice, Sun, Weather } from '../../api/live';
import { pageUrl } from '../../lib/pageUrl';
import { t, type MessageKey } from '../../i18n';
import { clock, LEVEL_CLASS } from './LiveStream';

/** 日出 06:30 · 日落 17:00, computed for the city centre. */
export function SunLine({ sun }: { sun: Sun }) {
  if (!sun.sunrise || !sun.sunset) return <span>{t('live.sunNone')}</span>;
  return <span>{t('live.sun', { sunrise: sun.sunrise, sunset: sun.sunset })}</span>;
}

/** A current reading is shown; anything else (no service, nothing current) is left out. */
export const weatherShown = (w: Weather) => w.state === 'fresh' && w.text != null && w.temperature_c != null;

/** The weather while a current reading exists; nothing otherwise, never a made-up reading. */
export function WeatherLine({ weather, withTime = false }: { weather: Weather; withTime?: boolean }) {
  if (!weatherShown(weather)) return null;
  return (
    <span>
      {t('live.weather.fresh', { text: weather.text ?? '', temp: weather.temperature_c ?? 0 })}
      {withTime && weather.observed_at && <span className="live__muted"> · {t('live.weather.observed', { time: clock(weather.observed_at) })}</span>}
    </span>
  );
}

/** A report within its time-to-live is shown; a stale or missing one is left out. */
export const crowdShown = (c: Crowd) => c.state === 'fresh' && c.level != null;

/** A fresh crowd level as a badge (callers show only fresh ones). */
export function LevelBadge({ crowd }: { crowd: Crowd }) {
  if (!crowd.level) return null;
  return <span className={`live-level ${LEVEL_CLASS[crowd.level]}`}>{crowd.level}</span>;
}

/** When the shown level was observed. */
export function CrowdTime({ crowd }: { crowd: Crowd }) {
  if (!crowd.observed_at) return null;
  return <span className="live__muted">{t('live.crowd.observed', { time: clock(crowd.observed_at) })}</span>;
}

/** The notice levels the live pages name (a plain `info` one needs no word), in the live
 * pages' own words: the suggestions' words are not loaded here. */
const LEVEL_WORDS: Record<string, MessageKey> = {
  warning: 'live.notice.level.warning',
  closure: 'live.notice.level.closure',
};

/** Operators' notices for the city, newest first; nothing when there are none. */
export function Notices({ notices, headingId }: { notices: readonly LiveNotice[]; headingId: string }) {
  if (notices.length === 0) return null;
  return (
    <section className="live__section live-notices" aria-labelledby={headingId}>
      <h3 id={headingId} className="live__heading">
        {t('live.notices')}
      </h3>
      <ul className="live-notices__list">
        {notices.map((n) => (
          <li key={n.id} className={`live-notices__item live-notices__item--${n.level}`}>
            {/* 注意 and 关闭 say how much it matters; a plain one needs no word. */}
            {n.level in LEVEL_WORDS ? <span className="live-notices__level">{t(LEVEL_WORDS[n.level]!)}</span> : null}
            {n.text}
          </li>
        ))}
      </ul>
      {/* A notice here is its title (a long one is cut); the whole text is read on the city's notices. */}
      <Link className="live-notices__all" to={pageUrl('pages/tour/classic', { tab: 'notices', cityId: notices[0]!.city_id })}>
        {t('live.notices.all')}
      </Link>
    </section>
  );
}
