// 百县千碗 dishes whose name, county or city matches a keyword, through the global search
// (`/ver3/api/v3/http/search`, docs/CONTENT.md § Search), so a visitor who types a dish's
// name finds the dish beside the places.
import { PATHS } from '../../api/paths';
import type { Paged } from '../../api/places';
import type { components } from '../../api/schema';
import { typedRequest } from '../../api/typedRequest';
import { request } from '../../services';

export type DishHit = components['schemas']['SearchItem'];

export function searchDishes(keyword: string, cityId?: number | null, size = 6): Promise<Paged<DishHit> | false> {
  return typedRequest(request).get(
    PATHS.search,
    // No city (null) is left out of the query, as an absent one is.
    { keyword, kind: 'dish', city_id: cityId ?? undefined, size },
    // A failed side search should not toast over the main results: they speak for the page.
    { loading: false, quiet: true },
  );
}
