import { Link } from '../Link';
import { type PlaceCard as Place } from '../../api/places';
import { useClientStore } from '../../session/store';
import { isVisitorsOwn } from '../../session/where';
import { Cover } from './Cover';
import { cardCrop } from './crop';
import { distanceLabel, gradeLabel, kindLabel, priceIsAmount, priceLabel, ratingLabel } from './format';
import './PlaceCard.css';
import { pageOf } from '../../lib/pageUrl';

/**
 * One place in a list: picture, name, grade, where it is, how far, what it costs, and (when
 * the list asked) its reviews' average and count.
 */
export function PlaceCard({ place, to, rating }: { place: Place; to?: string; rating?: { average: number; count: number } | null }) {
  const grade = gradeLabel(place);
  const stars = ratingLabel(rating);
  const price = priceLabel(place);
  // 距你 only from the visitor's own position: from the default station it would be untrue.
  const own = useClientStore((s) => isVisitorsOwn(s.location));
  const distance = own ? distanceLabel(place.distance) : '';
  return (
    <Link className="yz-place" to={to ?? pageOf(place)}>
      <Cover className="yz-place__cover" src={place.cover} name={place.name} width={240} height={150} sizes="(max-width: 600px) 120px, 240px" crop={cardCrop(place.crop)} />
      <span className="yz-place__body">
        <span className="yz-place__name">{place.name}</span>
        <span className="yz-place__badges">
          <span className="yz-badge">{kindLabel(place.kind)}</span>
          {grade && <span className="yz-badge yz-badge--accent">{grade}</span>}
          {place.themes.slice(0, 2).map((th) => (
            <span key={th} className="yz-badge yz-badge--soft">
              {th}
            </span>
          ))}
        </span>
        {stars && <span className={`yz-place__rating${rating && rating.count > 0 ? '' : ' yz-place__rating--none'}`}>{stars}</span>}
        <span className="yz-place__where">
          {[place.county_name, distance].filter(Boolean).join(' · ')}
        </span>
        {price && <span className={priceIsAmount(place) ? 'yz-place__price' : 'yz-place__level'}>{price}</span>}
      </span>
    </Link>
  );
}
