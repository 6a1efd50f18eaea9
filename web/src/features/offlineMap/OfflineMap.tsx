import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CountyOutline } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import type { LatLng } from '../../lib/distance';
import { places } from '../../services';
import { ErrorState } from '../../ui/place/ListState';
import { orThrow } from '../../ui/query';
import type { MapHandle, MapStop } from './drawMap';
import { countyAt, type MapTarget } from './target';
import { useTileLayer } from './useTileLayer';

/** The county outlines of these cities, one query per city (shared with the place map). */
function useOutlines(cityIds: readonly number[]) {
  return useQuery({
    queryKey: ['geo', 'boundaries-of', ...cityIds],
    staleTime: Infinity,
    enabled: cityIds.length > 0,
    queryFn: async () => {
      const all: CountyOutline[] = [];
      for (const id of cityIds) {
        const res = orThrow('boundaries', await places.boundaries(id));
        if (!Array.isArray(res?.counties)) throw new Error('boundaries without counties');
        all.push(...res.counties);
      }
      return all;
    },
  });
}

export interface OfflineMapProps {
  /** The cities whose outlines are the basemap. */
  cityIds: readonly number[];
  /** Where the map opens; its pin unless `pin` is false. */
  target: MapTarget;
  pin?: boolean;
  /** The map's accessible name. */
  label: string;
  onTap?: (p: LatLng) => void;
  /** Numbered stops joined in order (a line); the map opens on all of them. */
  stops?: MapStop[];
  onStop?: (index: number) => void;
  /** The drawn map, for the page's own buttons (recentre, move the pin). */
  onReady?: (handle: MapHandle | null) => void;
  failed?: MessageKey;
  className?: string;
  /** Open on the whole city instead of close to the target (choosing a point). */
  wholeCity?: boolean;
}

/**
 * The offline map as a component: outlines from our API, the operator's tiles under them
 * when there are any, Leaflet fetched only now. Redraws when the cities, the target or the
 * tile layer change; stops and taps follow the latest props.
 */
export function OfflineMap({ cityIds, target, pin, label, onTap, stops, onStop, onReady, failed, className, wholeCity }: OfflineMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [drawn, setDrawn] = useState(false);
  const outlines = useOutlines(cityIds);
  const { tiles, settled } = useTileLayer();
  const tap = useRef(onTap);
  tap.current = onTap;
  const select = useRef(onStop);
  select.current = onStop;
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const counties = outlines.data;
    if (!counties || !settled || !el.current) return;
    let cancelled = false;
    const countyCode = target.countyCode ?? countyAt(counties, target)?.code;
    void import('./drawMap').then(({ drawMap }) => {
      if (cancelled || !el.current) return;
      handle.current = drawMap(el.current, {
        counties,
        target: { ...target, countyCode },
        pin,
        labels: { zoomIn: t('poi.map.zoomIn'), zoomOut: t('poi.map.zoomOut'), you: t('poi.map.you') },
        onTap: (p) => tap.current?.(p),
        tiles,
      });
      if (wholeCity) handle.current.showCity();
      setDrawn(true);
      ready.current?.(handle.current);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
      ready.current?.(null);
      setDrawn(false);
    };
  }, [outlines.data, settled, tiles, target.lat, target.lng]); // deliberately keyed on these values only

  useEffect(() => {
    if (!drawn || !stops) return;
    handle.current?.setStops(stops, (i) => select.current?.(i));
    handle.current?.showStops();
  }, [drawn, stops]);

  if (outlines.isError) return <ErrorState onRetry={() => void outlines.refetch()} text={failed ?? 'poi.map.error'} />;
  return <div ref={el} className={`yz-map ${className ?? ''}`} role="region" aria-label={label} aria-busy={!drawn} />;
}
