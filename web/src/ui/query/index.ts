// Server state on every page: TanStack Query with one vocabulary (loaded.ts), one call hook
// (useLoad) and one paged-list hook (usePagedList).
export { newQueryClient, queryClient, QUERY_DEFAULTS } from './client';
export { orThrow, type Loaded, type Phase } from './loaded';
export { useLoad, useRecord } from './useLoad';
export { usePagedList, type PageFetcher, type PagedList } from './usePagedList';
