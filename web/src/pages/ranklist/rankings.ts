// The rank-list calls, wired to the request layer here rather than in services.ts, so they
// load with this page and never with the first screen.
import { createRankingsApi } from '../../api/rankings';
import { request } from '../../services';

export const rankings = createRankingsApi(request);
