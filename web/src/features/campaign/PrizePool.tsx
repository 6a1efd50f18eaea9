// The prize pool: each prize with its kind, what is left and its chance per draw (or its
// price in a shop) and its picture when the operator gave one, and the chance of drawing nothing.
import type { CampaignDetail } from '../../api/campaigns';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/place/ListState';
import { PrizeImage } from './PrizeImage';
import { prizeKindText } from './PrizeState';

const pct = (p: number) => (Math.round(p * 10) / 10).toString();

export function PrizePool({ detail }: { detail: CampaignDetail }) {
  if (detail.prizes.length === 0) return <EmptyState text="campaign.pool.empty" />;
  return (
    <section className="cmp-card" aria-labelledby="cmp-pool-title">
      <h2 id="cmp-pool-title">{t('campaign.pool.title')}</h2>
      <ul className="cmp-pool">
        {detail.prizes.map((p) => (
          <li key={p.id} className="cmp-pool__row" data-prize={p.id} data-sold-out={p.left === 0 || undefined}>
            <PrizeImage prize={p} />
            <span className="cmp-pool__words">
              <span className="cmp-pool__name">{p.name}</span>
              <span className="cmp-muted">
                {prizeKindText(p.kind)} · {p.left > 0 ? t('campaign.pool.left', { n: p.left }) : t('campaign.pool.soldOut')}
                {detail.kind !== 'shop' && ` · ${t('campaign.pool.chance', { p: pct(p.chancePercent) })}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {detail.kind !== 'shop' && <p className="cmp-muted">{t('campaign.pool.lose', { p: pct(detail.losePercent) })}</p>}
    </section>
  );
}
