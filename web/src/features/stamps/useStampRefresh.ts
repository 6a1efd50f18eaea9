// Pull-down refresh of a stamp page: the card, the visitor's stamps and the draw are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePullRefresh } from '../campaign';

const ours = (key: readonly unknown[]) => /^(stamp|campaign)/.test(String(key[0]));

export function useStampRefresh() {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void client.invalidateQueries({ predicate: (q) => ours(q.queryKey) }).finally(() => setRefreshing(false));
  };
  return usePullRefresh(refresh, refreshing);
}
