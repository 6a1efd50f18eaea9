// The campaign hub's rules: which page a campaign opens (by its kind, a generic one by its
// layout, a festival by its programme) and the three groups by the server's status.
import type { CampaignCard } from '../../api/campaigns';
import type { MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';

/** Photo contests: generic campaigns the contest area names (docs/PHOTO_CONTEST.md); their page is actives/huawei. */
export const PHOTO_CONTESTS: readonly string[] = ['sample-photo-journey'];

/** Where a campaign's card leads. */
export function campaignHref(c: Pick<CampaignCard, 'id' | 'kind' | 'layout' | 'festival'>): string {
  switch (c.kind) {
    case 'quiz':
      return pageUrl('pages/custom/answer/index');
    case 'persona':
      return pageUrl('pages/spring/banner');
    case 'blindbox':
      return pageUrl('pages/custom/huawei/index');
    case 'qixi':
      return pageUrl('pages/custom/qixi/index');
    case 'shop':
      return pageUrl('pages/actives/shop');
    default:
      if (PHOTO_CONTESTS.includes(c.id)) return pageUrl('pages/actives/huawei');
      if (c.festival) return pageUrl('pages/actives/suichang', { id: c.id });
      return pageUrl(c.layout === 2 ? 'pages/actives/active2' : 'pages/actives/active1', { id: c.id });
  }
}

/** What the card calls the campaign's kind. */
export function kindWord(c: Pick<CampaignCard, 'id' | 'kind' | 'festival'>): MessageKey {
  if (PHOTO_CONTESTS.includes(c.id)) return 'actives.kind.photo';
  if (c.festival) return 'actives.kind.festival';
  const known: Record<string, MessageKey> = {
    quiz: 'actives.kind.quiz',
    persona: 'actives.kind.persona',
    blindbox: 'actives.kind.blindbox',
    qixi: 'actives.kind.qixi',
    shop: 'actives.kind.shop',
  };
  return known[c.kind] ?? 'actives.kind.generic';
}

export type Group = 'running' | 'coming' | 'ended';
export const GROUPS: readonly Group[] = ['running', 'coming', 'ended'];

/**
 * Running (soonest ending first), coming (soonest starting first), ended (latest ended
 * first): by the server's status, never the device's clock.
 */
export function groupCampaigns<C extends Pick<CampaignCard, 'status' | 'startsAt' | 'endsAt'>>(list: readonly C[]): Record<Group, C[]> {
  const by = (k: 'startsAt' | 'endsAt', dir: 1 | -1) => (a: C, b: C) => dir * (Date.parse(a[k]) - Date.parse(b[k]));
  return {
    running: list.filter((c) => c.status === 'running').sort(by('endsAt', 1)),
    coming: list.filter((c) => c.status === 'not_started').sort(by('startsAt', 1)),
    ended: list.filter((c) => c.status === 'ended').sort(by('endsAt', -1)),
  };
}
