import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import type { PlaceDetail } from '../../api/places';
import { t } from '../../i18n';
import { places } from '../../services';
import { facilityLabel } from '../../ui/place/format';
import { AccessibilityCard } from '../../ui/place/AccessibilityCard';
import { ticketLine, type SectionKey } from './detailFacts';
import { pageUrl } from '../../lib/pageUrl';
import { useLoad } from '../../ui/query';

function Arrow() {
  return (
    <svg className="poi-link__arrow" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The tickets sold for a scenic area or site: each with its price or 免费, and the notes. */
function Tickets({ place }: { place: PlaceDetail }) {
  const q = useLoad(['place-tickets', place.id], () => places.tickets(place.id));
  return (
    <section className="poi-card" aria-labelledby="poi-tickets">
      <h3 id="poi-tickets" className="poi-card__title">
        {t('poi.tickets.title')}
      </h3>
      {q.phase === 'loading' && <div className="poi-lines-skeleton" aria-hidden="true" />}
      {q.phase === 'error' && (
        <p className="poi-card__muted">
          {t('poi.tickets.error')}{' '}
          <button type="button" className="poi-inline-btn" onClick={q.retry}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {q.data && (
        <>
          {q.data.list.length > 0 && (
            <ul className="poi-tickets">
              {q.data.list.map((ticket) => {
                const line = ticketLine(ticket);
                return (
                  <li key={ticket.id}>
                    <span className="poi-tickets__name">{line.name}</span>
                    <strong className="poi-facts__price">{line.price}</strong>
                    {line.notes && <span className="poi-facts__note">{line.notes}</span>}
                  </li>
                );
              })}
            </ul>
          )}
          {q.data.notes && <p className="poi-card__muted">{q.data.notes}</p>}
        </>
      )}
    </section>
  );
}

/** A campsite's facilities: only what its source states, said so, as the list is short. */
function CampingFacilities({ place }: { place: PlaceDetail }) {
  return (
    <section className="poi-card" aria-labelledby="poi-facilities">
      <h3 id="poi-facilities" className="poi-card__title">
        {t('poi.facilities.title')}
      </h3>
      {place.facilities.length > 0 && (
        <p className="poi-facts__chips">
          {place.facilities.map((f) => (
            <span key={f} className="yz-badge yz-badge--soft">
              {facilityLabel(f)}
            </span>
          ))}
        </p>
      )}
      <p className="poi-about">{t(place.facilities.length > 0 ? 'place.camping.stated' : 'place.camping.noneStated')}</p>
    </section>
  );
}

/** A stay's facilities, named, with the full list one tap away. */
function Facilities({ place }: { place: PlaceDetail }) {
  if (place.kind === 'camping') return <CampingFacilities place={place} />;
  if (place.facilities.length === 0) return null;
  return (
    <section className="poi-card" aria-labelledby="poi-facilities">
      <h3 id="poi-facilities" className="poi-card__title">
        {t('poi.facilities.title')}
      </h3>
      <p className="poi-facts__chips">
        {place.facilities.slice(0, 8).map((f) => (
          <span key={f} className="yz-badge yz-badge--soft">
            {facilityLabel(f)}
          </span>
        ))}
      </p>
      <Link className="poi-more" to={pageUrl('pages/hotel/facility', { id: place.id })}>
        {t('poi.facilities.all', { n: place.facilities.length })}
        <Arrow />
      </Link>
    </section>
  );
}

/** One row of a linked list: an initial as avatar, a name, a line under it. */
interface LinkRow {
  id: string;
  to: string;
  name: string;
  sub: string;
  dish?: boolean;
}

/** A card of links to related pages (people, dishes), each with its initial as an avatar. */
function LinkCard({ id, title, rows }: { id: string; title: string; rows: LinkRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="poi-card" aria-labelledby={id}>
      <h3 id={id} className="poi-card__title">
        {title}
      </h3>
      <ul className="poi-links">
        {rows.map((r) => (
          <li key={r.id}>
            <Link className="poi-link" to={r.to}>
              <span className={`poi-link__avatar${r.dish ? ' poi-link__avatar--dish' : ''}`} aria-hidden="true">
                {r.name.slice(0, 1)}
              </span>
              <span className="poi-link__body">
                <span className="poi-link__name">{r.name}</span>
                {r.sub && <span className="poi-link__sub">{r.sub}</span>}
              </span>
              <Arrow />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Famous people linked to the place, each leading to their page. */
function People({ place }: { place: PlaceDetail }) {
  const rows = place.people.map((p) => ({ id: p.id, to: pageUrl('pages/famous/peopledetail', { id: p.id }), name: p.name, sub: [p.era, p.title].filter(Boolean).join(' · ') }));
  return <LinkCard id="poi-people" title={t('poi.people.title')} rows={rows} />;
}

/** 百县千碗 dishes served here, each leading to the dish. */
function Dishes({ place }: { place: PlaceDetail }) {
  const rows = place.dishes.map((d) => ({ id: d.id, to: pageUrl('pages/newcate/newdetail', { id: d.id }), name: d.name, sub: d.county_name, dish: true }));
  return <LinkCard id="poi-dishes" title={t('poi.dishes.title')} rows={rows} />;
}

/** Local goods with a geographical indication that the place's own text says it sells. */
function Goods({ place }: { place: PlaceDetail }) {
  if (place.goods.length === 0) return null;
  return (
    <section className="poi-card" aria-labelledby="poi-goods">
      <h3 id="poi-goods" className="poi-card__title">
        {t('poi.goods.title')}
      </h3>
      <ul className="poi-links">
        {place.goods.map((g) => (
          <li key={g.id} className="poi-link">
            <span className="poi-link__avatar poi-link__avatar--dish" aria-hidden="true">
              {g.name.slice(0, 1)}
            </span>
            <span className="poi-link__body">
              <span className="poi-link__name">{g.name}</span>
              <span className="poi-link__sub">{[g.county_name, t(`poi.goods.list.${g.gi_list}`)].filter(Boolean).join(' · ')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const SECTIONS: Record<SectionKey, (p: { place: PlaceDetail }) => ReactNode> = {
  tickets: Tickets,
  facilities: Facilities,
  accessibility: ({ place }) => <AccessibilityCard accessibility={place.accessibility} />,
  people: People,
  dishes: Dishes,
  goods: Goods,
};

/** The kind's sections below the facts, in its order; empty ones say nothing. */
export function PlaceSections({ place, order }: { place: PlaceDetail; order: SectionKey[] }) {
  return (
    <>
      {order.map((key) => {
        const Section = SECTIONS[key];
        return <Section key={key} place={place} />;
      })}
    </>
  );
}
