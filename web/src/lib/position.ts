// What counts as a position, for every source (query, storage, bridges, maps answers).
import type { LatLng } from './distance';

/**
 * A position from two raw values: both finite numbers, and not 0,0 (what containers
 * answer when they have no fix). `null` otherwise.
 */
export function asPosition(lat: unknown, lng: unknown): LatLng | null {
  if (lat === null || lat === undefined || lat === '' || lng === null || lng === undefined || lng === '') return null;
  const p = { lat: Number(lat), lng: Number(lng) };
  return isPosition(p) ? p : null;
}

export function isPosition(p: Partial<LatLng> | null | undefined): p is LatLng {
  return !!p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && !(p.lat === 0 && p.lng === 0);
}

/** A source answered without a usable position: one message whatever the source. */
export class NoPosition extends Error {
  constructor(source: string) {
    super(`${source}: no coordinates`);
    this.name = 'NoPosition';
  }
}
