// The place every poi page is about: its id from the address, its detail from the server.
// One query key per id, so the detail page, its subpages, the album and the map share one
// answer (opening the album after the detail page costs no second request).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PlaceDetail } from '../../api/places';
import { RequestFailed } from '../../api/request';
import { places } from '../../services';
import { useClientStore } from '../../session/store';
import type { LatLng } from '../../lib/distance';
import { isVisitorsOwn } from '../../session/location';

export { isVisitorsOwn };

export const placeKey = (id: string) => ['place', 'detail', id] as const;

/** The `id` query parameter, trimmed; '' when the page was opened without one. */
export function usePlaceId(): string {
  const [params] = useSearchParams();
  return (params.get('id') ?? '').trim();
}

/** The visitor's position when it is really theirs (not the Hangzhou-station default). */
export function useVisitorPosition(): LatLng | null {
  const where = useClientStore((s) => s.location);
  return isVisitorsOwn(where) ? { lat: where.lat, lng: where.lng } : null;
}

export type DetailPhase = 'missing' | 'loading' | 'failed' | 'ready';

/**
 * The place's detail. `missing` when there is no id or the server has no such place (code
 * 40400); `failed` when the call failed (the request layer has said why; the page offers a
 * retry and the way home).
 */
export function usePlaceDetail(id: string): { phase: DetailPhase; place?: PlaceDetail; retry: () => void } {
  const q = useQuery({
    queryKey: placeKey(id),
    enabled: id !== '',
    queryFn: async () => {
      const where = useClientStore.getState().location;
      const res = await places.details(id, isVisitorsOwn(where) ? where : null);
      if (res === null) return null; // no such place
      if (res === false || typeof res !== 'object') throw new RequestFailed('details');
      return res;
    },
  });
  const retry = () => void q.refetch();
  if (id === '' || q.data === null) return { phase: 'missing', retry };
  if (q.data) return { phase: 'ready', place: q.data, retry };
  if (q.isError) return { phase: 'failed', retry };
  return { phase: 'loading', retry };
}
