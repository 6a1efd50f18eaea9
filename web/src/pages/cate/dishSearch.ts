// 百县千碗 dishes whose name, county or city matches a keyword, through the global search
// (`/ver3/api/v3/http/search`, docs/CONTENT.md § Search; the call is api/search.ts's
// `dishes`), so a visitor who types a dish's name finds the dish beside the places.
import type { Paged } from '../../api/places';
import type { SearchItem } from '../../api/search';
import { search } from '../../services';

export type DishHit = SearchItem;

export function searchDishes(keyword: string, cityId?: number | null, size = 6): Promise<Paged<DishHit> | false> {
  return search.dishes(keyword, cityId, size);
}
