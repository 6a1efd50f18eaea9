// The driving blind-box (custom/huawei/*, docs/CAMPAIGN_PAGES.md): the campaign it runs, and
// how an opened box names its self-drive destination.
//
// The box's prize (or 谢谢参与) is the server's draw. Its destination is one of the places of
// the campaign's `place_checkin` task, picked by the draw's id the server answered:
// `places[drawId % places.length]`. So the same draw always names the same place (a replayed
// answer too), nobody can choose it by pressing again, and checking in there within 500 m is
// exactly the task that earns more chances.
import type { TaskPlace } from '../../../features/campaign';

export const BLINDBOX = 'sample-blindbox';

/** The destination an opened box names, from the draw's id; null without places. */
export function destinationOf<T extends Pick<TaskPlace, 'id'>>(drawId: number, places: readonly T[]): T | null {
  if (places.length === 0) return null;
  return places[Math.abs(drawId) % places.length] ?? null;
}

const LAST_KEY = 'youzhe.blindbox.last';

/** The last opened box's draw, kept on this device so the index page shows its destination again. */
export function lastDraw(): number | null {
  try {
    const v = Number(JSON.parse(localStorage.getItem(LAST_KEY) ?? 'null')?.drawId);
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

export function rememberDraw(drawId: number): void {
  try {
    localStorage.setItem(LAST_KEY, JSON.stringify({ drawId }));
  } catch {
    // private mode: the destination shows until the page is left
  }
}
