import { lazy, Suspense, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { mediaUrl, type PlaceCard, type ThemeCount } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { CITIES, DEFAULT_CITY_ID, type CityId } from '../../lib/cities';
import { locate, places } from '../../services';
import { useClientStore } from '../../session/store';
import { isFallback, realPosition, savedCity, saveCity, searchPath, STAY_KINDS, usefulPosition } from './stays';
import { useLoad } from './useLoad';
import './HotelIndexPage.css';

const HOT_SIZE = 10;
const GUESS_SIZE = 6;

/** Quick ways into the other areas, each a route of SPEC §2. */
const ENTRIES: { to: string; label: MessageKey; glyph: MessageKey; tint: string }[] = [
  { to: '/pages/cate/index', label: 'hotel.entry.cate', glyph: 'hotel.glyph.cate', tint: '#e8843a' },
  { to: '/pages/ranklist/index', label: 'hotel.entry.ranklist', glyph: 'hotel.glyph.ranklist', tint: '#d14b4b' },
  { to: '/pages/line/index', label: 'hotel.entry.line', glyph: 'hotel.glyph.line', tint: '#3a78c2' },
  { to: '/pages/tour/nearby', label: 'hotel.entry.nearby', glyph: 'hotel.glyph.nearby', tint: '#0b7a6b' },
  { to: '/pages/famous/index', label: 'hotel.entry.famous', glyph: 'hotel.glyph.famous', tint: '#8a5cc2' },
  { to: '/pages/tour/live', label: 'hotel.entry.live', glyph: 'hotel.glyph.live', tint: '#c2892b' },
  { to: '/pages/homesearch/index', label: 'hotel.entry.homesearch', glyph: 'hotel.glyph.homesearch', tint: '#2f9c8f' },
  { to: '/pages/tour/collect', label: 'hotel.entry.collect', glyph: 'hotel.glyph.collect', tint: '#c25c86' },
];

// The data sections are a chunk of their own (see HomeSections.tsx).
const sections = () => import('./HomeSections');
const HomeThemes = lazy(() => sections().then((m) => ({ default: m.HomeThemes })));
const HomeStays = lazy(() => sections().then((m) => ({ default: m.HomeStays })));

const isList = (v: unknown) => Array.isArray(v);
const isPaged = (v: { list?: unknown } | null | undefined) => Array.isArray(v?.list);

/**
 * The hotel index, also the home page: pick a city, browse its stays by theme, see the
 * popular ones near you, or go elsewhere. The hero and the city buttons paint at once;
 * every section below keeps its height while its data arrives.
 */
export default function HotelIndexPage() {
  const navigate = useNavigate();
  const where = useClientStore((s) => s.location);
  const [chosen, setChosen] = useState<CityId | null>(savedCity);
  const city = chosen ?? where?.cityId ?? DEFAULT_CITY_ID;
  const cityName = t(`city.${city}` as MessageKey);

  useEffect(() => {
    void locate();
  }, []);

  const choose = (id: CityId) => {
    saveCity(id);
    setChosen(id);
  };

  const themes = useLoad<ThemeCount[]>(`themes:${city}`, () => places.themes(STAY_KINDS, city), { accept: isList });
  // The first banner's picture is the largest thing on the first screen: ask for it as soon
  // as its address is known, not when the banner's chunk has rendered it.
  const firstCover = themes.data?.[0]?.cover;
  if (firstCover) preload(mediaUrl(firstCover), { as: 'image', fetchPriority: 'high' });

  // Near the visitor when they are in the city shown; else the city's most popular stays.
  const near = usefulPosition(where, city);
  const pos = realPosition(where);
  const posKey = pos ? `${pos.lat},${pos.lng}` : '';
  const hot = useLoad(
    `hot:${city}:${near ? 'distance' : 'popular'}:${posKey}`,
    () => places.list({ kind: STAY_KINDS, cityId: city, sort: near ? 'distance' : 'popular', size: HOT_SIZE }, pos),
    { keepWithin: `hot:${city}`, accept: isPaged },
  );
  const guess = useLoad<PlaceCard[]>(
    `guess:${city}:${posKey}`,
    () => places.guessYouLike({ cityId: city, size: GUESS_SIZE }, pos),
    { keepWithin: `guess:${city}`, accept: isList },
  );

  let locationLine: string;
  if (!where) locationLine = t('hotel.locating');
  else if (isFallback(where)) locationLine = t('hotel.locatedDefault');
  else locationLine = t('hotel.located', { place: [where.city, where.district].filter(Boolean).join(' · ') || cityName });

  return (
    <div className="hotel-index">
      <section className="hotel-index__hero">
        <p className="hotel-index__slogan">{t('hotel.slogan')}</p>
        <button type="button" className="hotel-index__search" onClick={() => navigate(searchPath(city))}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t('hotel.searchPlaceholder', { city: cityName })}</span>
        </button>
        <p className="hotel-index__where" aria-live="polite">
          {locationLine}
        </p>
      </section>

      <section className="hotel-index__card" aria-labelledby="hotel-cities">
        <h2 id="hotel-cities" className="hotel-index__heading">
          {t('hotel.cities')}
        </h2>
        <div className="hotel-index__cities">
          {CITIES.map((c) => (
            <button key={c.id} type="button" className="yz-chip" aria-pressed={c.id === city} onClick={() => choose(c.id)}>
              {t(`city.${c.id}` as MessageKey)}
            </button>
          ))}
        </div>
      </section>

      <Suspense fallback={<div className="hotel-index__themes-slot" aria-hidden="true" />}>
        <HomeThemes themes={themes} cityId={city} cityName={cityName} />
      </Suspense>

      <section className="hotel-index__card" aria-labelledby="hotel-explore">
        <h2 id="hotel-explore" className="hotel-index__heading">
          {t('hotel.explore')}
        </h2>
        <nav className="hotel-index__entries">
          {ENTRIES.map((e) => (
            <Link key={e.to} to={e.to} className="hotel-index__entry">
              <span className="hotel-index__glyph" style={{ background: e.tint }} aria-hidden="true">
                {t(e.glyph)}
              </span>
              <span>{t(e.label)}</span>
            </Link>
          ))}
        </nav>
      </section>

      <Suspense fallback={<div className="hotel-index__stays-slot" aria-hidden="true" />}>
        <HomeStays
          title={near ? t('hotel.hotNear') : t('hotel.hotIn', { city: cityName })}
          more={`/pages/hotel/newestindex?cityId=${city}`}
          hot={hot}
          guess={guess}
        />
      </Suspense>
    </div>
  );
}
