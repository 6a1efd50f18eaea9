import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { EmptyState } from '../../ui/place/ListState';
import { Missing } from '../../ui/place/Missing';
import { usePlaceDetail, usePlaceId } from '../../ui/place/placeQuery';
import './poi.css';
import './PhotoPage.css';
import { pageUrl } from '../../lib/pageUrl';

function Grid({ place }: { place: PlaceDetail }) {
  if (place.photos.length === 0) return <EmptyState text="poi.photos.none" />;
  const illustrative = place.photos.some((p) => p.illustrative);
  return (
    <section className="poi-photos" aria-labelledby="poi-photos-name">
      <h2 id="poi-photos-name" className="poi-photos__name">
        {t('poi.photos.of', { name: place.name, n: place.photos.length })}
      </h2>
      {illustrative && <p className="poi-photos__note">{t('poi.photos.illustrative')}</p>}
      <ul className="poi-photos__grid">
        {place.photos.map((photo, i) => (
          <li key={photo.url}>
            <Link to={pageUrl('pages/public/photo/photo', { id: place.id, index: i || undefined })} aria-label={t('poi.photos.open', { n: i + 1, total: place.photos.length })}>
              <Cover src={photo.url} name={place.name} alt={photo.caption} width={photo.width} height={photo.height} eager={i < 4} sizes="(max-width: 600px) 50vw, 300px" photoWidth={photo.width} />
              {(photo.caption || photo.credit) && <span className="poi-photos__caption">{[photo.caption, photo.credit].filter(Boolean).join(' · ')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GridSkeleton() {
  return (
    <div className="poi-photos" aria-hidden="true">
      <div className="poi-photos__grid">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="poi-photos__ghost" />
        ))}
      </div>
    </div>
  );
}

/** poi/detail/subpages/photo?id=: every photo of the place; a tap opens the album there. */
export default function PhotoPage() {
  const id = usePlaceId();
  const { phase, place, retry } = usePlaceDetail(id);
  if (phase === 'missing') return <Missing look="place" title="poi.missing.title" text="poi.missing.body" />;
  if (phase === 'error') return <Missing look="place" title="poi.missing.failedTitle" text="poi.missing.bodyRetry" onRetry={retry} />;
  if (phase === 'loading' || !place) return <GridSkeleton />;
  return <Grid place={place} />;
}
