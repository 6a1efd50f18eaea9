import { Link } from '../../ui/Link';
import type { DishCard as Dish } from '../../api/places';
import { t } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';
import './DishCard.css';
import { pageUrl } from '../../lib/pageUrl';

/** One 百县千碗 dish: picture, name, its county, a line about it, how many places serve it. */
export function DishCard({ dish }: { dish: Dish }) {
  return (
    <Link className="dish-card" to={pageUrl('pages/newcate/newdetail', { id: dish.id })}>
      <Cover className="dish-card__cover" src={dish.cover} name={dish.name} width={320} height={200} crop={cardCrop(dish.crop)} />
      <span className="dish-card__body">
        <span className="dish-card__name">{dish.name}</span>
        <span className="dish-card__county">{[dish.city_name, dish.county_name].filter(Boolean).join(' · ')}</span>
        {dish.summary && <span className="dish-card__summary">{dish.summary}</span>}
        <span className="dish-card__places">
          {dish.places > 0 ? t('cate.dish.places', { n: dish.places }) : t('cate.dish.placesNone')}
        </span>
      </span>
    </Link>
  );
}
