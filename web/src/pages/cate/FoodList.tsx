import type { PlaceCard as Place } from '../../api/places';
import type { MessageKey } from '../../i18n';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { PlaceCard } from '../../ui/place/PlaceCard';
import type { PagedList } from '../../ui/query/usePagedList';

/** Food places, page after page: skeleton, then the cards, an empty or an error state. */
export function FoodList({ list, empty = 'list.emptyFilter' }: { list: PagedList<Place>; empty?: MessageKey }) {
  if (list.phase === 'loading') return <CardSkeleton />;
  if (list.phase === 'error') return <ErrorState onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text={empty} />;
  return (
    <>
      {list.items.map((p) => (
        <PlaceCard key={p.id} place={p} />
      ))}
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}
