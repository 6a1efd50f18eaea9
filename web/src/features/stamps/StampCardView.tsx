// A stamp campaign's card page (custom/ninghai/active, custom/yunhe/active, custom/food/index;
// docs/STAMPS.md): the campaign's window, the visitor's stamps against the card's places with a
// check-in button each (the position from the app's location chain; the server checks 500 m and
// says the distance when farther), and, once the card is full, the campaign's draw with the
// chance the last stamp earned. One key per place, so a double tap stamps once.
import { useState } from 'react';
import { CampaignDraw, CampaignWindow, useSignedIn } from '../campaign';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { isVisitorsOwn } from '../../session/where';
import { locate } from '../../services';
import { toastFeedback } from '../../ui/feedback';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { SignInFirst } from '../../ui/SignInFirst';
import { useLoad } from '../../ui/query';
import { stampKey, type MyStamps, type StampCard } from '../../api/stamps';
import { stampCalls } from './calls';
import { StampHero } from './StampHero';
import { StopRow } from './StopRow';
import type { StampLook } from './looks';
import { useStampCard } from './useStampCard';
import { useStampRefresh } from './useStampRefresh';
import { useVisitorSpot } from './useVisitorSpot';

function FullCard({ card, mine }: { card: StampCard; mine: MyStamps }) {
  if (mine.chance?.outcome === 'refused') {
    return (
      <section className="cmp-card" aria-labelledby="stp-full">
        <h2 id="stp-full">{t('stamps.full.title')}</h2>
        <p className="cmp-refusal">{t('stamps.full.refused', { why: mine.chance.message ?? '' })}</p>
      </section>
    );
  }
  return (
    <>
      <p className="stp-full" role="status">
        <strong>{t('stamps.full.title')}</strong> {t('stamps.full.lead', { n: card.chancesWhenFull })}
      </p>
      <CampaignDraw campaignId={card.campaignId} title="stamps.draw.title" />
    </>
  );
}

function Card({ card, mine, signedIn, reload }: { card: StampCard; mine: MyStamps | null; signedIn: boolean; reload: () => void }) {
  const [from, setFrom] = useVisitorSpot(signedIn);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ id: string; text: string } | null>(null);
  const stampedAt = new Map((mine?.stamps ?? []).map((s) => [s.placeId, s.stampedAt]));
  const running = card.status === 'running';
  const press = async (placeId: string) => {
    setBusy(placeId);
    setNote({ id: placeId, text: t('stamps.card.locating') });
    const where = await locate();
    if (!isVisitorsOwn(where)) {
      setNote({ id: placeId, text: t('stamps.card.noPosition') });
      setBusy(null);
      return;
    }
    setFrom({ lat: where.lat, lng: where.lng });
    let refusal = '';
    const r = await stampCalls.checkIn(
      card.campaignId,
      { placeId, lat: where.lat, lng: where.lng, key: stampKey(placeId) },
      (m) => (refusal = m),
    );
    setBusy(null);
    if (!r) {
      setNote({ id: placeId, text: refusal });
      return;
    }
    setNote(null);
    toastFeedback.toast(
      r.outcome === 'stamped' && !r.replayed ? t('stamps.card.done', { n: r.collected, total: r.total }) : t('stamps.card.already'),
    );
    reload();
  };
  const collected = mine?.collected ?? 0;
  const total = card.stops.length;
  return (
    <>
      <section className="cmp-card stp-card" aria-labelledby="stp-card-title">
        <h2 id="stp-card-title">{t('stamps.card.title')}</h2>
        {signedIn && (
          <p className="stp-progress">
            <strong>{t('stamps.card.progress', { n: collected, total })}</strong>
            <span className="stp-bar" aria-hidden="true">
              <span style={{ width: `${Math.round((collected / Math.max(total, 1)) * 100)}%` }} />
            </span>
          </p>
        )}
        <p className="cmp-muted">{t('stamps.card.radius', { m: card.radiusM })}</p>
        <ol className="stp-stops">
          {card.stops.map((stop, i) => {
            const at = stampedAt.get(stop.placeId);
            return (
              <StopRow
                key={stop.placeId}
                stop={stop}
                index={i}
                stampedAt={at}
                from={from}
                note={note?.id === stop.placeId ? note.text : undefined}
                action={
                  signedIn && at === undefined ? (
                    <button
                      type="button"
                      className="cmp-btn cmp-btn--small stp-go"
                      disabled={busy !== null || !running}
                      aria-label={`${t('stamps.card.checkIn')} ${stop.name}`}
                      onClick={() => void press(stop.placeId)}
                    >
                      {busy === stop.placeId ? t('stamps.card.checkingIn') : t('stamps.card.checkIn')}
                    </button>
                  ) : null
                }
              />
            );
          })}
        </ol>
      </section>
      {signedIn && mine && (mine.full ? <FullCard card={card} mine={mine} /> : (
        <section className="cmp-card" aria-labelledby="stp-draw-locked">
          <h2 id="stp-draw-locked">{t('stamps.draw.title')}</h2>
          <p className="cmp-muted">{t('stamps.draw.locked', { total, left: total - collected })}</p>
        </section>
      ))}
    </>
  );
}

function SignedInCard({ card }: { card: StampCard }) {
  const mine = useLoad(['stamp-mine', card.campaignId], () => stampCalls.mine(card.campaignId));
  if (mine.phase === 'loading' && !mine.data) return <PageSkeleton rows={3} />;
  if (mine.phase === 'error' && !mine.data) return <ErrorState text="stamps.failed" onRetry={mine.retry} />;
  return <Card card={card} mine={mine.data ?? null} signedIn reload={mine.retry} />;
}

export function StampCardView({ look }: { look: StampLook }) {
  const card = useStampCard(look);
  const signedIn = useSignedIn();
  const { handlers, indicator } = useStampRefresh();
  return (
    <div className="cmp-page stp" data-look={look.look} {...handlers}>
      {indicator}
      <StampHero look={look} />
      {card.phase === 'loading' && !card.data && <PageSkeleton rows={4} />}
      {card.phase === 'error' && !card.data && <ErrorState text="stamps.failed" onRetry={card.retry} />}
      {card.phase === 'missing' && <EmptyState text="stamps.missing" />}
      {card.data && (
        <>
          <CampaignWindow campaign={card.data} />
          {signedIn === false && (
            <>
              <SignInFirst lead="stamps.signIn.lead" go="stamps.signIn.go" className="cmp-card cmp-signin" buttonClassName="cmp-btn" />
              <Card card={card.data} mine={null} signedIn={false} reload={card.retry} />
            </>
          )}
          {signedIn === null && <PageSkeleton rows={2} />}
          {signedIn && <SignedInCard card={card.data} />}
          <nav className="stp-links">
            {look.more && (
              <Link className="cmp-btn cmp-btn--ghost" to={pageUrl(look.more.route)}>
                {t(look.more.label)}
              </Link>
            )}
            <Link className="cmp-btn cmp-btn--ghost" to={pageUrl('pages/custom/huawei/myprize')}>
              {t('stamps.myPrizes')}
            </Link>
          </nav>
          <details className="cmp-card stp-rules">
            <summary>{t('stamps.card.rules')}</summary>
            <p className="stp-rules__text">{card.data.rules}</p>
          </details>
        </>
      )}
    </div>
  );
}
