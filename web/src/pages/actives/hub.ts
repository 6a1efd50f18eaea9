// The campaign hub's rules: where a card leads (the page the server names for the campaign,
// docs/CAMPAIGN_PAGES.md), what it calls the campaign, the three groups by the server's
// status, and the camping entry's next event.
import type { CampaignCard } from '../../api/campaigns';
import type { MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import type { CampingEvent } from '../../api/camping';

export type CampaignPage = CampaignCard['page'];

/** The pages that show one campaign, opened with `?id=`; the others are one area's page. */
const BY_ID = ['pages/actives/active1', 'pages/actives/active2', 'pages/actives/suichang'] as const;
type ByIdPage = (typeof BY_ID)[number];
const takesId = (p: CampaignPage): p is ByIdPage => (BY_ID as readonly string[]).includes(p);

/** Where a campaign's card leads: the server's `page`, with the campaign's id where that page takes one. */
export function campaignHref(c: Pick<CampaignCard, 'id' | 'page'>): string {
  return takesId(c.page) ? pageUrl(c.page, { id: c.id }) : pageUrl(c.page);
}

const KIND_OF_PAGE: Record<CampaignPage, MessageKey> = {
  'pages/custom/answer/index': 'actives.kind.quiz',
  'pages/spring/banner': 'actives.kind.persona',
  'pages/custom/huawei/index': 'actives.kind.blindbox',
  'pages/custom/qixi/index': 'actives.kind.qixi',
  'pages/actives/shop': 'actives.kind.shop',
  'pages/actives/active1': 'actives.kind.generic',
  'pages/actives/active2': 'actives.kind.generic',
  'pages/actives/suichang': 'actives.kind.festival',
  'pages/actives/huawei': 'actives.kind.photo',
  'pages/custom/ninghai/activestart': 'actives.kind.stamps',
  'pages/custom/yunhe/active': 'actives.kind.stamps',
  'pages/custom/food/index': 'actives.kind.stamps',
};

/** What the card calls the campaign: what its page is (a stamp card 集章, a contest 摄影大赛, …). */
export function kindWord(c: Pick<CampaignCard, 'page'>): MessageKey {
  return KIND_OF_PAGE[c.page] ?? 'actives.kind.generic';
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
    // A paused campaign is still the organiser's running one; its page says it is paused.
    running: list.filter((c) => c.status === 'running' || c.status === 'paused').sort(by('endsAt', 1)),
    coming: list.filter((c) => c.status === 'not_started').sort(by('startsAt', 1)),
    ended: list.filter((c) => c.status === 'ended').sort(by('endsAt', -1)),
  };
}

/** The camping event the hub's camping entry names: the soonest one taking sign-ups now (the server's `open`). */
export function nextCamping<E extends Pick<CampingEvent, 'open' | 'starts' | 'id'>>(events: readonly E[]): E | null {
  const open = events.filter((e) => e.open);
  open.sort((a, b) => a.starts.localeCompare(b.starts) || a.id.localeCompare(b.id));
  return open[0] ?? null;
}
