// found/index (docs/FOUND.md): how to play, my best, and the start. A round is made on the
// server and the detail page opens it by id.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { found } from './foundCalls';
import { SignInFirst, useSignedIn } from './signIn';
import './Found.css';

/** Starts a round and opens it. */
export function useStart() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const r = await found.start();
    setBusy(false);
    if (r) navigate(pageUrl('pages/found/detail', { id: r.roundId }));
  };
  return { busy, start };
}

function Rules({ signedIn }: { signedIn: true }) {
  const best = useLoad(['found-best'], () => found.best());
  const { busy, start } = useStart();
  const b = best.data;
  if (best.phase === 'error') return <ErrorState text="found.index.failed" onRetry={best.retry} />;
  if (!b) return <PageSkeleton rows={3} />;
  return (
    <>
      <ol className="found-rules">
        <li>{t('found.index.rule.time', { s: b.seconds })}</li>
        <li>{t('found.index.rule.tap')}</li>
        <li>{t('found.index.rule.hint', { n: b.hints })}</li>
        <li>{t('found.index.rule.score')}</li>
        <li>{t('found.index.rule.scenes', { n: b.scenes })}</li>
      </ol>
      <p className="found-best" data-signed-in={signedIn}>
        {b.best == null ? t('found.index.noBest') : t('found.index.best', { score: b.best })}
        {b.rounds > 0 && <span> · {t('found.index.rounds', { n: b.rounds })}</span>}
      </p>
      <button type="button" className="found-btn" disabled={busy} onClick={() => void start()}>
        {t(busy ? 'found.index.starting' : 'found.index.start')}
      </button>
      <Link className="found-btn found-btn--ghost" to={pageUrl('pages/found/list')}>
        {t('found.index.records')}
      </Link>
    </>
  );
}

export default function FoundIndexPage() {
  const signedIn = useSignedIn();
  return (
    <div className="found">
      <header className="found-hero">
        <h2>{t('found.index.title')}</h2>
        <p>{t('found.index.lead')}</p>
      </header>
      {signedIn === null && <PageSkeleton rows={3} />}
      {signedIn === false && <SignInFirst />}
      {signedIn === true && <Rules signedIn />}
    </div>
  );
}
