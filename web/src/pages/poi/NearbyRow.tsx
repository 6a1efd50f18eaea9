import { Link } from '../../ui/Link';
import { type PlaceCard } from '../../api/places';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';
import { gradeLabel, kindLabel, priceIsAmount, priceLabel } from '../../ui/place/format';
import { fromHereLabel } from './detailFacts';
import '../../ui/place/PlaceCard.css';
import { pageOf } from '../../lib/pageUrl';

/** A place in a "near this place" list: like a place card, with the distance from the place. */
export function NearbyRow({ place }: { place: PlaceCard }) {
  const grade = gradeLabel(place);
  const price = priceLabel(place);
  return (
    <Link className="yz-place" to={pageOf(place)}>
      <Cover className="yz-place__cover" src={place.cover} name={place.name} width={240} height={180} crop={cardCrop(place.crop)} />
      <span className="yz-place__body">
        <span className="yz-place__name">{place.name}</span>
        <span className="yz-place__badges">
          <span className="yz-badge">{kindLabel(place.kind)}</span>
          {grade && <span className="yz-badge yz-badge--accent">{grade}</span>}
          {place.tags.slice(0, 2).map((tag) => (
            <span key={tag} className="yz-badge yz-badge--soft">
              {tag}
            </span>
          ))}
        </span>
        <span className="yz-place__where">{[place.county_name, fromHereLabel(place.distance)].filter(Boolean).join(' · ')}</span>
        {price && <span className={priceIsAmount(place) ? 'yz-place__price' : 'yz-place__level'}>{price}</span>}
      </span>
    </Link>
  );
}
