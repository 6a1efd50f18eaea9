import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Paged } from '../../api/places';
import { LOAD_MORE_FAR_PX } from '../../lib/constants';
import type { LoadMoreStatus } from '../LoadMore';
import { useReachBottom } from '../useReachBottom';
import type { Phase } from './loaded';
import { orThrow } from './loaded';

export type PageFetcher<T, P extends Paged<T> = Paged<T>> = (page: number) => Promise<P | false>;

export interface PagedList<T> {
  items: T[];
  total: number;
  /** `loading` before the first page, `error` when it failed, `ready` after. */
  phase: Exclude<Phase, 'missing'>;
  /** The footer: more to load, loading, or no more. */
  footer: LoadMoreStatus;
  loadMore: () => void;
  retry: () => void;
}

/** A paged list whose answers carry more than the page (the radius a nearby list covers). */
export interface PagedAnswerList<P extends Paged<unknown>> extends PagedList<P['list'][number]> {
  /** The latest page's whole answer, once one arrived. */
  last?: P;
}

/**
 * A list that loads page after page as the visitor nears its bottom (SPEC §9: 20 or 80 px).
 * `key` names the query: when it changes the list starts again from page 1 (answers to an
 * older query stay with that query). A later page that fails stops the loading on scroll;
 * the footer's button asks again.
 */
export function usePagedList<T, P extends Paged<T> = Paged<T>>(
  key: QueryKey,
  fetchPage: PageFetcher<T, P>,
  margin: number = LOAD_MORE_FAR_PX,
): PagedAnswerList<P> {
  const q = useInfiniteQuery({
    queryKey: ['paged', ...key],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const res = orThrow(String(key[0]), await fetchPage(pageParam));
      // Anything without a list (e.g. `data: null`) is a failed page too.
      if (!res || !Array.isArray(res.list)) throw new Error(`no list: ${String(key[0])}`);
      return { ...res, page: pageParam };
    },
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.list.length, 0) < last.total ? last.page + 1 : undefined),
  });
  const pages = q.data?.pages ?? [];
  const items = pages.flatMap((p) => p.list);
  const total = pages.at(-1)?.total ?? 0;
  const busy = q.isFetching;
  const failedMore = q.isFetchNextPageError;
  // A later page that failed leaves the list ready (its footer offers more); only a failed first page is an error.
  const phase: PagedList<T>['phase'] = q.data ? 'ready' : q.isError ? 'error' : 'loading';
  const hasMore = phase === 'ready' && q.hasNextPage;
  const loadMore = () => {
    if (!busy && hasMore) void q.fetchNextPage();
  };

  useReachBottom(loadMore, { margin, enabled: hasMore && !busy && !failedMore });

  let footer: LoadMoreStatus = 'none';
  if (busy) footer = 'loading';
  else if (hasMore) footer = 'more';
  return { items, total, phase, footer, loadMore, retry: () => void q.refetch(), last: pages.at(-1) };
}
