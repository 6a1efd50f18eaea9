import { useEffect } from 'react';
import type { LatLng } from '../../lib/distance';
import { locate } from '../../services';
import { isVisitorsOwn } from '../../session/where';
import { useClientStore } from '../../session/store';

/**
 * The visitor's position once located (else null), and a short key that changes with it.
 * Starts locating: every food page shows how far things are. The Hangzhou-station default
 * is no position: distances from it would mislead.
 */
export function usePosition(): { position: LatLng | null; positionKey: string } {
  const located = useClientStore((s) => s.location);
  const where = isVisitorsOwn(located) ? located : null;
  useEffect(() => {
    void locate();
  }, []);
  const position = where ? { lat: where.lat, lng: where.lng } : null;
  // ~100 m steps: enough to re-sort a list, not so fine that every fix reloads it.
  const positionKey = where ? `${where.lat.toFixed(3)},${where.lng.toFixed(3)}` : '';
  return { position, positionKey };
}
