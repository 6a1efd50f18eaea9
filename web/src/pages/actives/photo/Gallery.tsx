// The gallery: accepted entries, newest or most voted first, loading on scroll.
import { useState, type JSX } from 'react';
import { t } from '../../../i18n';
import { LoadMore } from '../../../ui/LoadMore';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { usePagedList } from '../../../ui/query/usePagedList';
import type { Entry, EntrySort } from '../../../api/photocontest';
import { photoContests } from './calls';
import { EntryCard } from './EntryCard';

export function Gallery({ contestId, votable }: { contestId: string; votable: boolean }): JSX.Element {
  const [sort, setSort] = useState<EntrySort>('newest');
  const list = usePagedList<Entry>(['photo-gallery', contestId, sort], (page) => photoContests.gallery(contestId, sort, page));
  return (
    <section className="pc-section" aria-labelledby="pc-gallery-heading">
      <h2 id="pc-gallery-heading">{t('photoContest.gallery.heading')}</h2>
      <div className="pc-row" role="group" aria-label={t('photoContest.sort')}>
        {(['newest', 'votes'] as const).map((s) => (
          <button key={s} type="button" className="pc-chip" aria-pressed={sort === s} onClick={() => setSort(s)}>
            {t(s === 'newest' ? 'photoContest.sort.newest' : 'photoContest.sort.votes')}
          </button>
        ))}
      </div>
      {list.phase === 'loading' && <PageSkeleton rows={3} />}
      {list.phase === 'error' && <ErrorState onRetry={list.retry} text="photoContest.gallery.failed" />}
      {list.phase === 'ready' && list.items.length === 0 && <EmptyState text="photoContest.gallery.empty" />}
      {list.phase === 'ready' && list.items.map((e) => <EntryCard key={e.id} entry={e} votable={votable} />)}
      {list.phase === 'ready' && list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
    </section>
  );
}
