import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { pageUrl } from '../../lib/pageUrl';

/** A few of the place's photos; each opens the album at that photo. */
export function PhotoStrip({ place }: { place: PlaceDetail }) {
  if (place.photos.length === 0) return null;
  const illustrative = place.photos.every((p) => p.illustrative);
  return (
    <section className="poi-card poi-strip" aria-labelledby="poi-photos">
      <div className="poi-card__head">
        <h3 id="poi-photos" className="poi-card__title">
          {t('poi.photos.title')}
        </h3>
        <Link className="poi-card__more" to={pageUrl('pages/poi/detail/subpages/photo', { id: place.id })}>
          {t('poi.photos.all', { n: place.photos.length })}
        </Link>
      </div>
      <ul className="poi-strip__row">
        {place.photos.slice(0, 6).map((photo, i) => (
          <li key={photo.url} className="poi-strip__item poi-strip__item--photo">
            <Link
              to={pageUrl('pages/public/photo/photo', { id: place.id, index: i || undefined })}
              className="poi-strip__link"
              aria-label={t('poi.photos.open', { n: i + 1, total: place.photos.length })}
            >
              <Cover src={photo.url} name={place.name} alt={photo.caption} width={320} height={240} className="poi-strip__cover" sizes="160px" photoWidth={photo.width} />
            </Link>
          </li>
        ))}
      </ul>
      {illustrative && <p className="poi-card__muted">{t('poi.photos.illustrative')}</p>}
    </section>
  );
}
