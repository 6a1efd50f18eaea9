// What choosing a location means (SPEC §4): the choice becomes the resolved location, kept
// where the location chain keeps it (session storage `youzhe.cityInfo` and client state), so
// every page reads it as the visitor's position for the rest of the visit. Pure but for `keep`.
import type { RegionCity, RegionCounty } from '../../api/regions';
import { cityIdByName, isCityId, type CityId } from '../../lib/cities';
import type { LatLng } from '../../lib/distance';
import { CITY_INFO_KEY, type GeoAnswer } from '../../session/location';
import type { ResolvedLocation } from '../../session/where';

const cityIdOf = (city: RegionCity): CityId | undefined => (isCityId(city.id) ? city.id : undefined);

/** A city or one of its counties, at its centre. */
export function regionLocation(city: RegionCity, county?: RegionCounty): ResolvedLocation {
  const at = county?.centroid ?? city.centroid;
  return {
    lat: at.lat,
    lng: at.lng,
    // A choice of this visit reads back as the session's location.
    source: 'session',
    city: city.name,
    cityId: cityIdOf(city),
    ...(county ? { district: county.name } : {}),
  };
}

/** A point picked on the map, named by reverse geocoding when that answered; else by the map's city. */
export function pointLocation(p: LatLng, city: RegionCity, geo: GeoAnswer | null): ResolvedLocation {
  const named = geo?.ad_info?.city ?? geo?.address_component?.city;
  const district = geo?.ad_info?.district ?? geo?.address_component?.district;
  const id = Number(geo?.ad_info?.city_id);
  return {
    lat: p.lat,
    lng: p.lng,
    source: 'session',
    city: named || city.name,
    cityId: named ? (isCityId(id) ? id : cityIdByName(named)) : cityIdOf(city),
    ...(district ? { district } : {}),
    ...(geo?.address ? { address: geo.address } : {}),
  };
}

/** How a location reads in one line: "杭州市 西湖区", or its address. */
export function whereLabel(where: ResolvedLocation | null | undefined): string {
  if (!where) return '';
  return [where.city, where.district].filter(Boolean).join(' ') || where.address || `${where.lat.toFixed(4)}, ${where.lng.toFixed(4)}`;
}

/** Keep the choice as the chain keeps what it resolves. */
export function keep(where: ResolvedLocation, session: Pick<Storage, 'setItem'>, put: (where: ResolvedLocation) => void): void {
  session.setItem(CITY_INFO_KEY, JSON.stringify(where));
  put(where);
}
