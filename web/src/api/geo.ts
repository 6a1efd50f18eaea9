import type { LatLng } from '../lib/distance';
import { asPosition } from '../lib/position';
import type { GeoAnswer, MapsService } from '../session/location';
import { PATHS } from './paths';
import type { Request } from './request';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function point(v: unknown): LatLng | null {
  if (!isObj(v)) return null;
  return asPosition(v.lat ?? v.latitude, v.lng ?? v.longitude);
}

/** Accepts the maps-service answer shape of SPEC §3, bare or wrapped in `result`. */
export function asGeoAnswer(v: unknown): GeoAnswer | null {
  if (!isObj(v)) return null;
  const body = isObj(v.result) ? v.result : v;
  const location = point(body.location);
  if (!location) return null;
  return {
    location,
    address: typeof body.address === 'string' ? body.address : undefined,
    ad_info: isObj(body.ad_info) ? (body.ad_info as GeoAnswer['ad_info']) : undefined,
    address_component: isObj(body.address_component) ? (body.address_component as GeoAnswer['address_component']) : undefined,
  };
}

/** The maps service over our server's geo endpoints; background calls, no mask, no toasts. */
export function createMapsService(request: Request): MapsService {
  const quiet = { loading: false, quiet: true } as const;
  return {
    async ipLocation() {
      const data = await request(PATHS.geoIp, quiet);
      // The server answers its default location with `fallback: true` when it cannot place
      // the address (e.g. a private network): that is no IP location, so the chain goes on.
      if (isObj(data) && data.fallback === true) return null;
      return asGeoAnswer(data);
    },
    async translate(points) {
      const data = await request(PATHS.geoTranslate, {
        ...quiet,
        params: { locations: points.map((p) => `${p.lat},${p.lng}`).join(';'), type: 1 },
      });
      const list = Array.isArray(data) ? data : isObj(data) ? (data.locations ?? data.result) : null;
      if (!Array.isArray(list)) return null;
      const out = list.map(point);
      return out.every((p): p is LatLng => p !== null) ? out : null;
    },
    async reverse(p) {
      return asGeoAnswer(await request(PATHS.geoReverse, { ...quiet, params: { location: `${p.lat},${p.lng}` } }));
    },
  };
}
