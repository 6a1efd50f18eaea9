// The driving blind-box (custom/huawei/*, docs/CAMPAIGN_PAGES.md): which campaign it runs, and
// the place an opened box names.
//
// The campaign is the one the address names (`?id=`), else the server's current blind-box
// campaign: no campaign id is written here. The box's prize (or 谢谢参与) and its destination
// are both the server's: the draw answers `destination`, a place id among the campaign's
// `place_checkin` places, the same on a replay; `…/me` answers the latest one. Checking in
// there within 500 m is exactly the task that earns more chances.
import { useSearchParams } from 'react-router';
import { campaigns, type TaskPlace } from '../../../features/campaign';
import { useLoad } from '../../../ui/query';

/** The blind-box campaign of this page: `?id=`, else the current one of kind `blindbox`. */
export function useBlindbox() {
  const wanted = useSearchParams()[0].get('id');
  return useLoad(['campaign-current', 'blindbox', wanted], () => campaigns.currentId(wanted, { kind: 'blindbox' }));
}

/** The check-in place the server named, or null when it named none (or one not loaded). */
export function placeOf<T extends Pick<TaskPlace, 'id'>>(id: string | null | undefined, places: readonly T[]): T | null {
  if (!id) return null;
  return places.find((p) => p.id === id) ?? null;
}
