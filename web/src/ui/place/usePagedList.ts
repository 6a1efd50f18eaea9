import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '../../api/places';
import { LOAD_MORE_FAR_PX } from '../../lib/constants';
import type { LoadMoreStatus } from '../LoadMore';
import { useReachBottom } from '../useReachBottom';

export type PageFetcher<T> = (page: number) => Promise<Paged<T> | false>;

export interface PagedList<T> {
  items: T[];
  total: number;
  /** `loading` before the first page, `error` when it failed, `ready` after. */
  phase: 'loading' | 'error' | 'ready';
  /** The footer: more to load, loading, or no more. */
  footer: LoadMoreStatus;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list that loads page after page as the visitor nears its bottom (SPEC §9: 20 or 80 px).
 * `key` names the query: when it changes the list starts again from page 1, and answers
 * to an older query are dropped.
 */
export function usePagedList<T>(key: string, fetchPage: PageFetcher<T>, margin: number = LOAD_MORE_FAR_PX): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [phase, setPhase] = useState<PagedList<T>['phase']>('loading');
  const [busy, setBusy] = useState(false);
  const [failedMore, setFailedMore] = useState(false);
  const generation = useRef(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  const load = useCallback((next: number, gen: number) => {
    setBusy(true);
    void fetcher.current(next).then((res) => {
      if (gen !== generation.current) return;
      setBusy(false);
      // `false` is a failed call; anything without a list (e.g. `data: null`) is treated alike.
      if (!res || !Array.isArray(res.list)) {
        if (next === 1) setPhase('error');
        else setFailedMore(true);
        return;
      }
      setItems((prev) => (next === 1 ? res.list : [...prev, ...res.list]));
      setTotal(res.total);
      setPage(next);
      setFailedMore(false);
      setPhase('ready');
    });
  }, []);

  const restart = useCallback(() => {
    generation.current += 1;
    setItems([]);
    setTotal(0);
    setPage(0);
    setPhase('loading');
    load(1, generation.current);
  }, [load]);

  useEffect(restart, [key, restart]);

  const hasMore = phase === 'ready' && items.length < total;
  const loadMore = useCallback(() => {
    if (!busy && hasMore) load(page + 1, generation.current);
  }, [busy, hasMore, load, page]);

  useReachBottom(loadMore, { margin, enabled: hasMore && !busy && !failedMore });

  let footer: LoadMoreStatus = 'none';
  if (busy) footer = 'loading';
  else if (hasMore) footer = 'more';
  return { items, total, phase, footer, loadMore, retry: restart };
}
