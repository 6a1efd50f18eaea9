import { LOCATION_FALLBACK_MS } from '../lib/constants';
import { cityIdByName, isCityId, type CityId } from '../lib/cities';
import type { LatLng } from '../lib/distance';
import { isPosition } from '../lib/position';
import type { PlatformKind } from '../platform/ua';
import { defaultLocation, type LocationSource, type ResolvedLocation } from './where';

export { defaultLocation, isVisitorsOwn, type LocationSource, type ResolvedLocation } from './where';

/** One answer of the maps service (reverse geocoding or IP location), as far as we read it. */
export interface GeoAnswer {
  location: LatLng;
  address?: string;
  ad_info?: { adcode?: string | number; province?: string; city?: string; district?: string; city_id?: number | null };
  address_component?: { province?: string; city?: string; district?: string; street?: string };
}

/** IP location, coordinate translation and reverse geocoding: our server's geo endpoints. */
export interface MapsService {
  ipLocation(): Promise<GeoAnswer | null>;
  /** WGS-84 (type 1, GPS) to GCJ-02. */
  translate(points: LatLng[]): Promise<LatLng[] | null>;
  reverse(point: LatLng): Promise<GeoAnswer | null>;
}


export interface LocationDeps {
  search: string;
  session: Storage;
  local: Storage;
  platform: PlatformKind;
  maps: MapsService;
  /** WeChat: sign through /wxShare, then wx.getLocation (GCJ-02). */
  wechatLocation: () => Promise<LatLng>;
  /** The device's position: browser geolocation (WGS-84) or a container bridge (GCJ-02). */
  deviceLocation: () => Promise<LatLng & { wgs84: boolean }>;
  timeoutMs?: number;
}

export const CITY_INFO_KEY = 'youzhe.cityInfo';
export const COORDS_KEY = 'youzhe.coords';


function fromGeo(answer: GeoAnswer, source: LocationSource, at?: LatLng): ResolvedLocation {
  const city = answer.ad_info?.city ?? answer.address_component?.city;
  return {
    lat: at?.lat ?? answer.location.lat,
    lng: at?.lng ?? answer.location.lng,
    source,
    ...(city ? { city, cityId: isCityId(Number(answer.ad_info?.city_id)) ? (Number(answer.ad_info?.city_id) as CityId) : cityIdByName(city) } : {}),
    ...((answer.ad_info?.district ?? answer.address_component?.district)
      ? { district: answer.ad_info?.district ?? answer.address_component?.district }
      : {}),
    ...(answer.address ? { address: answer.address } : {}),
  };
}


async function safe<T>(p: () => Promise<T>): Promise<T | null> {
  try {
    return await p();
  } catch {
    return null;
  }
}

/**
 * Location resolution in SPEC §4's order. Never rejects: whatever fails falls through to
 * the next source, and the live sources (steps 4–5) get 5 s before the Hangzhou default.
 */
export async function resolveLocation(deps: LocationDeps): Promise<ResolvedLocation> {
  const result = await findLocation(deps);
  deps.session.setItem(CITY_INFO_KEY, JSON.stringify(result));
  if (result.source === 'wechat' || result.source === 'device') {
    deps.local.setItem(COORDS_KEY, JSON.stringify({ lat: result.lat, lng: result.lng }));
  }
  return result;
}

async function findLocation(deps: LocationDeps): Promise<ResolvedLocation> {
  // 1. lat/lng in the page query, used as they are.
  const q = new URLSearchParams(deps.search);
  const fromQuery = { lat: Number(q.get('lat')), lng: Number(q.get('lng')) };
  if (q.get('lat') && q.get('lng') && isPosition(fromQuery)) return { ...fromQuery, source: 'query' };

  // 2. City info already resolved in this session.
  const saved = parse<ResolvedLocation>(deps.session.getItem(CITY_INFO_KEY));
  // The Hangzhou default stays the default: it is no position of the visitor's.
  if (isPosition(saved)) return { ...saved, source: saved.source === 'default' ? 'default' : 'session' };

  // 3. Coordinates from an earlier visit, reverse-geocoded.
  const stored = parse<LatLng>(deps.local.getItem(COORDS_KEY));
  if (isPosition(stored)) {
    const geo = await safe(() => deps.maps.reverse(stored));
    return geo ? fromGeo(geo, 'stored', stored) : { ...stored, source: 'stored' };
  }

  // 4–5. Live sources, racing the fallback timer. A position found but not yet named when
  // the timer fires is still better than the default.
  let partial: ResolvedLocation | null = null;
  const named = async (p: LatLng, source: LocationSource): Promise<ResolvedLocation> => {
    partial = { ...p, source };
    const geo = await safe(() => deps.maps.reverse(p));
    return geo ? fromGeo(geo, source, p) : partial;
  };
  const ip = async () => {
    const geo = await safe(() => deps.maps.ipLocation());
    return geo && isPosition(geo.location) ? fromGeo(geo, 'ip') : null;
  };

  const live = async (): Promise<ResolvedLocation | null> => {
    if (deps.platform === 'wechat') {
      const pos = await safe(deps.wechatLocation);
      if (pos && isPosition(pos)) return named(pos, 'wechat');
      return ip(); // refused or failed: IP location
    }
    const byIp = await ip();
    if (byIp) return byIp;
    const device = await safe(deps.deviceLocation);
    if (!device || !isPosition(device)) return null;
    const gcj = device.wgs84 ? (await safe(() => deps.maps.translate([device])))?.[0] : device;
    return named(isPosition(gcj) ? gcj : device, 'device');
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deps.timeoutMs ?? LOCATION_FALLBACK_MS);
  });
  const found = await Promise.race([live(), fallback]);
  clearTimeout(timer);
  return found ?? partial ?? defaultLocation();
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
