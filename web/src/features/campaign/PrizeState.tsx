// A prize's state as a badge and the dates that go with it:
// won → address given → shipped, or won → redeemed; expired once its claim days have passed.
import type { MyPrize } from '../../api/campaigns';
import { t, type MessageKey } from '../../i18n';
import { shanghaiMinute } from './format';

const STATE: Record<string, MessageKey> = {
  won: 'campaign.prize.state.won',
  address_given: 'campaign.prize.state.address_given',
  shipped: 'campaign.prize.state.shipped',
  redeemed: 'campaign.prize.state.redeemed',
  expired: 'campaign.prize.state.expired',
};
const KIND: Record<string, MessageKey> = {
  physical: 'campaign.prize.kind.physical',
  coupon: 'campaign.prize.kind.coupon',
  points: 'campaign.prize.kind.points',
};
export const prizeKindText = (kind: string) => (KIND[kind] ? t(KIND[kind]) : kind);

export function PrizeStateBadge({ state, kind }: { state: MyPrize['state']; kind?: MyPrize['kind'] }) {
  // A points prize is credited at once: "redeemed" reads as arrived.
  const key = kind === 'points' && state === 'redeemed' ? 'campaign.prize.state.credited' : STATE[state];
  return (
    <span className="cmp-badge" data-state={state}>
      {key ? t(key) : state}
    </span>
  );
}

/** The line under a prize: when it was won, and by when to claim it, or when it was shipped or redeemed. */
export function PrizeDates({ prize }: { prize: MyPrize }) {
  return (
    <p className="cmp-muted">
      {t('campaign.prize.wonAt', { at: shanghaiMinute(prize.wonAt) })}
      {(prize.state === 'won' || prize.state === 'address_given') && <> · {t('campaign.prize.expiresAt', { at: shanghaiMinute(prize.expiresAt) })}</>}
      {prize.state === 'shipped' && prize.shippedAt && <> · {t('campaign.prize.shippedAt', { at: shanghaiMinute(prize.shippedAt) })}</>}
      {prize.state === 'redeemed' && prize.redeemedAt && prize.kind !== 'points' && (
        <> · {t('campaign.prize.redeemedAt', { at: shanghaiMinute(prize.redeemedAt) })}</>
      )}
    </p>
  );
}
