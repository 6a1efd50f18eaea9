// The suggestion calls of docs/SUGGEST.md: background content reads (no loading mask; pages
// show skeletons), each resolving to its data, `null` for an unknown record, or `false` once
// the visitor has been told why not.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type SuggestCard = Schemas['SuggestCard'];
export type SuggestDetail = Schemas['SuggestDetail'];
export type SuggestThemes = Schemas['SuggestThemes'];
export type SuggestNotice = Schemas['SuggestNotice'];
export type SuggestListQuery = QueryOf<'/ver3/api/v3/suggest/list'>;

const quiet = { loading: false } as const;
const one = { loading: false, absent: [40400] } as const;

export function createSuggestApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The theme words and cities the filters offer, with their counts. */
    themes: () => api.get('/ver3/api/v3/suggest/theme', {}, quiet),
    /** One page of suggestions, newest first, by city and theme (both optional). */
    list: (query: SuggestListQuery) => api.get('/ver3/api/v3/suggest/list', query, quiet),
    /** One suggestion with its places; `null` for an unknown id. */
    detail: (id: string) => api.find('/ver3/api/v3/suggest/detail', { id }, one),
    /** The suggestions that mention a place; `null` for an unknown place. */
    ofPlace: (id: string) => api.find('/ver3/api/v3/suggest/poi-detail', { id }, one),
    /** One page of the travel news shown now: the city's and the province's (all without a city). */
    news: (page: number, cityId?: number) => api.get('/ver3/api/v3/suggest/news', { cityId, page, size: 20 }, quiet),
    /** One page of the notices shown now, as `news`. */
    notices: (page: number, cityId?: number) => api.get('/ver3/api/v3/suggest/notice', { cityId, page, size: 20 }, quiet),
  };
}

export type SuggestApi = ReturnType<typeof createSuggestApi>;
