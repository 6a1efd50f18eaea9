import { useEffect } from 'react';
import { releaseFirstPaint } from '../../api/firstPaint';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { DishDetail } from '../../api/places';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import { ReviewSummary } from '../../features/reviews';
import { CorrectLink } from '../../ui/place/CorrectLink';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { places } from '../../services';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { DetailCover } from '../../ui/place/DetailCover';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { Missing } from '../../ui/place/Missing';
import { usePosition } from '../../features/food';
import { Section } from '../../features/food';
import { useLoad, useRecord } from '../../ui/query';
import '../../ui/place/PlaceCard.css';
import './DishDetailPage.css';
import { pageUrl } from '../../lib/pageUrl';

/** Where to eat the dish: with distances from the visitor once known, else the dish's own list. */
function WhereToEat({ dish }: { dish: DishDetail }) {
  const { position, positionKey } = usePosition();
  const state = useLoad(positionKey ? ['dish-places', dish.id, positionKey] : null, () => places.dishPlaces(dish.id, position));
  const list = state.phase === 'ready' ? state.data : dish.where_to_eat;
  if (list.length === 0) return <p className="dish-detail__quiet">{t('cate.dish.nowhere')}</p>;
  return (
    <div>
      {list.map((p) => (
        <PlaceCard key={p.id} place={p} />
      ))}
    </div>
  );
}

/** A link to the county's other dishes when it has more than this one, else to the city's. */
function MoreDishes({ dish }: { dish: DishDetail }) {
  const state = useLoad(['dish-county', dish.county_code], () => places.dishes({ countyCode: dish.county_code, size: 1 }));
  const countyHasMore = state.phase === 'ready' && state.data.total > 1;
  return (
    <Link className="yz-btn dish-detail__more" to={pageUrl('pages/newcate/food', { cityId: dish.city_id, countyCode: countyHasMore ? dish.county_code : null })}>
      {countyHasMore ? t('cate.dish.moreCounty', { county: dish.county_name }) : t('cate.dish.moreCity', { city: dish.city_name })}
    </Link>
  );
}

function Dish({ dish }: { dish: DishDetail }) {
  // The server's first-paint markup of this page gives way once the app's is on screen.
  useEffect(releaseFirstPaint, []);
  return (
    <article className="dish-detail">
      <DetailCover className="dish-detail__cover" photos={dish.photos} drawn={dish.cover} name={dish.name} />
      <header className="dish-detail__head">
        <p className="dish-detail__kicker">{t('cate.bowls.title')}</p>
        <h2 className="dish-detail__name">{dish.name}</h2>
        {dish.name_en && (
          <p className="dish-detail__en" lang="en">
            {dish.name_en}
          </p>
        )}
        <p className="dish-detail__where">{[dish.city_name, dish.county_name].filter(Boolean).join(' · ')}</p>
        <FavouriteHeart kind="dish" id={dish.id} />
      </header>

      {dish.description && (
        <Section id="dish-about" title={t('cate.dish.about')}>
          <p className="dish-detail__text">{dish.description}</p>
        </Section>
      )}

      <ReviewSummary kind="dish" id={dish.id} />

      <Section id="dish-where" title={t('cate.dish.where')}>
        <WhereToEat dish={dish} />
      </Section>

      <div className="dish-detail__actions">
        <MoreDishes dish={dish} />
      </div>

      <CorrectLink kind="dish" id={dish.id} />
      {dish.source && <p className="dish-detail__source">{t('cate.detail.source', { source: datedSource(dish.source) })}</p>}
    </article>
  );
}

/** newcate/newdetail?id=: one 百县千碗 dish, its story, and where to eat it. */
export default function DishDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('dish', id, (i) => places.dishDetail(i));
  if (state.phase === 'missing') return <Missing look="food" text="cate.dish.notFound" />;
  if (state.phase === 'error') return <Missing look="food" text="cate.dish.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={2} />;
  return <Dish dish={state.data} />;
}
