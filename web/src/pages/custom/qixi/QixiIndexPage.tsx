// custom/qixi/index (SPEC §2, docs/QIXI.md): Qixi matchmaking. Without `?invite=`: the
// campaign, answering the questions to open an invitation, and the visitor's pairs. With it:
// the invitation as its visitor may take it — to accept by answering the same questions;
// to its inviter, waiting for the partner with the share card (never offered to pair with oneself); to either of a made pair, the
// shared result. Drawing with the chances pairs earned. Pull-down refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CampaignDetail } from '../../../api/campaigns';
import type { QixiInvitation, QixiPair } from '../../../api/qixi';
import { campaigns, CampaignCover, CampaignWindow, SignInPrompt, useQueryRefresh, useSignedIn } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad, useRecord } from '../../../ui/query';
import { MyPairs } from './MyPairs';
import { PairResult } from './PairResult';
import { QixiDraw } from './QixiDraw';
import { QixiNav } from './QixiNav';
import { Questionnaire } from './Questionnaire';
import { ShareCard } from './ShareCard';
import { inviteCode, qixi, useQixiCampaign } from './qixi';
import { Refused } from '../../../ui/Refused';
import './Qixi.css';

function StartOwn() {
  return (
    <Link className="cmp-btn cmp-btn--ghost" to={pageUrl('pages/custom/qixi/index')}>
      {t('qixi.invite.startOwn')}
    </Link>
  );
}

/** A refusal or a state that ends here: said plainly, with the way to one's own invitation. */
function Notice({ text, alert }: { text: string; alert?: boolean }) {
  return (
    <section className="qx-card qx-notice" role={alert ? 'alert' : 'status'}>
      <p>{text}</p>
      <StartOwn />
    </section>
  );
}

/** Answering the questions to open one's own invitation. */
function Start() {
  const questions = useLoad(['qixi-questions'], () => qixi.questions());
  const navigate = useNavigate();
  const [answering, setAnswering] = useState(false);
  const [busy, setBusy] = useState(false);
  if (questions.phase === 'loading' && !questions.data) return <PageSkeleton rows={3} />;
  if (questions.phase === 'error' && !questions.data) return <ErrorState text="qixi.start.failed" onRetry={questions.retry} />;
  const list = questions.data?.questions ?? [];
  if (list.length === 0) return <EmptyState text="qixi.start.none" />;
  if (answering) {
    const done = async (answers: number[]) => {
      setBusy(true);
      const made = await qixi.invite(answers);
      setBusy(false);
      if (made) navigate(pageUrl('pages/custom/qixi/index', { invite: made.code }), { replace: true });
    };
    return <Questionnaire questions={list} finishLabel="qixi.q.finishInvite" busy={busy} onDone={(a) => void done(a)} />;
  }
  return (
    <section className="qx-card" aria-labelledby="qx-start-title">
      <h2 id="qx-start-title">{t('qixi.start.title')}</h2>
      <p className="cmp-muted">{t('qixi.start.lead')}</p>
      <button type="button" className="cmp-btn cmp-btn--big" onClick={() => setAnswering(true)}>
        {t('qixi.start.go')}
      </button>
    </section>
  );
}

/** The visitor's own invitation or pair: the share card while open, the result once paired. */
function Mine({ code, detail, own }: { code: string; detail?: CampaignDetail; own: boolean }) {
  const pair = useRecord('qixi-pair', code, (c) => qixi.pair(c));
  if (pair.phase === 'loading' && !pair.data) return <PageSkeleton rows={3} />;
  if (pair.phase === 'error' && !pair.data) return <ErrorState text="qixi.result.failed" onRetry={pair.retry} />;
  if (!pair.data) return <Notice text={t('qixi.result.missing')} />;
  return <PairView pair={pair.data} detail={detail} own={own} />;
}

function PairView({ pair, detail, own }: { pair: QixiPair; detail?: CampaignDetail; own: boolean }) {
  if (pair.state === 'expired') return <Notice text={t('qixi.invite.expired')} />;
  if (pair.state === 'open')
    return (
      <>
        {own && (
          <p className="qx-note qx-note--waiting" role="status">
            {t('qixi.invite.own')}
          </p>
        )}
        <ShareCard pair={pair} />
      </>
    );
  return (
    <>
      <PairResult pair={pair} />
      {detail && <QixiDraw detail={detail} />}
    </>
  );
}

/** Someone else's open invitation: who sent it, then the questions, then the result. */
function Accept({ inv, detail }: { inv: QixiInvitation; detail?: CampaignDetail }) {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [pair, setPair] = useState<QixiPair | null>(null);
  if (pair) return <PairView pair={pair} detail={detail} own={false} />;
  if (refusal)
    return (
      <Refused className="qx-card qx-notice" title={t('qixi.invite.refused')} message={refusal}>
        <StartOwn />
      </Refused>
    );
  if (answering && signedIn) {
    const done = async (answers: number[]) => {
      setBusy(true);
      const made = await qixi.accept(inv.code, answers, (msg) => setRefusal(msg));
      setBusy(false);
      if (made) {
        setPair(made);
        void client.invalidateQueries({ predicate: (q) => /^(campaign|qixi)/.test(String(q.queryKey[0])) });
      }
    };
    return <Questionnaire questions={inv.questions} finishLabel="qixi.q.finishAccept" busy={busy} onDone={(a) => void done(a)} />;
  }
  return (
    <>
      <section className="qx-card qx-invite" aria-labelledby="qx-invite-title">
        <h2 id="qx-invite-title">{t('qixi.invite.title', { name: inv.inviter })}</h2>
        <p className="cmp-muted">{t('qixi.invite.lead', { n: inv.questions.length })}</p>
        {signedIn && (
          <button type="button" className="cmp-btn cmp-btn--big" onClick={() => setAnswering(true)}>
            {t('qixi.invite.go')}
          </button>
        )}
      </section>
      {signedIn === false && <SignInPrompt />}
      {signedIn === null && <PageSkeleton rows={1} />}
    </>
  );
}

function Invited({ code, detail }: { code: string; detail?: CampaignDetail }) {
  const inv = useRecord('qixi-invitation', code, (c) => qixi.invitation(c));
  if (inv.phase === 'loading' && !inv.data) return <PageSkeleton rows={3} />;
  if (inv.phase === 'error' && !inv.data) return <ErrorState text="qixi.invite.failed" onRetry={inv.retry} />;
  if (!inv.data) return <Notice text={t('qixi.invite.missing')} />;
  const d = inv.data;
  if (d.role) return <Mine code={d.code} detail={detail} own={d.role === 'inviter'} />;
  if (d.state === 'expired') return <Notice text={t('qixi.invite.expired')} />;
  if (d.state === 'paired') return <Notice text={t('qixi.invite.taken')} />;
  return <Accept inv={d} detail={detail} />;
}

function Home({ detail }: { detail?: CampaignDetail }) {
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSkeleton rows={2} />;
  if (!signedIn) return <SignInPrompt />;
  return (
    <>
      <Start />
      <MyPairs />
      {detail && <QixiDraw detail={detail} />}
    </>
  );
}

export default function QixiIndexPage() {
  const [params] = useSearchParams();
  const raw = params.get('invite');
  const code = inviteCode(raw);
  // The campaign the server credits pairs in; until it is known (or if the questions fail,
  // which Start says itself) there is no window or draw to show.
  const id = useQixiCampaign().data;
  const detail = useLoad(id ? ['campaign', id] : null, () => campaigns.detail(id ?? ''));
  const { handlers, indicator } = useQueryRefresh(['campaign', 'qixi']);
  return (
    <div className="cmp-page qx" {...handlers}>
      {indicator}
      <header className="qx-hero">
        <h2>{t('qixi.hero.title')}</h2>
        <p>{t('qixi.hero.lead')}</p>
      </header>
      {detail.data && <CampaignCover detail={detail.data} />}
      {detail.data && <CampaignWindow campaign={detail.data} />}
      {detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {raw !== null && !code ? (
        <Notice text={t('qixi.invite.missing')} />
      ) : code ? (
        <Invited key={code} code={code} detail={detail.data ?? undefined} />
      ) : (
        <Home detail={detail.data ?? undefined} />
      )}
      <QixiNav />
    </div>
  );
}
