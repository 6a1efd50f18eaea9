// The counties of a city, for the 百县千碗 county chips (`/ver3/api/v3/common-region`).
import { PATHS } from '../../api/paths';
import type { DishCard } from '../../api/places';
import type { components } from '../../api/schema';
import { typedRequest } from '../../api/typedRequest';
import { request } from '../../services';

export type County = Pick<components['schemas']['County'], 'code' | 'name' | 'short_name'>;

export async function loadCounties(cityId: number): Promise<County[] | false> {
  // The document takes the city as text (a name or an id); the id is sent as it always was.
  const city = cityId ? String(cityId) : undefined;
  const res = await typedRequest(request).get(PATHS.commonRegion, { city }, { loading: false, quiet: true });
  if (!res) return false;
  return res.list.find((c) => c.id === cityId)?.counties ?? [];
}

/** When the region list cannot be had, the counties the dishes themselves name, in their order. */
export function countiesOfDishes(dishes: Pick<DishCard, 'county_code' | 'county_name'>[]): County[] {
  const seen = new Map<string, County>();
  for (const d of dishes) {
    if (!seen.has(d.county_code)) seen.set(d.county_code, { code: d.county_code, name: d.county_name, short_name: d.county_name });
  }
  return [...seen.values()];
}
