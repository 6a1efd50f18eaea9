// The visit's query client: every page keeps its server state here, so pages share answers
// (the place page, its album and its map read one detail) and going back paints at once.
import { QueryClient } from '@tanstack/react-query';

/** Query defaults every page and test uses. */
export const QUERY_DEFAULTS = {
  // Failed calls have already told the visitor (request layer); retrying them silently would
  // repeat the toast, so queries do not retry: pages offer a retry button instead.
  retry: false,
  // Content changes rarely (the server caches it for 60 s too).
  staleTime: 60_000,
} as const;

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

export const queryClient = newQueryClient();
