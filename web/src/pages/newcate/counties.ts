// The counties of a city, for the 百县千碗 county chips (`/ver3/api/v3/common-region`, the
// call is api/regions.ts's `counties`).
import type { DishCard } from '../../api/places';
import { createRegionsApi, type RegionCounty } from '../../api/regions';
import { request } from '../../services';

export type County = Pick<RegionCounty, 'code' | 'name' | 'short_name'>;

const regions = createRegionsApi(request);
export const loadCounties = (cityId: number): Promise<County[] | false> => regions.counties(cityId);

/** When the region list cannot be had, the counties the dishes themselves name, in their order. */
export function countiesOfDishes(dishes: Pick<DishCard, 'county_code' | 'county_name'>[]): County[] {
  const seen = new Map<string, County>();
  for (const d of dishes) {
    if (!seen.has(d.county_code)) seen.set(d.county_code, { code: d.county_code, name: d.county_name, short_name: d.county_name });
  }
  return [...seen.values()];
}
