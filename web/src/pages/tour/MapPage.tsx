import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import { type PlaceCard, type PlaceDetail } from '../../api/places';
import { orThrow, type Phase } from '../../ui/query';
import { t } from '../../i18n';
import { cityIdByName, isCityId } from '../../lib/cities';
import { distanceKm, type LatLng } from '../../lib/distance';
import { locate, mapsService, openMap, places, platform } from '../../services';
import { ErrorState } from '../../ui/place/ListState';
import { distanceLabel, kindLabel } from '../../ui/place/format';
import { Missing } from '../../ui/place/Missing';
import { usePlaceDetail, useVisitorPosition } from '../../ui/place/placeQuery';
import { countyAt, loadMap, nearbyPins, parseMapQuery, useTileLayer, type MapHandle, type MapQuery, type MapTarget, type NearbyGroup } from '../../features/offlineMap';
import './MapPage.css';
import { pageOf, pageUrl } from '../../lib/pageUrl';

interface Located {
  target: MapTarget;
  cityId: number;
  placeId?: string;
}

/** The place (by id) or the point (by lat/lng) the page is about, and its city. */
function useLocated(query: MapQuery): { phase: Phase; located?: Located; retry: () => void } {
  const placeId = query.kind === 'place' ? query.id : '';
  const detail = usePlaceDetail(placeId);
  const point = query.kind === 'point' ? query.point : null;
  // A bare point names no city: reverse geocoding does (our own server, from shipped outlines).
  const city = useQuery({
    queryKey: ['geo', 'city-of', point?.lat, point?.lng],
    enabled: point !== null,
    queryFn: async () => {
      const geo = await (await mapsService()).reverse(point!);
      const id = Number(geo?.ad_info?.city_id);
      return isCityId(id) ? id : cityIdByName(geo?.ad_info?.city ?? geo?.address_component?.city);
    },
  });
  if (query.kind === 'none') return { phase: 'missing', retry: () => {} };
  if (query.kind === 'place') {
    const p: PlaceDetail | undefined = detail.place;
    if (!p) return { phase: detail.phase, retry: detail.retry };
    return {
      phase: 'ready',
      located: { target: { ...p.location, name: p.name, address: p.address, countyCode: p.county_code }, cityId: p.city_id, placeId: p.id },
      retry: detail.retry,
    };
  }
  if (city.data === undefined) return { phase: 'loading', retry: () => void city.refetch() };
  return {
    phase: 'ready',
    located: { target: { ...query.point, name: query.name || t('poi.map.pinned'), address: query.address }, cityId: city.data },
    retry: () => {},
  };
}

const GROUPS: NearbyGroup[] = ['sights', 'food'];

function TheMap({ located }: { located: Located }) {
  const { target, cityId, placeId } = located;
  const el = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [selected, setSelected] = useState<PlaceCard | null>(null);
  const known = useVisitorPosition();
  // SPEC §2 reads `lat`/`lng` in any page's address as the visitor's position, and the in-app
  // map's own address carries the place's: that point is the place, not the visitor.
  const visitor = known && !(known.lat === target.lat && known.lng === target.lng) ? known : null;

  useEffect(() => {
    void locate(); // "you are here", when the visitor lets us know
  }, []);

  const outlines = useQuery({
    queryKey: ['geo', 'boundaries', cityId],
    staleTime: Infinity,
    queryFn: async () => {
      const res = orThrow('boundaries', await places.boundaries(cityId));
      if (!Array.isArray(res?.counties)) throw new Error('boundaries without counties');
      return res.counties;
    },
  });

  const nearby = useQuery({
    queryKey: ['place', 'map-nearby', placeId ?? `${target.lat},${target.lng}`],
    queryFn: async () => {
      const centre = placeId ? null : { lat: target.lat, lng: target.lng };
      const answers = await Promise.all(GROUPS.map((group) => places.around({ id: placeId, group, size: 10 }, centre)));
      return nearbyPins(
        answers.map((a, i) => ({ group: GROUPS[i], places: a === false ? [] : a })),
        placeId,
      );
    },
  });

  const { tiles, settled } = useTileLayer();

  // Draw once the outlines (and word of any tiles) are here; Leaflet itself is fetched only
  // now, only on this page.
  useEffect(() => {
    const counties = outlines.data;
    if (!counties || !settled || !el.current) return;
    let cancelled = false;
    const countyCode = target.countyCode ?? countyAt(counties, target)?.code;
    void loadMap().then(({ drawMap }) => {
      if (cancelled || !el.current) return;
      handle.current = drawMap(el.current, {
        counties,
        target: { ...target, countyCode },
        labels: { zoomIn: t('poi.map.zoomIn'), zoomOut: t('poi.map.zoomOut'), you: t('poi.map.you') },
        tiles,
      });
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
      setDrawn(false);
    };
  }, [outlines.data, settled, tiles, target.lat, target.lng]); // deliberately keyed on these values only

  useEffect(() => {
    if (drawn && nearby.data) handle.current?.setNearby(nearby.data, setSelected);
  }, [drawn, nearby.data]);

  useEffect(() => {
    if (drawn) handle.current?.setVisitor(visitor);
  }, [drawn, visitor?.lat, visitor?.lng]); // deliberately keyed on these values only

  const fromVisitor = visitor ? distanceKm(visitor, target) : null;
  const mapTarget = { lat: target.lat, lng: target.lng, name: target.name, address: target.address };

  return (
    <div className="map-page">
      <section className="map-page__head" aria-labelledby="map-name">
        <h2 id="map-name" className="map-page__name">
          {target.name}
        </h2>
        {(target.address || fromVisitor !== null) && (
          <p className="map-page__addr">{[target.address, distanceLabel(fromVisitor)].filter(Boolean).join(' · ')}</p>
        )}
        <div className="map-page__actions">
          {platform.kind === 'browser' ? (
            // In a plain browser this page is the in-app map; /open-location hands the point to the map apps.
            <Link className="yz-btn yz-btn--primary" to={pageUrl('open-location', mapTarget)}>
              {t('poi.map.openApp')}
            </Link>
          ) : (
            <button type="button" className="yz-btn yz-btn--primary" onClick={() => void openMap(mapTarget)}>
              {t('poi.map.navigate')}
            </button>
          )}
          {drawn && (
            <>
              <button type="button" className="yz-btn" onClick={() => handle.current?.focusTarget()}>
                {t('poi.map.recentre')}
              </button>
              <button type="button" className="yz-btn" onClick={() => handle.current?.showCity()}>
                {t('poi.map.city')}
              </button>
            </>
          )}
        </div>
      </section>

      <div className="map-page__stage">
        {outlines.isError ? (
          <ErrorState onRetry={() => void outlines.refetch()} text="poi.map.error" />
        ) : (
          <div
            ref={el}
            className="yz-map map-page__map"
            role="region"
            aria-label={t('poi.map.label', { name: target.name })}
            aria-busy={!drawn}
          />
        )}
      </div>

      {selected && (
        <section className="map-page__selected" aria-live="polite" aria-label={t('poi.map.selected')}>
          <Link to={pageOf(selected)} className="map-page__selected-link">
            <span className="map-page__selected-name">{selected.name}</span>
            <span className="map-page__selected-sub">
              {[kindLabel(selected.kind), distanceKmLabel(selected, target)].filter(Boolean).join(' · ')}
            </span>
          </Link>
          <button type="button" className="map-page__close" onClick={() => setSelected(null)} aria-label={t('poi.map.closeSelected')}>
            ×
          </button>
        </section>
      )}

      <ul className="map-page__legend" aria-label={t('poi.map.legend')}>
        <li>
          <span className="map-page__key map-page__key--place" aria-hidden="true" />
          {t('poi.map.legendPlace')}
        </li>
        <li>
          <span className="map-page__key map-page__key--sights" aria-hidden="true" />
          {t('poi.map.legendSights')}
        </li>
        <li>
          <span className="map-page__key map-page__key--food" aria-hidden="true" />
          {t('poi.map.legendFood')}
        </li>
        {visitor && (
          <li>
            <span className="map-page__key map-page__key--you" aria-hidden="true" />
            {t('poi.map.you')}
          </li>
        )}
      </ul>
      <p className="map-page__note">{t(tiles ? 'poi.map.noteTiles' : 'poi.map.note')}</p>
    </div>
  );
}

/** "距此1.20公里" for a nearby place, measured from the map's place. */
function distanceKmLabel(p: PlaceCard, from: LatLng): string {
  const km = p.distance ?? distanceKm(from, p.location);
  return km < 1 ? t('poi.fromHereM', { m: Math.round(km * 1000) }) : t('poi.fromHere', { km: km.toFixed(2) });
}

/** tour/map?id= or ?lat=&lng=&name=: a place on the offline map of its city, with its neighbours. */
export default function MapPage() {
  const [params] = useSearchParams();
  const query = parseMapQuery(params);
  const { phase, located, retry } = useLocated(query);
  if (phase === 'missing') return <Missing look="place" title="poi.missing.title" text="poi.missing.body" />;
  if (phase === 'error') return <Missing look="place" title="poi.missing.failedTitle" text="poi.missing.bodyRetry" onRetry={retry} />;
  if (phase === 'loading' || !located) return <div className="map-page__stage map-page__stage--ghost" aria-busy="true" />;
  return <TheMap located={located} />;
}
