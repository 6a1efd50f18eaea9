import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { kindLabel, priceLabel } from '../../ui/place/format';
import { AddressRow, AlsoLike, Around, Badges, DetailFallback, FacilitySummary, PhoneRow, ReviewsGlance, SourceNote } from './DetailParts';
import { Missing } from '../../ui/place/Missing';
import { AccessibilityCard } from '../../ui/place/AccessibilityCard';
import { StaySection } from './StaySection';
import { useHotelDetail } from './useHotelDetail';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import './HotelDetailPage.css';
import './HotelNewDetailPage.css';
import { usePlaceShare } from '../../ui/place/usePlaceShare';
import { pageUrl } from '../../lib/pageUrl';

/**
 * The homestay layout of a stay page: a gallery to swipe through, the stay introduced in
 * its own words like a host would, a few facts at a glance, then the same facilities,
 * map and neighbourhood as the hotel layout.
 */
export default function HotelNewDetailPage() {
  const id = (useSearchParams()[0].get('id') ?? '').trim();
  if (!id) return <Missing look="stay" text="detail.notFound" />;
  return <NewDetail key={id} id={id} />;
}

function NewDetail({ id }: { id: string }) {
  const detail = useHotelDetail(id);
  const d = detail.data;
  usePlaceShare(d?.place.id);
  if (!d) return <DetailFallback detail={detail} />;
  const place = d.place;
  const facts: [MessageKey, string][] = [
    ['hotel.fact.where', [place.city_name, place.county_name].filter(Boolean).join(' · ')],
    ['hotel.fact.price', priceLabel(place) || t('hotel.detail.noPrice')],
    ['hotel.fact.hours', place.opening_hours ?? t('hotel.fact.hoursUnknown')],
    ['hotel.fact.themes', place.themes.join(t('hotel.listSep')) || kindLabel(place.kind)],
  ];
  return (
    <article className="hotel-newdetail">
      <Gallery place={place} />
      <section className="hotel-newdetail__head">
        <h2 className="hotel-detail__name">{place.name}</h2>
        <Badges place={place} />
        <FavouriteHeart kind="place" id={place.id} />
      </section>
      <StaySection title={t('hotel.newdetail.host', { kind: kindLabel(place.kind) })}>
        <figure className="hotel-newdetail__host">
          <span className="hotel-newdetail__avatar" aria-hidden="true">
            {place.name.slice(0, 1)}
          </span>
          <blockquote>{place.description}</blockquote>
        </figure>
      </StaySection>
      <StaySection title={t('hotel.newdetail.facts')}>
        <dl className="hotel-newdetail__facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{t(k)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </StaySection>
      <FacilitySummary place={place} />
      <AccessibilityCard accessibility={place.accessibility} />
      <section className="hotel-detail__card" aria-label={t('hotel.detail.contact')}>
        <AddressRow place={place} />
        <PhoneRow phone={place.phone} name={place.name} />
      </section>
      <ReviewsGlance id={place.id} />
      <Around detail={d} />
      <AlsoLike detail={d} />
      <SourceNote place={place} />
    </article>
  );
}

/** Every picture of the stay side by side; each opens the album. */
function Gallery({ place }: { place: PlaceDetail }) {
  const photos = place.photos.length ? place.photos : [{ url: place.cover, width: 640, height: 400, caption: '', illustrative: true }];
  return (
    <div className="hotel-newdetail__gallery-wrap">
      <ul className="hotel-newdetail__gallery" aria-label={t('hotel.newdetail.gallery')}>
        {photos.map((p, i) => (
          <li key={p.url}>
            <Link to={pageUrl('pages/public/photo/photo', { id: place.id })} aria-label={t('hotel.newdetail.photo', { n: i + 1, total: photos.length })}>
              <Cover src={p.url} name={place.name} alt={p.caption} width={p.width} height={p.height} eager={i === 0} sizes="80vw" photoWidth={p.width} />
            </Link>
          </li>
        ))}
      </ul>
      {photos.some((p) => p.illustrative) && <span className="hotel-newdetail__note">{t('hotel.newdetail.illustrative')}</span>}
    </div>
  );
}
