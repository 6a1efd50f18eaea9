// The driving blind-box (custom/huawei/*, docs/CAMPAIGN_PAGES.md): the campaign it runs, and
// the place an opened box names.
//
// The box's prize (or 谢谢参与) and its destination are both the server's: the draw answers
// `destination`, a place id among the campaign's `place_checkin` places, the same on a replay;
// `…/me` answers the latest one. Checking in there within 500 m is exactly the task that
// earns more chances.
import type { TaskPlace } from '../../../features/campaign';

export const BLINDBOX = 'sample-blindbox';

/** The check-in place the server named, or null when it named none (or one not loaded). */
export function placeOf<T extends Pick<TaskPlace, 'id'>>(id: string | null | undefined, places: readonly T[]): T | null {
  if (!id) return null;
  return places.find((p) => p.id === id) ?? null;
}
