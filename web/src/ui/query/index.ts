// Server state on every page: TanStack Query with one vocabulary (loaded.ts), one call hook
// (useLoad) and one paged-list hook (usePagedList). The shell imports this file, so what it
// re-exports is on the first screen: list pages import usePagedList from its own module, which
// keeps infinite queries and the reach-bottom watch out of the first screen (the home page has
// no paged list).
export { newQueryClient, queryClient, QUERY_DEFAULTS } from './client';
export { orThrow, type Loaded, type Phase } from './loaded';
export { useLoad, useRecord } from './useLoad';
