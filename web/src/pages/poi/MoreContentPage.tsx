import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { facilityLabel, gradeLabel, kindLabel } from '../../ui/place/format';
import { priceFact, telHref, ticketFact } from './detailFacts';
import { Missing } from '../../ui/place/Missing';
import { usePlaceDetail, usePlaceId } from '../../ui/place/placeQuery';
import '../../ui/place/PlaceCard.css';
import './poi.css';
import { pageUrl } from '../../lib/pageUrl';

function Fact({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <div className="poi-facts__row">
      <dt>{t(label)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <span className="poi-facts__chips">
      {items.map((s) => (
        <span key={s} className="yz-badge yz-badge--soft">
          {s}
        </span>
      ))}
    </span>
  );
}

/** Everything known about the place, with nothing clamped. */
function Everything({ place }: { place: PlaceDetail }) {
  const ticket = ticketFact(place);
  const price = priceFact(place);
  const grade = gradeLabel(place);
  const tel = telHref(place.phone);
  return (
    <article className="poi-page">
      <section className="poi-card" aria-labelledby="poi-name">
        <h2 id="poi-name" className="poi-hero__name">
          {place.name}
        </h2>
        {place.name_en && (
          <p className="poi-hero__en" lang="en">
            {place.name_en}
          </p>
        )}
        <p className="poi-about poi-about--full">{place.description || t('poi.more.noDescription')}</p>
      </section>
      <section className="poi-card" aria-label={t('poi.fact.title')}>
        <dl className="poi-facts">
          <Fact label="poi.more.kind">
            {kindLabel(place.kind)}
            {grade && ` · ${grade}`}
          </Fact>
          <Fact label="poi.more.region">{[place.city_name, place.county_name].filter(Boolean).join(' · ')}</Fact>
          <Fact label="poi.fact.address">{place.address || t('poi.fact.addressUnknown')}</Fact>
          <Fact label="poi.fact.hours">{place.opening_hours || t('poi.fact.hoursUnknown')}</Fact>
          {ticket && (
            <Fact label="poi.fact.ticket">
              {ticket.value}
              {ticket.notes && <span className="poi-facts__note">{ticket.notes}</span>}
            </Fact>
          )}
          {price && !ticket && <Fact label="poi.fact.price">{price}</Fact>}
          <Fact label="poi.fact.phone">
            {tel ? (
              <a className="poi-facts__tel" href={tel}>
                {place.phone}
              </a>
            ) : (
              <span className="poi-facts__muted">{t('poi.fact.phoneUnpublished')}</span>
            )}
          </Fact>
          {place.themes.length > 0 && (
            <Fact label="poi.more.themes">
              <Chips items={place.themes} />
            </Fact>
          )}
          {place.tags.length > 0 && (
            <Fact label="poi.more.tags">
              <Chips items={place.tags} />
            </Fact>
          )}
          {place.facilities.length > 0 && (
            <Fact label="poi.facilities.title">
              <Chips items={place.facilities.map(facilityLabel)} />
            </Fact>
          )}
          {place.people.length > 0 && (
            <Fact label="poi.people.title">
              <span className="poi-facts__chips">
                {place.people.map((p) => (
                  <Link key={p.id} className="poi-chip-link" to={pageUrl('pages/famous/peopledetail', { id: p.id })}>
                    {p.name}
                  </Link>
                ))}
              </span>
            </Fact>
          )}
          {place.dishes.length > 0 && (
            <Fact label="poi.more.dishes">
              <span className="poi-facts__chips">
                {place.dishes.map((d) => (
                  <Link key={d.id} className="poi-chip-link" to={pageUrl('pages/newcate/newdetail', { id: d.id })}>
                    {d.name}
                  </Link>
                ))}
              </span>
            </Fact>
          )}
        </dl>
      </section>
      {place.source && <p className="poi-source">{t('poi.source', { source: datedSource(place.source) })}</p>}
    </article>
  );
}

/** poi/detail/subpages/moreContent?id=: the full description and every fact. */
export default function MoreContentPage() {
  const id = usePlaceId();
  const { phase, place, retry } = usePlaceDetail(id);
  if (phase === 'missing') return <Missing look="place" title="poi.missing.title" text="poi.missing.body" />;
  if (phase === 'error') return <Missing look="place" title="poi.missing.failedTitle" text="poi.missing.bodyRetry" onRetry={retry} />;
  if (phase === 'loading' || !place) return <PageSkeleton rows={2} />;
  return <Everything place={place} />;
}
