// The home page's data sections, in a chunk of their own: the first screen paints the hero
// and the city buttons from the entry alone, while this chunk and the data (already asked
// for by the page) arrive side by side.
import { lazy, Suspense, useEffect } from 'react';
import { releaseFirstPaint } from '../../api/firstPaint';
import { Link } from '../../ui/Link';
import type { PlaceCard, ThemeCount } from '../../api/places';
import { loadWords, t, type MessageKey } from '../../i18n';
import { places } from '../../services';
import type { ResolvedLocation } from '../../session/where';
import { ErrorState } from '../../ui/place/ListState';
import { MiniPlaceGrid } from './MiniPlaceCard';
import { StayCards } from './StayCards';
import { StaySection } from './StaySection';
import { ThemeBanner } from './ThemeBanner';
import { ThemeRow } from './ThemeRow';
import { realPosition, STAY_KINDS, usefulPosition } from './stays';
import { useLoad, type Loaded } from '../../ui/query';
import './HomeSections.css';
import { pageUrl } from '../../lib/pageUrl';
import { useClientStore } from '../../session/store';
import { ElderModeSwitch } from '../../ui/ElderModeSwitch';

const BANNERS = 5;
const HOT_SIZE = 10;
const GUESS_SIZE = 6;

const isList = (v: unknown) => Array.isArray(v);
const isPaged = (v: { list?: unknown } | null | undefined) => Array.isArray(v?.list);

/** The city's stay themes: the banner strip of the biggest, then the row of all. */
export function HomeThemes({ themes, cityId, cityName }: { themes: Loaded<ThemeCount[]>; cityId: number; cityName: string }) {
  const title = t('hotel.themes', { city: cityName });
  // The server's first-paint markup of the home page (its hero, cities and first banner)
  // gives way once the app's banner is on screen, so the banner never blinks out.
  const settled = themes.phase !== 'loading' || themes.data !== undefined;
  useEffect(() => {
    if (settled) releaseFirstPaint();
  }, [settled]);
  if (themes.phase === 'error' && !themes.data) {
    return (
      <StaySection title={title}>
        <ErrorState onRetry={themes.retry} />
      </StaySection>
    );
  }
  return (
    <>
      <ThemeBanner themes={themes.data?.slice(0, BANNERS)} cityId={cityId} />
      <StaySection
        title={title}
        more={{ to: pageUrl('pages/hotel/newindex', { cityId }), label: t('hotel.homestayPicks') }}
        className="home-themes"
      >
        <ThemeRow themes={themes.data} cityId={cityId} />
      </StaySection>
    </>
  );
}

/**
 * Popular stays, nearest first when the visitor is in the city shown (else the city's most
 * popular, still with distances when the position is real), and guesses. Below the fold,
 * so their calls start with this chunk.
 */
export function HomeStays({ city, cityName, where }: { city: number; cityName: string; where: ResolvedLocation | null }) {
  const near = usefulPosition(where, city);
  const pos = realPosition(where);
  const posKey = pos ? `${pos.lat},${pos.lng}` : '';
  const hot = useLoad(
    ['HomeSections', `hot:${city}:${near ? 'distance' : 'popular'}:${posKey}`],
    () => places.list({ kind: STAY_KINDS, cityId: city, sort: near ? 'distance' : 'popular', size: HOT_SIZE }, pos),
    { keepWithin: `hot:${city}`, accept: isPaged },
  );
  const guess = useLoad<PlaceCard[]>(
    ['HomeSections', `guess:${city}:${posKey}`],
    () => places.guessYouLike({ cityId: city, size: GUESS_SIZE }, pos),
    { keepWithin: `guess:${city}`, accept: isList },
  );
  const title = near ? t('hotel.hotNear') : t('hotel.hotIn', { city: cityName });
  const more = pageUrl('pages/hotel/newestindex', { cityId: city });
  return (
    <>
      <StaySection title={title} more={{ to: more, label: t('hotel.seeAll') }} className={hot.data ? undefined : 'home-hot--loading'}>
        <StayCards phase={hot.phase} items={hot.data?.list} onRetry={hot.retry} rows={3} />
      </StaySection>
      <StaySection title={t('hotel.guess')} className={guess.data ? undefined : 'home-guess--loading'}>
        {guess.phase === 'error' && !guess.data ? (
          <ErrorState onRetry={guess.retry} />
        ) : guess.data ? (
          <MiniPlaceGrid places={guess.data} />
        ) : (
          <div className="home-guess__loading" aria-hidden="true" />
        )}
      </StaySection>
      <HomeSettings />
    </>
  );
}

// Topic banners and hot places: a chunk of their own, with the topic words, asked for only
// once this chunk has rendered (never on the first screen).
const HomeTopics = lazy(() => Promise.all([import('./HomeTopics'), loadWords('topic')]).then(([m]) => m));

/** Quick ways into the other areas, each a route of SPEC §2. */
const ENTRIES: { to: string; label: MessageKey; glyph: MessageKey; tint: string }[] = [
  { to: pageUrl('pages/cate/index'), label: 'hotel.entry.cate', glyph: 'hotel.glyph.cate', tint: '#e8843a' },
  { to: pageUrl('pages/ranklist/index'), label: 'hotel.entry.ranklist', glyph: 'hotel.glyph.ranklist', tint: '#d14b4b' },
  { to: pageUrl('pages/line/index'), label: 'hotel.entry.line', glyph: 'hotel.glyph.line', tint: '#3a78c2' },
  { to: pageUrl('pages/tour/nearby'), label: 'hotel.entry.nearby', glyph: 'hotel.glyph.nearby', tint: '#0b7a6b' },
  { to: pageUrl('pages/famous/index'), label: 'hotel.entry.famous', glyph: 'hotel.glyph.famous', tint: '#8a5cc2' },
  { to: pageUrl('pages/tour/live'), label: 'hotel.entry.live', glyph: 'hotel.glyph.live', tint: '#c2892b' },
  { to: pageUrl('pages/homesearch/index'), label: 'hotel.entry.homesearch', glyph: 'hotel.glyph.homesearch', tint: '#2f9c8f' },
  { to: pageUrl('pages/tour/collect'), label: 'hotel.entry.collect', glyph: 'hotel.glyph.collect', tint: '#c25c86' },
  // The campaigns and the points shop: links only, their code loads with their pages.
  { to: pageUrl('pages/actives/index'), label: 'hotel.entry.actives', glyph: 'hotel.glyph.actives', tint: '#d9534f' },
  { to: pageUrl('pages/actives/shop'), label: 'hotel.entry.shop', glyph: 'hotel.glyph.shop', tint: '#b8860b' },
];
/** Spot the difference: shown unless `config_showfound` (SPEC §3) is false. */
const FOUND_ENTRY = { to: pageUrl('pages/found/index'), label: 'hotel.entry.found', glyph: 'hotel.glyph.found', tint: '#2f6d8f' } as const;

/** The other areas of the app, one tap each; then the topics and the hot places (HomeTopics.tsx). */
export function HomeExplore({ cityId, cityName }: { cityId?: number; cityName?: string } = {}) {
  const showFound = useClientStore((s) => s.config_showfound);
  const entries = showFound ? [...ENTRIES, FOUND_ENTRY] : ENTRIES;
  return (
    <>
      <section className="hotel-index__card" aria-labelledby="hotel-explore">
        <h2 id="hotel-explore" className="hotel-index__heading">
          {t('hotel.explore')}
        </h2>
        <nav className="hotel-index__entries">
          {entries.map((e) => (
            <Link key={e.to} to={e.to} className="hotel-index__entry">
              <span className="hotel-index__glyph" style={{ background: e.tint }} aria-hidden="true">
                {t(e.glyph)}
              </span>
              <span>{t(e.label)}</span>
            </Link>
          ))}
        </nav>
      </section>
      <Suspense fallback={<div className="home-topics-slot" aria-hidden="true" />}>
        <HomeTopics cityId={cityId} cityName={cityName} />
      </Suspense>
    </>
  );
}

/** The visitor's settings, at the foot of the home page (under the stays): elder mode for now. */
function HomeSettings() {
  return (
    <section className="hotel-index__card" aria-labelledby="hotel-settings">
      <h2 id="hotel-settings" className="hotel-index__heading">
        {t('settings.title')}
      </h2>
      <ElderModeSwitch />
    </section>
  );
}
