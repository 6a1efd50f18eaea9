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
  };
}
