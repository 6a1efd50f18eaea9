import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { mediaUrl, type ThemeCount } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { loadAllWords } from '../../i18n/areas';
import { CITIES, DEFAULT_CITY_ID, type CityId } from '../../lib/cities';
import { locate, places } from '../../services';
import { useClientStore } from '../../session/store';
import { isFallback, savedCity, saveCity, STAY_KINDS } from './stays';
import { useLoad } from '../../ui/query';
import './HotelIndexPage.css';
import { pageUrl } from '../../lib/pageUrl';
import { preloadImage } from '../../lib/preloadImage';



// The data sections are a chunk of their own (see HomeSections.tsx), with the stay and place
// words they show: the hero and the cities above them need neither.
const sections = () => Promise.all([import('./HomeSections'), loadAllWords(['places', 'stay'])]).then(([m]) => m);
const HomeThemes = lazy(() => sections().then((m) => ({ default: m.HomeThemes })));
const HomeStays = lazy(() => sections().then((m) => ({ default: m.HomeStays })));
const HomeExplore = lazy(() => sections().then((m) => ({ default: m.HomeExplore })));

const isList = (v: unknown) => Array.isArray(v);

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

  const themes = useLoad<ThemeCount[]>(['HotelIndexPage', `themes:${city}`], () => places.themes(STAY_KINDS, city), { accept: isList });
  // The first banner's picture is the largest thing on the first screen: ask for it as soon
  // as its address is known, not when the banner's chunk has rendered it.
  const firstCover = themes.data?.[0]?.cover;
  if (firstCover) preloadImage(mediaUrl(firstCover));

  // The line says what the page shows and what is known of the visitor, never more: a city
  // the visitor chose is the city shown, whether or not their position is known.
  const own = where && !isFallback(where);
  const place = own ? [where.city, where.district].filter(Boolean).join(' · ') || cityName : '';
  const locationLine = !where
    ? t(chosen ? 'hotel.showing' : 'hotel.locating', { city: cityName })
    : !own
      ? t(chosen ? 'hotel.showingNoPosition' : 'hotel.locatedDefault', { city: cityName })
      : t(where.cityId === city ? 'hotel.located' : 'hotel.showingAway', { city: cityName, place });

  return (
    <div className="hotel-index">
      <section className="hotel-index__hero">
        <p className="hotel-index__slogan">{t('hotel.slogan')}</p>
        <button type="button" className="hotel-index__search" onClick={() => navigate(pageUrl('pages/hotel/search', { cityId: city }))}>
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

      <Suspense fallback={<div className="hotel-index__explore-slot" aria-hidden="true" />}>
        <HomeExplore cityId={city} cityName={cityName} />
      </Suspense>

      <Suspense fallback={<div className="hotel-index__stays-slot" aria-hidden="true" />}>
        <HomeStays city={city} cityName={cityName} where={where} />
      </Suspense>

    </div>
  );
}
