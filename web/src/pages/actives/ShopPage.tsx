// actives/shop (SPEC §2, docs/CAMPAIGNS.md "The points shop"): the visitor's points balance,
// the goods and coupons with their price and stock, and redeeming one for points with a
// confirm. The server decides every redemption (balance, stock, limits); the page shows its
// answer — the prize with its code and QR, or the server's message. One key per confirm, so
// a double tap or a retry redeems once. Pull down to read the balance and stock again.
import { useEffect, useRef, useState } from 'react';
import { redeemKey, type CampaignDetail, type MyPrize, type MyProgress, type PrizeCard } from '../../api/campaigns';
import { PrizeImage, PrizeQr, limitReached, shanghaiMinute, usePullRefresh, useSignedIn } from '../../features/campaign';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { offerSignIn } from '../../ui/FavouriteHeart';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { campaigns, pickShop } from './shopCalls';
import { Refused } from '../../ui/Refused';
import './Shop.css';

/**
 * Why these goods cannot be redeemed now, from the server's own numbers (the detail's stock,
 * the `…/me` balance and counts against the limits); `null` when the server would accept.
 * The shop's window and eligibility are said once above the goods (`closed`).
 */
export function goodsRefusal(goods: PrizeCard, me: MyProgress): string | null {
  if (goods.left <= 0) return t('shop.soldOut');
  const limit = limitReached(me);
  if (limit === 'inAll') return t('shop.why.inAll', { n: me.inAll });
  if (limit === 'today') return t('shop.why.today', { n: me.perDay });
  if (me.points < goods.price) return t('shop.why.short', { n: goods.price - me.points });
  return null;
}

function Goods({ goods, me, open, onRedeem }: { goods: PrizeCard; me: MyProgress | null; open: boolean; onRedeem: () => void }) {
  const soldOut = goods.left <= 0;
  const nameId = `shop-goods-${goods.id}`;
  const whyId = `shop-goods-why-${goods.id}`;
  // Signed out: the goods show as they are; the button asks to sign in and comes back here.
  const why = me && !soldOut ? goodsRefusal(goods, me) : null;
  const short = me !== null && !soldOut && me.points < goods.price;
  let label = t('shop.redeem');
  if (soldOut) label = t('shop.soldOut');
  else if (!me) label = t('shop.signInToRedeem');
  else if (why) label = short && !limitReached(me) ? t('shop.short') : t('shop.cannot');
  return (
    <li className="shop-goods" data-goods={goods.id} aria-labelledby={nameId}>
      <PrizeImage prize={goods} />
      <div className="shop-goods__text">
        <span className="shop-goods__kind">{t(goods.kind === 'coupon' ? 'shop.kind.coupon' : 'shop.kind.physical')}</span>
        <h3 id={nameId} className="shop-goods__name">
          {goods.name}
        </h3>
        <p className="shop-goods__price">{t('shop.price', { n: goods.price })}</p>
        <p className="shop-goods__left" data-sold-out={soldOut || undefined}>
          {soldOut ? t('shop.soldOut') : t('shop.left', { n: goods.left })}
        </p>
        {why && open && (
          <p id={whyId} className="shop-goods__why">
            {why}
          </p>
        )}
      </div>
      <button
        type="button"
        className="shop-btn shop-goods__go"
        disabled={soldOut || (me !== null && (!open || why !== null))}
        onClick={me ? onRedeem : offerSignIn}
        aria-describedby={why && open ? `${nameId} ${whyId}` : nameId}
      >
        {label}
      </button>
    </li>
  );
}

type Step =
  | { step: 'confirm'; goods: PrizeCard; key: string; busy: boolean; refusal?: string; failed?: boolean }
  | { step: 'done'; goods: PrizeCard; prize: MyPrize; points: number };

function Confirm({ s, balance, onOk, onClose }: { s: Extract<Step, { step: 'confirm' }>; balance: number; onOk: () => void; onClose: () => void }) {
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => okRef.current?.focus(), []);
  return (
    <div className="shop-sheet" role="dialog" aria-modal="true" aria-labelledby="shop-confirm-title">
      <div className="shop-sheet__body">
        <h2 id="shop-confirm-title" className="shop-sheet__title">
          {t('shop.confirm.title')}
        </h2>
        <p>{t('shop.confirm.text', { price: s.goods.price, name: s.goods.name })}</p>
        {balance >= s.goods.price && <p className="shop-sheet__meta">{t('shop.confirm.after', { n: balance - s.goods.price })}</p>}
        {(s.refusal || s.failed) && (
          <Refused className="shop-sheet__refusal" message={s.refusal ?? t('shop.failedRedeem')} />
        )}
        <div className="shop-sheet__actions">
          <button type="button" className="shop-btn shop-btn--ghost" onClick={onClose}>
            {t('shop.confirm.cancel')}
          </button>
          <button ref={okRef} type="button" className="shop-btn" disabled={s.busy || Boolean(s.refusal)} onClick={onOk}>
            {t(s.busy ? 'shop.confirm.busy' : 'shop.confirm.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Done({ s, onClose }: { s: Extract<Step, { step: 'done' }>; onClose: () => void }) {
  const { prize } = s;
  return (
    <div className="shop-sheet" role="dialog" aria-modal="true" aria-labelledby="shop-done-title">
      <div className="shop-sheet__body">
        <h2 id="shop-done-title" className="shop-sheet__title">
          {t('shop.done.title')}
        </h2>
        <p role="status">{t('shop.done.text', { price: prize.pointsSpent || s.goods.price, name: prize.name, n: s.points })}</p>
        <PrizeQr code={prize.code} qr={prize.qr} />
        <p className="shop-sheet__meta">{t(prize.needsAddress ? 'shop.done.address' : 'shop.done.showStaff')}</p>
        <div className="shop-sheet__actions">
          <Link className="shop-btn shop-btn--ghost" to={pageUrl('pages/custom/huawei/myprize')}>
            {t('shop.myPrizes')}
          </Link>
          <button type="button" className="shop-btn" onClick={onClose}>
            {t('shop.done.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Shop({ detail, me: served, refresh, refreshing }: { detail: CampaignDetail; me: MyProgress | null; refresh: () => void; refreshing: boolean }) {
  const [step, setStep] = useState<Step | null>(null);
  // The balance the server last answered: `…/me`, or a redemption's answer until `…/me` is read again.
  const [balance, setBalance] = useState(served?.points ?? 0);
  useEffect(() => setBalance(served?.points ?? 0), [served?.points]);
  const me = served && { ...served, points: balance };
  const open = detail.status === 'running' && (me?.mayTakePart ?? true);

  const redeem = async () => {
    if (step?.step !== 'confirm' || step.busy) return;
    const current = step;
    setStep({ ...current, busy: true });
    let refusal: string | undefined;
    const answer = await campaigns.redeem(detail.id, current.goods.id, current.key, (r) => {
      refusal = r.message;
    });
    if (answer) {
      setBalance(answer.points);
      setStep({ step: 'done', goods: current.goods, prize: answer.prize, points: answer.points });
      refresh();
      return;
    }
    // Refused: the server's word, and the page reads balance and stock again. Failed on
    // the way: the same key may be sent again (it redeems once).
    setStep({ ...current, busy: false, refusal, failed: !refusal });
    if (refusal) refresh();
  };

  const closed =
    detail.status === 'not_started'
      ? t('shop.notStarted', { start: shanghaiMinute(detail.startsAt), end: shanghaiMinute(detail.endsAt) })
      : detail.status === 'ended'
        ? t('shop.ended', { start: shanghaiMinute(detail.startsAt), end: shanghaiMinute(detail.endsAt) })
        : me && !me.mayTakePart
          ? (me.whyNot ?? t('shop.closed'))
          : null;

  return (
    <>
      <section className="shop-balance" aria-labelledby="shop-balance-title">
        <h2 id="shop-balance-title" className="shop-balance__title">
          {t('shop.balance')}
        </h2>
        {me ? (
          <p className="shop-balance__value" data-balance={balance} aria-live="polite">
            {t('shop.balance.unit', { n: balance })}
          </p>
        ) : (
          <div className="shop-balance__signin">
            <p>{t('shop.signInLead')}</p>
            <button type="button" className="shop-btn shop-btn--light" onClick={offerSignIn}>
              {t('shop.signIn')}
            </button>
          </div>
        )}
        <nav className="shop-balance__links">
          <Link className="shop-link" to={pageUrl('pages/tour/integral')}>
            {t('shop.earn')}
          </Link>
          {me && (
            <Link className="shop-link" to={pageUrl('pages/tour/integrallist')}>
              {t('shop.records')}
            </Link>
          )}
          {me && (
            <Link className="shop-link" to={pageUrl('pages/custom/huawei/myprize')}>
              {t('shop.myPrizes')}
            </Link>
          )}
        </nav>
      </section>
      {detail.sample && <p className="shop-note">{t('shop.sample')}</p>}
      {closed && (
        <p className="shop-note shop-note--closed" role="status">
          {closed}
        </p>
      )}
      <section className="shop-section" aria-labelledby="shop-goods-title">
        <h2 id="shop-goods-title" className="shop-section__title">
          {t('shop.goods')}
        </h2>
        {detail.prizes.length === 0 ? (
          <EmptyState text="shop.empty" />
        ) : (
          <ul className="shop-list" aria-busy={refreshing || undefined}>
            {detail.prizes.map((g) => (
              <Goods key={g.id} goods={g} me={me} open={open} onRedeem={() => setStep({ step: 'confirm', goods: g, key: redeemKey(), busy: false })} />
            ))}
          </ul>
        )}
        <p className="shop-note">{t('shop.limits', { perDay: detail.limits.perDay, inAll: detail.limits.inAll })}</p>
      </section>
      <section className="shop-section" aria-labelledby="shop-rules-title">
        <h2 id="shop-rules-title" className="shop-section__title">
          {t('shop.rules')}
        </h2>
        <p className="shop-rules">{detail.rules}</p>
      </section>
      {step?.step === 'confirm' && <Confirm s={step} balance={balance} onOk={() => void redeem()} onClose={() => setStep(null)} />}
      {step?.step === 'done' && <Done s={step} onClose={() => setStep(null)} />}
    </>
  );
}

/** The shop, its goods, prices and stock for anyone (public reads); the balance and redeeming signed in. */
function ShopData({ signedIn }: { signedIn: boolean }) {
  const list = useLoad(['shop-list'], () => campaigns.list());
  const shop = list.data ? pickShop(list.data) : null;
  const id = shop?.id ?? null;
  const detail = useLoad(id ? ['shop', id] : null, () => campaigns.detail(id ?? ''));
  const me = useLoad(id && signedIn ? ['shop-me', id] : null, () => campaigns.me(id ?? ''));
  const refresh = () => {
    list.retry();
    detail.retry();
    if (signedIn) me.retry();
  };
  const refreshing = (detail.phase === 'loading' && detail.data !== undefined) || (me.phase === 'loading' && me.data !== undefined);
  const { handlers, indicator } = usePullRefresh(refresh, refreshing);

  let body: React.ReactNode;
  if (list.phase === 'error' || detail.phase === 'error' || (signedIn && me.phase === 'error')) {
    body = <ErrorState text="shop.failed" onRetry={refresh} />;
  } else if (list.phase === 'ready' && !shop) {
    body = <EmptyState text="shop.missing" />;
  } else if (detail.phase === 'missing' || (signedIn && me.phase === 'missing')) {
    body = <EmptyState text="shop.missing" />;
  } else if (detail.data && (!signedIn || me.data)) {
    body = <Shop detail={detail.data} me={signedIn ? (me.data ?? null) : null} refresh={refresh} refreshing={refreshing} />;
  } else {
    body = <PageSkeleton rows={4} />;
  }
  return (
    <div className="shop" {...handlers}>
      {indicator}
      {body}
    </div>
  );
}

export default function ShopPage() {
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSkeleton rows={4} />;
  return <ShopData signedIn={signedIn} />;
}
