import { useCallback } from 'react';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { places } from '../../services';
import { LoadMore } from '../../ui/LoadMore';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { FOOD_KINDS, isFood } from '../../ui/place/kinds';
import { NearbyRow } from './NearbyRow';
import { Missing } from '../../ui/place/Missing';
import { usePlaceDetail, usePlaceId } from '../../ui/place/placeQuery';
import './poi.css';


/** Food in the place's city, nearest to the place first, page after page. */
function FoodNear({ place }: { place: PlaceDetail }) {
  const fetchPage = useCallback(
    async (page: number) => {
      const res = await places.list({ kind: FOOD_KINDS, cityId: place.city_id, sort: 'distance', page, size: 20 }, place.location);
      if (res === false) return res;
      // A food place is in its own city's food list; it is not "near" itself, and the total
      // must not count it either, or the list would keep asking for a page that never comes.
      const itself = isFood(place.kind) ? 1 : 0;
      return { ...res, list: res.list.filter((p) => p.id !== place.id), total: Math.max(0, res.total - itself) };
    },
    [place],
  );
  const list = usePagedList(['MoreFoodPage', `more-food:${place.id}`], fetchPage);
  return (
    <section className="poi-list" aria-labelledby="poi-food-near">
      <h2 id="poi-food-near" className="poi-list__title">
        {t('poi.moreFood.near', { name: place.name })}
      </h2>
      {list.phase === 'loading' && <PageSkeleton rows={5} />}
      {list.phase === 'error' && <ErrorState onRetry={list.retry} />}
      {list.phase === 'ready' && list.items.length === 0 && <EmptyState text="poi.moreFood.empty" />}
      {list.phase === 'ready' && list.items.length > 0 && (
        <>
          <ul className="poi-list__items">
            {list.items.map((p) => (
              <li key={p.id}>
                <NearbyRow place={p} />
              </li>
            ))}
          </ul>
          <LoadMore status={list.footer} onMore={list.loadMore} />
        </>
      )}
    </section>
  );
}

/** poi/detail/subpages/moreFood?id=: food near a place, nearest first. */
export default function MoreFoodPage() {
  const id = usePlaceId();
  const { phase, place, retry } = usePlaceDetail(id);
  if (phase === 'missing') return <Missing look="place" title="poi.missing.title" text="poi.missing.body" />;
  if (phase === 'error') return <Missing look="place" title="poi.missing.failedTitle" text="poi.missing.bodyRetry" onRetry={retry} />;
  if (phase === 'loading' || !place) return <PageSkeleton rows={5} />;
  return <FoodNear place={place} />;
}
