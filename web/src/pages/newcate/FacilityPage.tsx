import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { places } from '../../services';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { facilityLabel, gradeLabel, kindLabel, priceLabel } from '../../ui/place/format';
import { pageOf } from '../../lib/pageUrl';
import { Missing } from '../../ui/place/Missing';
import { Section } from '../../features/food';
import { useRecord } from '../../ui/query';
import '../../ui/place/PlaceCard.css';
import './FacilityPage.css';

function Row({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <div className="facility__row">
      <dt>{t(label)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Words({ words }: { words: string[] }) {
  return (
    <span className="facility__words">
      {words.map((w) => (
        <span key={w} className="yz-badge yz-badge--soft">
          {w}
        </span>
      ))}
    </span>
  );
}

function Facility({ place }: { place: PlaceDetail }) {
  const price = priceLabel(place);
  const grade = gradeLabel(place);
  return (
    <article className="facility">
      <header className="facility__head">
        <h2 className="facility__name">{place.name}</h2>
        <Link className="facility__back" to={pageOf(place)}>
          {t('cate.facility.toPlace')}
        </Link>
      </header>
      <Section id="facility-basics" title={t('cate.facility.basics')}>
        <dl className="facility__list">
          <Row label="cate.facility.kind">
            {kindLabel(place.kind)}
            {grade && ` · ${grade}`}
          </Row>
          <Row label="cate.detail.hours">{place.opening_hours || t('cate.detail.hoursUnknown')}</Row>
          <Row label="cate.facility.price">{price || t('cate.facility.priceUnknown')}</Row>
          <Row label="cate.detail.phone">
            {place.phone ? <a href={`tel:${place.phone.replace(/[^\d+-]/g, '')}`}>{place.phone}</a> : t('cate.detail.phoneUnknown')}
          </Row>
          <Row label="cate.detail.address">{place.address}</Row>
          <Row label="cate.facility.area">{[place.city_name, place.county_name].filter(Boolean).join(' · ')}</Row>
        </dl>
      </Section>
      {(place.tags.length > 0 || place.themes.length > 0 || place.facilities.length > 0) && (
        <Section id="facility-more" title={t('cate.facility.features')}>
          <dl className="facility__list">
            {place.tags.length > 0 && (
              <Row label="cate.facility.tags">
                <Words words={place.tags} />
              </Row>
            )}
            {place.themes.length > 0 && (
              <Row label="cate.facility.themes">
                <Words words={place.themes} />
              </Row>
            )}
            {place.facilities.length > 0 && (
              <Row label="cate.facility.facilities">
                <Words words={place.facilities.map(facilityLabel)} />
              </Row>
            )}
          </dl>
        </Section>
      )}
      {place.source && (
        <Section id="facility-source" title={t('cate.facility.source')}>
          <p className="facility__source">{datedSource(place.source)}</p>
        </Section>
      )}
    </article>
  );
}

/** newcate/facility?id=: everything known about a food place, in one list. */
export default function FacilityPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('food-facility', id, (i) => places.details(i));
  if (state.phase === 'missing') return <Missing look="food" text="detail.notFound" />;
  if (state.phase === 'error') return <Missing look="food" text="cate.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Facility place={state.data} />;
}
