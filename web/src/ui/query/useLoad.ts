import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { Loaded } from './loaded';
import { orThrow } from './loaded';

const present = (v: unknown) => v !== null && v !== undefined;

/**
 * One content call under `key` (null: nothing to load yet). `false` from the call, or an
 * answer `accept` refuses, is the error state; `null` is "not there". With `keepWithin`, the
 * data stays on screen while a key of the same group loads (the same list re-sorted once the
 * position is known), and gives way to skeletons when the group changes (another city).
 */
export function useLoad<T>(
  key: QueryKey | null,
  fetch: () => Promise<T | null | false>,
  { keepWithin, accept = present }: { keepWithin?: string; accept?: (v: T) => boolean } = {},
): Loaded<T> {
  const q = useQuery<T | null>({
    queryKey: key ?? ['idle'],
    enabled: key !== null,
    meta: { group: keepWithin },
    queryFn: async () => {
      const res = orThrow(String(key?.[0]), await fetch());
      if (res !== null && !accept(res)) throw new Error(`refused answer: ${String(key?.[0])}`);
      return res;
    },
    placeholderData: (prev, prevQuery) => (keepWithin !== undefined && prevQuery?.meta?.group === keepWithin ? prev : undefined),
  });
  const retry = () => void q.refetch();
  if (q.isError && !q.isFetching) return { phase: 'error', data: q.data ?? undefined, retry };
  if (q.data === null && !q.isPlaceholderData) return { phase: 'missing', data: undefined, retry };
  if (q.isSuccess && !q.isPlaceholderData && q.data !== null) return { phase: 'ready', data: q.data, retry };
  return { phase: 'loading', data: q.data ?? undefined, retry };
}

/** A page's record by the id in its address: `missing` without an id, else as useLoad. */
export function useRecord<T>(name: string, id: string | null | undefined, fetch: (id: string) => Promise<T | null | false>, extra: QueryKey = []): Loaded<T> {
  const res = useLoad<T>(id ? [name, id, ...extra] : null, () => fetch(id ?? ''));
  return id ? res : { phase: 'missing', data: undefined, retry: res.retry };
}
