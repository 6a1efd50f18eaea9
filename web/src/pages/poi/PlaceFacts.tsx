import type { ReactNode } from 'react';
import type { PlaceDetail } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { distanceLabel, priceIsAmount } from '../../ui/place/format';
import { factOrder, priceFact, sells, telHref, ticketFact, type FactKey, type LayoutKind } from './detailFacts';

interface FactsProps {
  place: PlaceDetail;
  layout: LayoutKind;
  /** km from the visitor, when their position is known. */
  distance: number | null;
  onMap: () => void;
}

function Row({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <div className="poi-facts__row">
      <dt>{t(label)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The practical facts, in the order the place's kind makes most useful. */
export function PlaceFacts({ place, layout, distance, onMap }: FactsProps) {
  const render: Record<FactKey, () => ReactNode> = {
    hours: () => (
      <Row key="hours" label="poi.fact.hours">
        {place.opening_hours || t('poi.fact.hoursUnknown')}
      </Row>
    ),
    ticket: () => {
      const ticket = ticketFact(place);
      return (
        <Row key="ticket" label="poi.fact.ticket">
          {ticket ? (
            <>
              <strong className="poi-facts__price">{ticket.value}</strong>
              {ticket.notes && <span className="poi-facts__note">{ticket.notes}</span>}
            </>
          ) : (
            t('poi.ticket.unknown')
          )}
        </Row>
      );
    },
    price: () => {
      const price = priceFact(place);
      return price ? (
        <Row key="price" label="poi.fact.price">
          {/* Only an amount wears the price colour; a level's word (舒适) reads as text. */}
          {priceIsAmount(place) ? <strong className="poi-facts__price">{price}</strong> : price}
        </Row>
      ) : null;
    },
    perks: () =>
      place.tags.length ? (
        <Row key="perks" label="poi.fact.perks">
          <span className="poi-facts__chips">
            {place.tags.map((tag) => (
              <span key={tag} className="yz-badge yz-badge--accent">
                {tag}
              </span>
            ))}
          </span>
        </Row>
      ) : null,
    sells: () => {
      const goods = sells(place);
      return goods.length ? (
        <Row key="sells" label="poi.fact.sells">
          <span className="poi-facts__chips">
            {goods.map((g) => (
              <span key={g} className="yz-badge yz-badge--soft">
                {g}
              </span>
            ))}
          </span>
        </Row>
      ) : null;
    },
    address: () => (
      <Row key="address" label="poi.fact.address">
        <span className="poi-facts__address">
          <span>
            {place.address || t('poi.fact.addressUnknown')}
            {distance !== null && <span className="poi-facts__note">{distanceLabel(distance)}</span>}
          </span>
          <button type="button" className="poi-facts__action" onClick={onMap} aria-label={t('poi.fact.mapOf', { name: place.name })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
            </svg>
            <span>{t('poi.fact.map')}</span>
          </button>
        </span>
      </Row>
    ),
    phone: () => {
      const href = telHref(place.phone);
      return (
        <Row key="phone" label="poi.fact.phone">
          {href ? (
            <a className="poi-facts__tel" href={href} aria-label={t('poi.fact.call', { phone: place.phone ?? '' })}>
              {place.phone}
            </a>
          ) : (
            <span className="poi-facts__muted">{t('poi.fact.phoneUnpublished')}</span>
          )}
        </Row>
      );
    },
  };
  return (
    <section className="poi-card" aria-label={t('poi.fact.title')}>
      <dl className="poi-facts">{factOrder(layout).map((key) => render[key]())}</dl>
    </section>
  );
}
