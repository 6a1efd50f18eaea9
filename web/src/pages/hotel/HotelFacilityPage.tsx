import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { places } from '../../services';
import { ErrorState } from '../../ui/place/ListState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { facilityLabel, kindLabel } from '../../ui/place/format';
import { groupFacilities } from './facilities';
import { FacilityIcon } from './FacilityIcon';
import { Missing } from '../../ui/place/Missing';
import { StaySection } from './StaySection';
import { useLoad } from '../../ui/query';
import './HotelFacilityPage.css';
import { pageUrl } from '../../lib/pageUrl';

const isPlace = (v: PlaceDetail | null | undefined) => Boolean(v?.id);

/** Every facility of a stay, grouped; elder and accessible facilities always get their say. */
export default function HotelFacilityPage() {
  const id = (useSearchParams()[0].get('id') ?? '').trim();
  if (!id) return <Missing look="stay" text="detail.notFound" />;
  return <Facilities key={id} id={id} />;
}

function Facilities({ id }: { id: string }) {
  const res = useLoad<PlaceDetail>(['HotelFacilityPage', `place:${id}`], () => places.details(id), { accept: isPlace });
  const place = res.data;
  if (!place) {
    if (res.phase === 'missing') return <Missing look="stay" text="detail.notFound" />;
    if (res.phase === 'error') return <ErrorState onRetry={res.retry} />;
    return <PageSkeleton rows={3} />;
  }
  const groups = groupFacilities(place.facilities ?? []);
  const hasCare = groups.some((g) => g.key === 'care');
  return (
    <div className="hotel-facility">
      <header className="hotel-facility__head">
        <h2>{place.name}</h2>
        <p>
          {kindLabel(place.kind)}
          {place.facilities.length > 0 && ` · ${t('hotel.facility.count', { count: place.facilities.length })}`}
        </p>
      </header>
      {groups.length === 0 && <p className="hotel-facility__none">{t('hotel.detail.noFacilities')}</p>}
      {groups.map((g) => (
        <StaySection key={g.key} title={t(`hotel.facilityGroup.${g.key}` as MessageKey)}>
          <ul className="hotel-facility__list">
            {g.facilities.map((f) => (
              <li key={f}>
                <FacilityIcon name={f} size={28} />
                <span>{facilityLabel(f)}</span>
              </li>
            ))}
          </ul>
        </StaySection>
      ))}
      {!hasCare && (
        <StaySection title={t('hotel.facilityGroup.care')}>
          <p className="hotel-facility__none">{t('hotel.facility.noCare')}</p>
        </StaySection>
      )}
      <p className="hotel-facility__note">{t('hotel.facility.note')}</p>
      <div className="hotel-facility__back">
        <Link className="yz-btn" to={pageUrl('pages/hotel/detail', { id: place.id })}>
          {t('hotel.facility.toDetail')}
        </Link>
      </div>
    </div>
  );
}
