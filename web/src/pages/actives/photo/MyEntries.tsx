// My entries in the contest with their states: 审核中, 已展出, or 未通过 with the reason.
import type { JSX } from 'react';
import { t } from '../../../i18n';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { photoContests } from './calls';
import { EntryCard } from './EntryCard';

export const MINE_KEY = 'photo-mine';

export function MyEntries({ contestId, left, max }: { contestId: string; left: number | null; max: number }): JSX.Element {
  const mine = useLoad([MINE_KEY, contestId], () => photoContests.mine(contestId));
  return (
    <section className="pc-section" aria-labelledby="pc-mine-heading">
      <h2 id="pc-mine-heading">{t('photoContest.mine.heading')}</h2>
      {left !== null && <p className="pc-meta">{t('photoContest.mine.left', { n: left, max })}</p>}
      {mine.phase === 'loading' && <PageSkeleton rows={2} />}
      {mine.phase === 'error' && <ErrorState onRetry={mine.retry} text="photoContest.mine.failed" />}
      {mine.phase === 'ready' && mine.data.list.length === 0 && <EmptyState text="photoContest.mine.empty" />}
      {mine.phase === 'ready' && mine.data.list.map((e) => <EntryCard key={e.id} entry={e} votable={false} />)}
    </section>
  );
}
