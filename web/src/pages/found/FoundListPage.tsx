// found/list (docs/FOUND.md): my rounds, newest first, each opening its detail.
import type { FoundCard } from '../../api/found';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { found } from './foundCalls';
import { SignInFirst, useSignedIn } from './signIn';
import './Found.css';

const STATE: Record<FoundCard['state'], MessageKey> = {
  open: 'found.list.open',
  finished: 'found.list.finished',
  timed_out: 'found.list.timedOut',
};

function Records() {
  const list = useLoad(['found-rounds'], () => found.rounds());
  if (list.phase === 'error') return <ErrorState text="found.list.failed" onRetry={list.retry} />;
  if (!list.data) return <PageSkeleton rows={4} />;
  if (list.data.list.length === 0) return <EmptyState text="found.list.empty" />;
  return (
    <ul className="found-records">
      {list.data.list.map((r) => (
        <li key={r.roundId}>
          <Link className="found-record" to={pageUrl('pages/found/detail', { id: r.roundId })}>
            <span className="found-record__head">
              <strong>{r.sceneName}</strong>
              <span className="found-record__score">{t('found.list.score', { score: r.score })}</span>
            </span>
            <span className="found-record__line">
              {t(STATE[r.state])} · {new Date(r.startedAt).toLocaleString('zh-CN', { hour12: false })}
            </span>
            <span className="found-record__line">
              {t('found.list.line', { found: r.found, total: r.differences, hints: r.hintsUsed, misses: r.misses, s: r.seconds })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function FoundListPage() {
  const signedIn = useSignedIn();
  return (
    <div className="found">
      <h2 className="found-heading">{t('found.list.title')}</h2>
      {signedIn === null && <PageSkeleton rows={3} />}
      {signedIn === false && <SignInFirst />}
      {signedIn === true && <Records />}
    </div>
  );
}
