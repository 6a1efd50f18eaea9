import { Link } from '../Link';
import { type PlaceCard as Place } from '../../api/places';
import { Cover } from './Cover';
import { distanceLabel, gradeLabel, kindLabel, priceLabel } from './format';
import './PlaceCard.css';
import { pageOf } from '../../lib/pageUrl';

/** One place in a list: picture, name, grade, where it is, how far, what it costs. */
export function PlaceCard({ place, to }: { place: Place; to?: string }) {
  const grade = gradeLabel(place);
  const price = priceLabel(place);
  const distance = distanceLabel(place.distance);
  return (
    <Link className="yz-place" to={to ?? pageOf(place)}>
      <Cover className="yz-place__cover" src={place.cover} name={place.name} width={240} height={150} />
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
        <span className="yz-place__where">
          {[place.county_name, distance].filter(Boolean).join(' · ')}
        </span>
        {price && <span className="yz-place__price">{price}</span>}
      </span>
    </Link>
  );
}
