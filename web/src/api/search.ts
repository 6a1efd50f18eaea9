// The global search (`/ver3/api/v3/http/search`): places, 百县千碗 dishes, famous people,
// tour lines and topics in one list, best first.
import type { components } from './schema';
import { PATHS } from './paths';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

export type SearchItem = components['schemas']['SearchItem'];

export function createSearchApi(request: Request) {
  const api = typedRequest(request);
  return {
    // The search endpoint names the city `city_id` (it predates the places calls' camelCase).
    search: (q: QueryOf<typeof PATHS.search>) => api.get(PATHS.search, q, { loading: false }),
    /**
     * 百县千碗 dishes whose name, county or city matches a keyword (a side search beside the
     * places: a failure does not toast over the main results, which speak for the page).
     * No city (null) is left out of the query, as an absent one is.
     */
    dishes: (keyword: string, cityId?: number | null, size = 6) =>
      api.get(PATHS.search, { keyword, kind: 'dish', city_id: cityId ?? undefined, size }, { loading: false, quiet: true }),
  };
}
