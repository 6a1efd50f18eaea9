// The suggestion call of the search pages, wired to the request layer here so it loads with them.
import { createSearchSuggestApi } from '../../api/searchSuggest';
import { request } from '../../services';

export const suggestions = createSearchSuggestApi(request);
