// The suggestion calls, wired to the request layer here rather than in services.ts, so they
// load with the pages that use them and never with the first screen.
import { createSuggestApi } from '../../api/suggest';
import { request } from '../../services';

export const suggest = createSuggestApi(request);
