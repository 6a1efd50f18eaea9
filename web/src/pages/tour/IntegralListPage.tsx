// tour/integrallist (docs/POINTS.md): the visitor's points records, newest first, paged.
import type { PointRecord } from '../../api/points';
import { t } from '../../i18n';
import { LoadMore } from '../../ui/LoadMore';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { points, useSignedIn } from './mineCalls';
import { MineSignIn } from '../../features/account';
import './Mine.css';

function Records() {
  const list = usePagedList<PointRecord>(['pointRecords'], (page) => points.records(page));
  if (list.phase === 'loading') return <CardSkeleton rows={5} />;
  if (list.phase === 'error') return <ErrorState text="mine.records.failed" onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text="mine.records.empty" />;
  return (
    <div className="mine">
      <ul className="mine-records">
        {list.items.map((r) => (
          <li key={r.id} className="mine-record">
            <span className="mine-record__text">
              <span className="mine-record__name">{r.description}</span>
              <span className="mine-record__at">{r.at.slice(0, 16).replace('T', ' ')}</span>
            </span>
            <span className={r.points < 0 ? 'mine-record__points mine-record__points--minus' : 'mine-record__points'}>
              {t('mine.records.item', { points: r.points > 0 ? `+${r.points}` : r.points })}
            </span>
          </li>
        ))}
      </ul>
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </div>
  );
}

export default function IntegralListPage() {
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSkeleton rows={3} />;
  if (!signedIn) return <MineSignIn />;
  return <Records />;
}
