import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { isCrop } from '../../ui/place/crop';
import { gradeLabel, kindLabel } from '../../ui/place/format';
import { pageUrl } from '../../lib/pageUrl';
import { FavouriteHeart } from '../../ui/FavouriteHeart';

/** The top of a place page: its first photo (tap for the album), name, kind, grade and tags. */
export function PlaceHero({ place }: { place: PlaceDetail }) {
  const first = place.photos[0];
  const count = place.photos.length;
  const grade = gradeLabel(place);
  const illustrative = first?.illustrative ?? true;
  const photos = t('poi.hero.photos', { n: Math.max(count, 1) });
  // The link's name carries the words shown on it (示意图, 4张), as screen-reader users hear them.
  const visible = `${illustrative ? t('place.illustrative') : ''}${photos}`;
  return (
    <section className="poi-hero" aria-labelledby="poi-name">
      <Link className="poi-hero__photo" to={pageUrl('pages/public/photo/photo', { id: place.id })} aria-label={t('poi.hero.openAlbum', { name: place.name, visible })}>
        <Cover src={first?.url ?? place.cover} name={place.name} alt={first?.caption} width={first?.width || 640} height={first?.height || 400} photoWidth={first?.width} crop={first && isCrop(first.crop) ? first.crop : null} eager />
        <span className="poi-hero__count" aria-hidden="true">
          {illustrative && <span>{t('place.illustrative')}</span>}
          {photos}
        </span>
      </Link>
      <div className="poi-hero__body">
        <h2 id="poi-name" className="poi-hero__name">
          {place.name}
        </h2>
        {place.name_en && place.name_en !== place.name && (
          <p className="poi-hero__en" lang="en">
            {place.name_en}
          </p>
        )}
        <p className="poi-hero__badges">
          <span className="yz-badge">{kindLabel(place.kind)}</span>
          {grade && <span className="yz-badge yz-badge--accent">{grade}</span>}
          {[...new Set([...place.themes, ...place.tags])].slice(0, 6).map((tag) => (
            <span key={tag} className="yz-badge yz-badge--soft">
              {tag}
            </span>
          ))}
        </p>
        {(place.city_name || place.county_name) && (
          <p className="poi-hero__where">{[place.city_name, place.county_name].filter(Boolean).join(' · ')}</p>
        )}
        <FavouriteHeart kind="place" id={place.id} />
      </div>
    </section>
  );
}
