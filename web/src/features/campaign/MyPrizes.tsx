// The visitor's prizes, newest first: each with its state, its code `ABCDE-FGHJK` and QR code
// while it can still be claimed at a counter, and, for a physical prize, the way to its
// delivery address (`addressUrl`). `campaignId` keeps one campaign's prizes.
import type { MyPrize } from '../../api/campaigns';
import { t, type MessageKey } from '../../i18n';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { campaigns } from './calls';
import { PrizeDates, PrizeStateBadge, prizeKindText } from './PrizeState';
import { PrizeQr } from './PrizeQr';

/** Whether the code is still worth showing: not yet redeemed, shipped or expired, and not points (credited at once). */
export const codeShown = (p: MyPrize) => p.kind !== 'points' && (p.state === 'won' || p.state === 'address_given');

export function PrizeRow({ prize, addressUrl }: { prize: MyPrize; addressUrl?: (p: MyPrize) => string }) {
  return (
    <li className="cmp-card cmp-prize" data-prize={prize.id} data-state={prize.state}>
      <div className="cmp-prize__head">
        <h3 className="cmp-prize__name">{prize.name}</h3>
        <PrizeStateBadge state={prize.state} kind={prize.kind} />
      </div>
      <p className="cmp-muted">
        {prizeKindText(prize.kind)} · {t('campaign.prize.from', { title: prize.campaignTitle })}
      </p>
      <PrizeDates prize={prize} />
      {prize.kind === 'points' && prize.state === 'redeemed' && <p>{t('campaign.prize.points')}</p>}
      {prize.state === 'shipped' && prize.tracking && <p>{t('campaign.prize.tracking', { no: prize.tracking })}</p>}
      {codeShown(prize) && (
        <>
          <PrizeQr code={prize.code} qr={prize.qr} />
          {prize.kind !== 'physical' && <p className="cmp-muted">{t('campaign.prize.showStaff')}</p>}
        </>
      )}
      {prize.kind === 'physical' && addressUrl && (prize.state === 'won' || prize.state === 'address_given') && (
        <Link className={`cmp-btn${prize.needsAddress ? '' : ' cmp-btn--ghost'}`} to={addressUrl(prize)}>
          {t(prize.needsAddress ? 'campaign.prize.giveAddress' : 'campaign.prize.editAddress')}
        </Link>
      )}
    </li>
  );
}

/** The list's query key: pages reload it after a draw or an address. */
export const MY_PRIZES_KEY = 'campaign-my-prizes';

export function useMyPrizes() {
  return useLoad([MY_PRIZES_KEY], () => campaigns.myPrizes(1, 50));
}

export function MyPrizesList({
  campaignId,
  addressUrl,
  state,
  empty,
}: {
  campaignId?: string;
  addressUrl?: (p: MyPrize) => string;
  state: ReturnType<typeof useMyPrizes>;
  /** What to show with no prize (e.g. a link to the draw). */
  empty?: { label: MessageKey; onClick: () => void };
}) {
  if (state.phase === 'loading' && !state.data) return <PageSkeleton rows={3} />;
  if (state.phase === 'error' && !state.data) return <ErrorState text="campaign.prize.failed" onRetry={state.retry} />;
  const list = (state.data?.list ?? []).filter((p) => !campaignId || p.campaignId === campaignId);
  if (list.length === 0) return <EmptyState text="campaign.prize.empty" action={empty} />;
  return (
    <ul className="cmp-prizes">
      {list.map((p) => (
        <PrizeRow key={p.id} prize={p} addressUrl={addressUrl} />
      ))}
    </ul>
  );
}
