import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { kindLabel, priceLabel } from '../../ui/place/format';
import { AddressRow, AlsoLike, Around, Badges, DetailFallback, FacilitySummary, PhoneRow, ReviewsGlance, SourceNote } from './DetailParts';
import { Missing } from '../../ui/place/Missing';
import { AccessibilityCard } from '../../ui/place/AccessibilityCard';
import { StaySection } from './StaySection';
import { useHotelDetail } from './useHotelDetail';
import './HotelDetailPage.css';
import { usePlaceShare } from '../../ui/place/usePlaceShare';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import { pageUrl } from '../../lib/pageUrl';

/** A hotel or homestay: picture, name and grade, price, where it is, facilities, what is around. */
export default function HotelDetailPage() {
  const id = (useSearchParams()[0].get('id') ?? '').trim();
  if (!id) return <Missing look="stay" text="detail.notFound" />;
  return <Detail key={id} id={id} />;
}

function Detail({ id }: { id: string }) {
  const detail = useHotelDetail(id);
  const d = detail.data;
  usePlaceShare(d?.place.id);
  if (!d) return <DetailFallback detail={detail} />;
  const place = d.place;
  return (
    <article className="hotel-detail">
      <PhotoHeader place={place} />
      <section className="hotel-detail__card hotel-detail__intro">
        <h2 className="hotel-detail__name">{place.name}</h2>
        <Badges place={place} />
        <p className="hotel-detail__price">{priceLabel(place) || t('hotel.detail.noPrice')}</p>
        {place.opening_hours && <p className="hotel-detail__hours">{place.opening_hours}</p>}
        <FavouriteHeart kind="place" id={place.id} />
      </section>
      <section className="hotel-detail__card" aria-label={t('hotel.detail.contact')}>
        <AddressRow place={place} />
        <PhoneRow phone={place.phone} name={place.name} />
      </section>
      <FacilitySummary place={place} />
      <AccessibilityCard accessibility={place.accessibility} />
      <StaySection title={t('hotel.detail.about', { kind: kindLabel(place.kind) })}>
        <p className="hotel-detail__text">{place.description}</p>
      </StaySection>
      <ReviewsGlance id={place.id} />
      <Around detail={d} />
      <AlsoLike detail={d} />
      <SourceNote place={place} />
    </article>
  );
}

/** The stay's first picture; tapping it opens the album. */
function PhotoHeader({ place }: { place: PlaceDetail }) {
  const first = place.photos[0];
  const count = place.photos.length;
  return (
    <Link className="hotel-detail__photo" to={pageUrl('pages/public/photo/photo', { id: place.id })}>
      {/* Named 查看相册 (heard), then the photo and the count it shows. */}
      <span className="yz-visually-hidden">{t('hotel.detail.album')}</span>
      <Cover src={first?.url ?? place.cover} name={place.name} alt={first?.caption} width={first?.width || 640} height={first?.height || 400} photoWidth={first?.width} eager />
      <span className="hotel-detail__photo-tag">
        {t('hotel.detail.photos', { count: Math.max(1, count) })}
        {(first?.illustrative ?? true) && ` · ${t('place.illustrative')}`}
      </span>
    </Link>
  );
}
