// Qixi matchmaking (custom/qixi/*, docs/QIXI.md): the campaign a pair earns chances in and
// the calls of the game over the app's request layer.
import { createQixiApi } from '../../../api/qixi';
import { request } from '../../../services';

/** The Qixi campaign (the server's YOUZHE_QIXI_CAMPAIGN default; `/qixi/questions` names it too). */
export const QIXI = 'sample-qixi';

export const qixi = createQixiApi(request);

/** An invitation code as the address carries it: 10 letters or digits, or null. */
export function inviteCode(raw: string | null): string | null {
  const c = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{10}$/.test(c) ? c : null;
}

/** The Shanghai date (YYYY-MM-DD) of an instant in milliseconds. */
export function dayOf(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}
