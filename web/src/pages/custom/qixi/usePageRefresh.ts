// Pull-down refresh of a Qixi page: every campaign and Qixi answer the page shows is loaded again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePullRefresh } from '../../../features/campaign';

const isOurs = (key: readonly unknown[]) => /^(campaign|qixi)/.test(String(key[0]));

export function usePageRefresh() {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void client.invalidateQueries({ predicate: (q) => isOurs(q.queryKey) }).finally(() => setRefreshing(false));
  };
  return { refresh, ...usePullRefresh(refresh, refreshing) };
}
