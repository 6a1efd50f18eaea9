import { useEffect } from 'react';
import type { HotelDetail } from '../../api/places';
import { locate, places } from '../../services';
import { useClientStore } from '../../session/store';
import { realPosition } from './stayQuery';
import { useLoad, type Loaded } from '../../ui/query';

const isDetail = (v: HotelDetail | null | undefined) => Boolean(v?.place?.id);

/**
 * A stay with what is around it. Distances need the visitor's position: the page asks for
 * it, shows the stay at once, and fills distances in when the position arrives.
 */
export function useHotelDetail(id: string): Loaded<HotelDetail> {
  const pos = realPosition(useClientStore((s) => s.location));
  useEffect(() => {
    void locate();
  }, []);
  const at = pos ? `${pos.lat},${pos.lng}` : '';
  return useLoad<HotelDetail>(['useHotelDetail', `hotel:${id}:${at}`], () => places.hotelDetail(id, pos), { keepWithin: id, accept: isDetail });
}
