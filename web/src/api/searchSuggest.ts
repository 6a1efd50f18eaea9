// Suggestions while typing in the global search (`/ver3/api/v3/http/search/suggest`), apart
// from api/search.ts so the first screen, which carries that file, does not carry this call.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

export type SearchSuggestion = components['schemas']['SearchSuggestion'];

export function createSearchSuggestApi(request: Request) {
  const api = typedRequest(request);
  return {
    /**
     * Up to 8 names for what the visitor has typed so far (names, pinyin, initials); a side
     * call while typing: a failure shows nothing and says nothing, the search still works.
     */
    suggest: (keyword: string, cityId?: number | null) =>
      api.get('/ver3/api/v3/http/search/suggest', { keyword, city_id: cityId ?? undefined }, { loading: false, quiet: true }),
  };
}
