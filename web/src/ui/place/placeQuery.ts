// The place every poi page is about: its id from the address, its detail from the server.
import { useSearchParams } from 'react-router';
import type { PlaceDetail } from '../../api/places';
import { places } from '../../services';
import { useClientStore } from '../../session/store';
import type { LatLng } from '../../lib/distance';
import { isVisitorsOwn } from '../../session/where';
import { useRecord, type Phase } from '../../ui/query';

export { isVisitorsOwn };

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

/**
 * The place's detail, shared by the detail page, its subpages, the album and the map (one
 * query per id: opening the album after the detail page costs no second request). `missing`
 * when there is no id or the server has no such place (code 40400); `error` when the call
 * failed (the request layer has said why; the page offers a retry and the way home).
 */
export function usePlaceDetail(id: string): { phase: Phase; place?: PlaceDetail; retry: () => void } {
  const res = useRecord('place-detail', id, (i) => {
    const where = useClientStore.getState().location;
    return places.details(i, isVisitorsOwn(where) ? where : null);
  });
  return { phase: res.phase, place: res.phase === 'ready' ? res.data : undefined, retry: res.retry };
}
