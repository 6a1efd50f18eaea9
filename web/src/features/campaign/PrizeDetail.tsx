// One of the visitor's prizes with its code and QR, its state, where it is sent, and — while
// a physical prize can still take one — the delivery-address form.
import { useState } from 'react';
import type { MyPrize } from '../../api/campaigns';
import { t } from '../../i18n';
import { toastFeedback } from '../../ui/feedback';
import { AddressForm } from './AddressForm';
import { codeShown } from './MyPrizes';
import { PrizeDates, PrizeStateBadge, prizeKindText } from './PrizeState';
import { PrizeQr } from './PrizeQr';

/** Whether the prize takes an address now (physical, not shipped, redeemed or expired). */
export const takesAddress = (p: MyPrize) => p.kind === 'physical' && (p.state === 'won' || p.state === 'address_given');

export function PrizeDetail({ prize: first, onSaved }: { prize: MyPrize; onSaved?: (p: MyPrize) => void }) {
  const [prize, setPrize] = useState(first);
  const saved = (p: MyPrize) => {
    setPrize(p);
    toastFeedback.toast(t('campaign.address.saved'));
    onSaved?.(p);
  };
  return (
    <div className="cmp-stack" data-prize={prize.id} data-state={prize.state}>
      <section className="cmp-card cmp-prize">
        <div className="cmp-prize__head">
          <h2 className="cmp-prize__name">{prize.name}</h2>
          <PrizeStateBadge state={prize.state} kind={prize.kind} />
        </div>
        <p className="cmp-muted">
          {prizeKindText(prize.kind)} · {t('campaign.prize.from', { title: prize.campaignTitle })}
        </p>
        <PrizeDates prize={prize} />
        {prize.address && <p>{t('campaign.prize.addressTo', { name: prize.address.name, mobile: prize.address.mobile, address: prize.address.address })}</p>}
        {prize.state === 'shipped' && prize.tracking && <p>{t('campaign.prize.tracking', { no: prize.tracking })}</p>}
        {prize.couponCode && (
          <p className="cmp-coupon" data-testid="coupon-code">
            {t('campaign.prize.couponCode')}
            <strong className="cmp-coupon__code">{prize.couponCode}</strong>
          </p>
        )}
        {codeShown(prize) && <PrizeQr code={prize.code} qr={prize.qr} />}
      </section>
      {takesAddress(prize) ? (
        <AddressForm key={prize.id} prize={prize} onSaved={saved} />
      ) : (
        prize.kind === 'physical' && prize.state !== 'shipped' && <p className="cmp-note">{t('campaign.address.closed')}</p>
      )}
    </div>
  );
}
