// Pieces both stay layouts (detail and newdetail) are made of, over the same hotel-detail answer.
import { ReviewSummary } from '../../features/reviews';
import { CorrectLink } from '../../ui/place/CorrectLink';
import type { HotelDetail, PlaceCard as Place, PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { distanceKm } from '../../lib/distance';
import { openMap } from '../../services';
import { ErrorState } from '../../ui/place/ListState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { distanceLabel, facilityLabel, gradeLabel, kindLabel } from '../../ui/place/format';
import { FacilityIcon } from './FacilityIcon';
import { facilitySummary } from './facilities';
import { MiniPlaceStrip } from './MiniPlaceCard';
import { StayCards } from './StayCards';
import { Missing } from '../../ui/place/Missing';
import { StaySection } from './StaySection';
import type { Loaded } from '../../ui/query';
import './DetailParts.css';
import { pageUrl } from '../../lib/pageUrl';

/** What a stay page shows before its data: skeleton, not found, or a failed load with retry. */
export function DetailFallback({ detail }: { detail: Loaded<HotelDetail> }) {
  if (detail.phase === 'missing') return <Missing look="stay" text="detail.notFound" />;
  if (detail.phase === 'error') return <ErrorState onRetry={detail.retry} />;
  return <PageSkeleton rows={3} />;
}

/** "距此850米" / "距此3.2公里" from the stay to a place around it. */
export function fromStay(stay: Place, other: Place): string {
  const km = distanceKm(stay.location, other.location);
  if (km < 1) return t('hotel.detail.fromStayM', { m: Math.round(km * 1000) });
  return t('hotel.detail.fromStay', { km: km.toFixed(1) });
}

/** Address, distance from the visitor, and the map button. */
export function AddressRow({ place }: { place: PlaceDetail }) {
  const distance = distanceLabel(place.distance);
  return (
    <div className="detail-row">
      <svg className="detail-row__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <div className="detail-row__text">
        <span>{place.address}</span>
        {distance && <span className="detail-row__sub">{distance}</span>}
      </div>
      <button
        type="button"
        className="detail-row__action"
        aria-label={t('hotel.detail.mapFor', { name: place.name })}
        onClick={() =>
          void openMap({ id: place.id, lat: place.location.lat, lng: place.location.lng, name: place.name, address: place.address })
        }
      >
        {t('hotel.detail.map')}
      </button>
    </div>
  );
}

/** The phone number as a call link, or a plain word that it is not published. */
export function PhoneRow({ phone, name }: { phone?: string | null; name: string }) {
  return (
    <div className="detail-row">
      <svg className="detail-row__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M5 3.5h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7V19a1.9 1.9 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a1.9 1.9 0 0 1 2-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {phone ? (
        <>
          <span className="detail-row__text">{phone}</span>
          <a className="detail-row__action" href={`tel:${phone.replace(/[^\d+-]/g, '')}`} aria-label={t('hotel.detail.callFor', { name })}>
            {t('hotel.detail.call')}
          </a>
        </>
      ) : (
        <span className="detail-row__text detail-row__muted">{t('hotel.detail.noPhone')}</span>
      )}
    </div>
  );
}

/** The first six facilities with icons, and the way to all of them. */
export function FacilitySummary({ place }: { place: PlaceDetail }) {
  const shown = facilitySummary(place.facilities);
  return (
    <StaySection
      title={t('hotel.detail.facilities')}
      more={shown.length ? { to: pageUrl('pages/hotel/facility', { id: place.id }), label: t('hotel.detail.allFacilities') } : undefined}
    >
      {shown.length ? (
        <ul className="facility-summary">
          {shown.map((f) => (
            <li key={f}>
              <FacilityIcon name={f} size={26} />
              <span>{facilityLabel(f)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="detail-muted">{t('hotel.detail.noFacilities')}</p>
      )}
    </StaySection>
  );
}

/** The stay's reviews at a glance, with the ways to read and write them. */
export function ReviewsGlance({ id }: { id: string }) {
  return (
    <ReviewSummary kind="place" id={id} />
  );
}

/** Food and sights around the stay, each with its distance from the stay. */
export function Around({ detail }: { detail: HotelDetail }) {
  const note = (p: Place) => fromStay(detail.place, p);
  return (
    <>
      {detail.nearby_food.length > 0 && (
        <StaySection title={t('hotel.detail.nearbyFood')}>
          <MiniPlaceStrip places={detail.nearby_food} note={note} />
        </StaySection>
      )}
      {detail.nearby_sights.length > 0 && (
        <StaySection title={t('hotel.detail.nearbySights')}>
          <MiniPlaceStrip places={detail.nearby_sights} note={note} />
        </StaySection>
      )}
    </>
  );
}

/** Other stays a visitor of this one may like. */
export function AlsoLike({ detail }: { detail: HotelDetail }) {
  if (detail.also_like.length === 0) return null;
  return (
    <StaySection title={t('hotel.detail.alsoLike')}>
      <StayCards phase="ready" items={detail.also_like} onRetry={() => {}} />
    </StaySection>
  );
}

/** Where the facts come from, small at the bottom of the page. */
export function SourceNote({ place }: { place: PlaceDetail }) {
  return (
    <>
      <CorrectLink kind="place" id={place.id} />
      {place.source && <p className="detail-source">{t('hotel.detail.source', { source: datedSource(place.source) })}</p>}
    </>
  );
}

/** Kind, star or grade, and themes. */
export function Badges({ place }: { place: PlaceDetail }) {
  const grade = gradeLabel(place);
  return (
    <p className="detail-badges">
      <span className="yz-badge">{kindLabel(place.kind)}</span>
      {grade && <span className="yz-badge yz-badge--accent">{grade}</span>}
      {place.themes.map((th) => (
        <span key={th} className="yz-badge yz-badge--soft">
          {th}
        </span>
      ))}
    </p>
  );
}
