import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RegionCity, RegionCounty } from '../../api/regions';
import { OfflineMap, type MapHandle } from '../../features/offlineMap';
import { t } from '../../i18n';
import type { LatLng } from '../../lib/distance';
import { mapsService } from '../../services';
import { useClientStore } from '../../session/store';
import { isVisitorsOwn, type ResolvedLocation } from '../../session/where';
import { useCanGoBack } from '../../ui/history';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { useLoad } from '../../ui/query';
import { keep, pointLocation, regionLocation, whereLabel } from './choose';
import { regions } from './location';
import './Location.css';

function Chooser({ cities }: { cities: RegionCity[] }) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const current = useClientStore((s) => s.location);
  const put = useClientStore((s) => s.put);
  const own = isVisitorsOwn(current) ? current : null;
  const [cityId, setCityId] = useState<number>(own?.cityId ?? cities[0]?.id ?? 1201);
  const city = cities.find((c) => c.id === cityId) ?? cities[0];
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [naming, setNaming] = useState(false);
  const [done, setDone] = useState('');
  const handle = useRef<MapHandle | null>(null);

  const choose = (where: ResolvedLocation) => {
    keep(where, sessionStorage, (w) => put('location', w));
    setDone(t('location.chosen', { where: whereLabel(where) }));
    // Back where the visitor came from, now with the chosen location.
    if (canGoBack) navigate(-1);
  };

  const takePoint = async () => {
    if (!picked || !city) return;
    setNaming(true);
    const geo = await mapsService()
      .then((maps) => maps.reverse(picked))
      .catch(() => null);
    setNaming(false);
    choose(pointLocation(picked, city, geo));
  };

  const pickCity = (c: RegionCity) => {
    setCityId(c.id);
    setPicked(null);
  };

  // Where the city's map opens: fixed per city, so a choice made here does not redraw it.
  const start = useMemo(
    () => (own && own.cityId === city?.id ? { lat: own.lat, lng: own.lng } : city?.centroid ?? { lat: 0, lng: 0 }),
    [city?.id], // deliberately per city only
  );
  if (!city) return <Missing look="place" text="location.regionsFailed" />;
  return (
    <article className="loc">
      <header className="loc__head">
        <p className="loc__line" aria-live="polite">
          {done || (own ? t('location.now', { where: whereLabel(own) }) : t('location.nowUnknown'))}
        </p>
      </header>

      <section className="loc__section" aria-labelledby="loc-cities">
        <h2 id="loc-cities" className="loc__heading">
          {t('location.cities')}
        </h2>
        <div className="loc__chips" role="group" aria-labelledby="loc-cities">
          {cities.map((c) => (
            <button key={c.id} type="button" className="loc__chip" aria-pressed={c.id === city.id} onClick={() => pickCity(c)}>
              {c.name}
            </button>
          ))}
        </div>
      </section>

      <section className="loc__section" aria-labelledby="loc-counties">
        <h2 id="loc-counties" className="loc__heading">
          {t('location.counties', { city: city.name })}
        </h2>
        <div className="loc__chips" role="group" aria-labelledby="loc-counties">
          <button type="button" className="loc__chip loc__whole" onClick={() => choose(regionLocation(city))}>
            {t('location.wholeCity', { city: city.name })}
          </button>
          {city.counties.map((county: RegionCounty) => (
            <button key={county.code} type="button" className="loc__chip" onClick={() => choose(regionLocation(city, county))}>
              {county.name}
            </button>
          ))}
        </div>
      </section>

      <section className="loc__section" aria-labelledby="loc-map">
        <h2 id="loc-map" className="loc__heading">
          {t('location.onMap')}
        </h2>
        <p className="loc__quiet">{t('location.onMapHint', { city: city.name })}</p>
        <div className="loc__stage">
          <OfflineMap
            key={city.id}
            cityIds={[city.id]}
            target={{ lat: start.lat, lng: start.lng, name: t('location.picked'), address: '' }}
            pin={false}
            wholeCity
            label={t('location.mapOf', { city: city.name })}
            className="loc__map"
            failed="location.mapFailed"
            onReady={(h) => (handle.current = h)}
            onTap={(p) => {
              setPicked(p);
              handle.current?.moveTarget(p);
            }}
          />
        </div>
        <button type="button" className="yz-btn yz-btn--primary loc__use" disabled={!picked || naming} onClick={() => void takePoint()}>
          {t('location.usePoint')}
        </button>
      </section>
    </article>
  );
}

/** /choose-location: pick a city, a county or a point on the offline map as the visit's location (SPEC §4). */
export default function ChooseLocationPage() {
  const state = useLoad(['regions'], () => regions.regions(), { accept: (r) => Array.isArray(r?.list) });
  if (state.phase === 'error') return <Missing look="place" text="location.regionsFailed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  if (state.phase === 'missing' || !state.data.list.length) return <Missing look="place" text="location.regionsFailed" />;
  return <Chooser cities={state.data.list} />;
}
