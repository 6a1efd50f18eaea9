// On the road with a line: which stop comes next, from the stops the visitor checked in at.
// Pure, but for the check-ins kept on this device.
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

/** A stop's key among the check-ins: its number and place (a place can be on a line twice). */
export const stopKey = (s: NumberedStop) => `${s.n}-${s.stop.place.id}`;

/**
 * The index of the next stop: a line starts at its first stop, wherever the visitor stands
 * (the nearest stop may be the fifth, and a visitor who has done nothing has not skipped
 * four); once they have checked in along the line, the stop after the furthest one they
 * checked in at. -1 once the last stop is checked in.
 */
export function nextStopIndex(stops: readonly NumberedStop[], checkedIn: ReadonlySet<string>): number {
  if (!stops.length) return -1;
  let last = -1;
  stops.forEach((s, i) => {
    if (checkedIn.has(stopKey(s))) last = i;
  });
  return last + 1 < stops.length ? last + 1 : -1;
}

/** Whether the visitor stands at the stop (within AT_STOP_KM, straight line). */
export const standsAt = (s: NumberedStop, visitor: LatLng | null) => visitor !== null && distanceKm(visitor, s.stop.place.location) <= AT_STOP_KM;

const KEY = (lineId: string) => `youzhe.line.checkins.${lineId}`;

/** The stops the visitor checked in at along a line, kept on this device. */
export const lineCheckins = {
  read(storage: Pick<Storage, 'getItem'>, lineId: string): Set<string> {
    try {
      const saved: unknown = JSON.parse(storage.getItem(KEY(lineId)) ?? '[]');
      return new Set(Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : []);
    } catch {
      return new Set();
    }
  },
  add(storage: Pick<Storage, 'getItem' | 'setItem'>, lineId: string, key: string): Set<string> {
    const next = lineCheckins.read(storage, lineId).add(key);
    try {
      storage.setItem(KEY(lineId), JSON.stringify([...next]));
    } catch {
      // Storage full or off: the check-in still counts on this page.
    }
    return next;
  },
  clear(storage: Pick<Storage, 'removeItem'>, lineId: string): void {
    storage.removeItem(KEY(lineId));
  },
};
