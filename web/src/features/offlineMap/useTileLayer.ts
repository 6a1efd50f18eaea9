import { useQuery } from '@tanstack/react-query';
import { places } from '../../services';
import { asTileConfig, type TileLayerConfig } from './tiles';

/**
 * The server's tile layer, asked once per visit. `settled` is false only while asking; any
 * failure counts as "no tiles", so the map never waits on it or shows an error for it.
 */
export function useTileLayer(): { tiles: TileLayerConfig | null; settled: boolean } {
  const q = useQuery({
    queryKey: ['tiles', 'config'],
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      try {
        return asTileConfig(await places.tileConfig());
      } catch {
        return null;
      }
    },
  });
  return { tiles: q.data ?? null, settled: !q.isPending };
}
