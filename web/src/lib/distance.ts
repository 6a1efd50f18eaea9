import { EARTH_DIAMETER_M } from './constants';

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km with 2 decimals, by haversine with the spec's earth diameter. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const meters = EARTH_DIAMETER_M * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(meters / 10) / 100;
}
