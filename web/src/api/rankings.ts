// The rank list of docs/RANKINGS.md (SPEC §7 `GET /v3/homepage/rankList`): a background content
// read in the rank list's own shape, sent without the Authorization header (paths.ts); the
// request layer resolves to its `result`, or `false` once the visitor has been told why not.
import { PATHS } from './paths';
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type RankLists = Schemas['RankLists'];
export type RankList = Schemas['RankList'];
export type RankItem = Schemas['RankItem'];
export type RankQuery = QueryOf<typeof PATHS.rankList>;

export function createRankingsApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The lists by city and kind (both optional), each with its evidence and its places. */
    rankLists: (query: RankQuery) => api.get(PATHS.rankList, query, { loading: false }),
  };
}

export type RankingsApi = ReturnType<typeof createRankingsApi>;
