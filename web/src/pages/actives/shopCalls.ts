// The points shop's calls (actives/shop): the shop campaign, the visitor's balance and
// limits in it, and redemptions (docs/CAMPAIGNS.md "The points shop").
import type { CampaignCard } from '../../api/campaigns';

export { campaigns } from '../../features/campaign';

/** The shop to show: a running one first, else the soonest to open, else the last ended. */
export function pickShop(list: readonly CampaignCard[]): CampaignCard | null {
  const shops = list.filter((c) => c.kind === 'shop');
  return shops.find((c) => c.status === 'running') ?? shops.find((c) => c.status === 'not_started') ?? shops[0] ?? null;
}
