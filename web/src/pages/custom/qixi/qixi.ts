// Qixi matchmaking (custom/qixi/*, docs/QIXI.md): the campaign a pair earns chances in and
// the calls of the game over the app's request layer.
import { createQixiApi } from '../../../api/qixi';
import { request } from '../../../services';
import { useLoad } from '../../../ui/query';

export const qixi = createQixiApi(request);

/**
 * The Qixi campaign: the one the server credits a pair's chances in (its `YOUZHE_QIXI_CAMPAIGN`),
 * as `/qixi/questions` names it. One source, so the pages' chances, draws and prizes are
 * always those of the campaign the pairs earn in.
 */
export function useQixiCampaign() {
  const questions = useLoad(['qixi-questions'], () => qixi.questions());
  return { ...questions, data: questions.data?.campaignId };
}

/** An invitation code as the address carries it: 10 letters or digits, or null. */
export function inviteCode(raw: string | null): string | null {
  const c = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{10}$/.test(c) ? c : null;
}

/** The Shanghai date (YYYY-MM-DD) of an instant in milliseconds. */
export function dayOf(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}
