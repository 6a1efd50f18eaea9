// Pull-down refresh of the campaign pages here: every campaign answer and festival read on
// the page is loaded again (as the blind-box pages do it).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePullRefresh } from '../../features/campaign';

const isPageQuery = (key: readonly unknown[]) => /^(campaign|actives)/.test(String(key[0]));

export function useActivesRefresh() {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void client.invalidateQueries({ predicate: (q) => isPageQuery(q.queryKey) }).finally(() => setRefreshing(false));
  };
  return usePullRefresh(refresh, refreshing);
}
