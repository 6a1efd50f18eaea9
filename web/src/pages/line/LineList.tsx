import type { LineCard } from '../../api/lines';
import { t, type MessageKey } from '../../i18n';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import type { PagedList } from '../../ui/query/usePagedList';
import { LineRow } from './LineRow';

/** A paged list of lines with its loading, error, empty and count lines. */
export function LineList({ list, empty }: { list: PagedList<LineCard>; empty?: { label: MessageKey; onClick: () => void } }) {
  if (list.phase === 'loading') return <CardSkeleton rows={4} />;
  if (list.phase === 'error') return <ErrorState text="line.list.failed" onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text="line.list.empty" action={empty} />;
  return (
    <>
      <p className="line__count" role="status">
        {t('line.list.count', { n: list.total })}
      </p>
      <div className="line__list">
        {list.items.map((l) => (
          <LineRow key={l.id} line={l} />
        ))}
      </div>
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}
