import type { PersonCard } from '../../api/famous';
import { t, type MessageKey } from '../../i18n';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import type { PagedList } from '../../ui/query/usePagedList';
import { PersonRow } from './PersonRow';

/** A paged list of people with its loading, error, empty and count lines. */
export function PersonList({ list, empty }: { list: PagedList<PersonCard>; empty?: { label: MessageKey; onClick: () => void } }) {
  if (list.phase === 'loading') return <CardSkeleton rows={4} />;
  if (list.phase === 'error') return <ErrorState text="famous.people.failed" onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text="famous.people.empty" action={empty} />;
  return (
    <>
      <p className="famous__count" role="status">
        {t('famous.people.count', { n: list.total })}
      </p>
      <div className="famous__list">
        {list.items.map((p) => (
          <PersonRow key={p.id} person={p} />
        ))}
      </div>
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}
