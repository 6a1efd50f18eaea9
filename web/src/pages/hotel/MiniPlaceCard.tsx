import { Link } from '../../ui/Link';
import { type PlaceCard } from '../../api/places';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';
import { kindLabel, priceIsAmount, priceLabel } from '../../ui/place/format';
import './MiniPlaceCard.css';
import { pageOf } from '../../lib/pageUrl';

/** A small picture card for strips and grids: picture, name, one line of where and how far. */
export function MiniPlaceCard({ place, note }: { place: PlaceCard; note?: string }) {
  const price = priceLabel(place);
  return (
    <Link className="mini-place" to={pageOf(place)}>
      <Cover className="mini-place__cover" src={place.cover} name={place.name} width={320} height={200} crop={cardCrop(place.crop)} />
      <span className="mini-place__name">{place.name}</span>
      <span className="mini-place__meta">{[kindLabel(place.kind), note || place.county_name].filter(Boolean).join(' · ')}</span>
      {price && <span className={priceIsAmount(place) ? 'mini-place__price' : 'mini-place__level'}>{price}</span>}
    </Link>
  );
}

/** Mini cards side by side, scrolling sideways. */
export function MiniPlaceStrip({ places, note }: { places: PlaceCard[]; note?: (p: PlaceCard) => string }) {
  return (
    <ul className="mini-strip">
      {places.map((p) => (
        <li key={p.id}>
          <MiniPlaceCard place={p} note={note?.(p)} />
        </li>
      ))}
    </ul>
  );
}

/** Mini cards in a two-column grid (one column in elder mode). */
export function MiniPlaceGrid({ places }: { places: PlaceCard[] }) {
  return (
    <ul className="mini-grid">
      {places.map((p) => (
        <li key={p.id}>
          <MiniPlaceCard place={p} />
        </li>
      ))}
    </ul>
  );
}
