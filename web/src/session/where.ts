// What a resolved location is, and the Hangzhou-station default, apart from the location
// chain (location.ts): pages read these on their first screen, while the chain itself loads
// when a page first asks for a position (services.locate).
import { DEFAULT_LOCATION } from '../lib/constants';
import type { CityId } from '../lib/cities';
import type { LatLng } from '../lib/distance';

export type LocationSource = 'query' | 'session' | 'stored' | 'wechat' | 'ip' | 'device' | 'default';

export interface ResolvedLocation extends LatLng {
  source: LocationSource;
  city?: string;
  cityId?: CityId;
  district?: string;
  address?: string;
}

export const defaultLocation = (): ResolvedLocation => ({
  ...DEFAULT_LOCATION,
  source: 'default',
  city: '杭州市',
  cityId: 1201,
});

/**
 * Whether a resolved location is really the visitor's: not the Hangzhou-station default,
 * which tells nothing about where they are (nor a record at exactly its coordinates, as
 * sessions saved before the default kept its source would read back).
 */
export function isVisitorsOwn(where: ResolvedLocation | null | undefined): where is ResolvedLocation {
  if (!where || where.source === 'default') return false;
  return !(where.lat === DEFAULT_LOCATION.lat && where.lng === DEFAULT_LOCATION.lng);
}
