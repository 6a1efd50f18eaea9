import type { LatLng } from '../lib/distance';
import { asPosition } from '../lib/position';
import type { GeoAnswer, MapsService } from '../session/location';
import { PATHS } from './paths';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

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

// The answer fields the location chain reads (asGeoAnswer, session/location.ts), as the server's
// document names them: a field renamed there fails here. asGeoAnswer still checks the values.
type Placed = { location: LatLng; ad_info: { province: string; city: string; district: string; city_id?: number | null } };
type Addressed = Placed & { address: string; address_component: { province: string; city: string; district: string; street: string } };

/** The maps service over our server's geo endpoints; background calls, no mask, no toasts. */
export function createMapsService(request: Request): MapsService {
  const api = typedRequest(request);
  const quiet = { loading: false, quiet: true } as const;
  return {
    async ipLocation() {
      const data = await api.get(PATHS.geoIp, {}, quiet);
      // The server answers its default location with `fallback: true` when it cannot place
      // the address (e.g. a private network): that is no IP location, so the chain goes on.
      if (isObj(data) && data.fallback === true) return null;
      return asGeoAnswer(data satisfies Placed | false);
    },
    async translate(points) {
      const data = await api.get(
        PATHS.geoTranslate,
        { locations: points.map((p) => `${p.lat},${p.lng}`).join(';'), type: 1 },
        quiet,
      );
      // The document's answer is `{ locations }`; a bare list or `{ result }` is read as before.
      const list = Array.isArray(data) ? data : isObj(data) ? (data.locations ?? ('result' in data ? data.result : undefined)) : null;
      if (!Array.isArray(list)) return null;
      const out = list.map(point);
      return out.every((p): p is LatLng => p !== null) ? out : null;
    },
    async reverse(p) {
      const data = await api.get(PATHS.geoReverse, { location: `${p.lat},${p.lng}` }, quiet);
      return asGeoAnswer(data satisfies Addressed | false);
    },
  };
}
