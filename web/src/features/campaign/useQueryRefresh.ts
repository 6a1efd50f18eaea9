// Pull-down refresh of a campaign page: every answer the page shows whose query key starts
// with one of `prefixes` (`campaign`, `qixi`, `actives` …) is loaded again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePullRefresh } from './usePullRefresh';

export function useQueryRefresh(prefixes: readonly string[]) {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const ours = (key: readonly unknown[]) => prefixes.some((p) => String(key[0]).startsWith(p));
  const refresh = () => {
    setRefreshing(true);
    void client.invalidateQueries({ predicate: (q) => ours(q.queryKey) }).finally(() => setRefreshing(false));
  };
  return { refresh, ...usePullRefresh(refresh, refreshing) };
}
