// On the road with a line: which stop comes next from where the visitor stands. Pure.
import type { LineDetail, LineStop } from '../../api/lines';
import { distanceKm, type LatLng } from '../../lib/distance';

/** A stop with its number along the whole line (1…N, across days) and its day. */
export interface NumberedStop {
  n: number;
  day: number;
  stop: LineStop;
}

export function numberedStops(line: LineDetail): NumberedStop[] {
  let n = 0;
  return line.itinerary.flatMap((d) => d.stops.map((stop) => ({ n: ++n, day: d.day, stop })));
}

/** Within this distance of a stop (straight line) the visitor is taken to be at it. */
export const AT_STOP_KM = 0.3;

/**
 * The index of the next stop: the visitor is taken to be along the line at the stop
 * nearest to them; standing at it (within AT_STOP_KM), the next is the one after; else it
 * is that nearest stop. Without a position, the first stop. -1 once the last stop is reached.
 */
export function nextStopIndex(stops: readonly NumberedStop[], visitor: LatLng | null): number {
  if (!stops.length) return -1;
  if (!visitor) return 0;
  let nearest = 0;
  let best = Infinity;
  stops.forEach((s, i) => {
    const km = distanceKm(visitor, s.stop.place.location);
    if (km < best) {
      best = km;
      nearest = i;
    }
  });
  if (best > AT_STOP_KM) return nearest;
  return nearest + 1 < stops.length ? nearest + 1 : -1;
}
