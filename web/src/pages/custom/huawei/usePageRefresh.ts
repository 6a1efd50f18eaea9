// Pull-down refresh of a blind-box page: every campaign answer the page shows is loaded again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePullRefresh } from '../../../features/campaign';

const isCampaignQuery = (key: readonly unknown[]) => String(key[0]).startsWith('campaign');

export function usePageRefresh() {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void client.invalidateQueries({ predicate: (q) => isCampaignQuery(q.queryKey) }).finally(() => setRefreshing(false));
  };
  return { refresh, ...usePullRefresh(refresh, refreshing) };
}
