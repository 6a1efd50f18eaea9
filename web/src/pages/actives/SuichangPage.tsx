// actives/suichang (SPEC §2, docs/CAMPAIGN_PAGES.md): the Suichang music festival, all from the
// campaign's configuration (its `programme`): the line-up, the schedule by day and stage,
// the venue on the offline map with the way there (open-location hands it to a map app),
// the places near it (the nearby places API) and the festival's draw (actives/active1).
// `?id=` names the festival; without it, the festival the campaign list names (running first).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CampaignCard, CampaignDetail } from '../../api/campaigns';
import type { PlaceDetail } from '../../api/places';
import { CampaignCover, CampaignWindow, campaigns } from '../../features/campaign';
import { OfflineMap } from '../../features/offlineMap';
import { t } from '../../i18n';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import { places } from '../../services';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { acts, dayDate, dayNumbers, daySchedule, type Programme } from './festival';
import { useActivesRefresh } from './refresh';
import './Actives.css';

const RANK = { running: 0, paused: 0, not_started: 1, ended: 2 } as const;

/** The festival to show: `?id=`, else the list's festival, running before coming before ended. */
export function pickFestival(list: readonly CampaignCard[]): string | null {
  const fests = list.filter((c) => c.festival).sort((a, b) => RANK[a.status] - RANK[b.status]);
  return fests[0]?.id ?? null;
}

function Lineup({ p }: { p: Programme }) {
  return (
    <section className="cmp-card" aria-labelledby="fest-lineup">
      <h2 id="fest-lineup">{t('actives.fest.lineup')}</h2>
      <ul className="fest-acts">
        {acts(p).map((a) => (
          <li key={a.artist} className="fest-act">
            <span className="fest-act__name">{a.artist}</span>
            {a.note && <span className="cmp-muted">{a.note}</span>}
            <span className="fest-act__when">
              {a.sets.map((s) => `${t('actives.fest.day', { n: s.day })} ${s.stage} ${s.start}`).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Schedule({ p, startsAt }: { p: Programme; startsAt: string }) {
  const [day, setDay] = useState(1);
  return (
    <section className="cmp-card" aria-labelledby="fest-schedule">
      <h2 id="fest-schedule">{t('actives.fest.schedule')}</h2>
      <div className="fest-days" role="tablist" aria-label={t('actives.fest.days')}>
        {dayNumbers(p).map((n) => (
          <button
            key={n}
            type="button"
            role="tab"
            aria-selected={n === day}
            className={`fest-day${n === day ? ' fest-day--on' : ''}`}
            onClick={() => setDay(n)}
          >
            <span>{t('actives.fest.day', { n })}</span>
            <span className="fest-day__date">{dayDate(startsAt, n).slice(5)}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t('actives.fest.dayDate', { n: day, date: dayDate(startsAt, day) })}>
        {daySchedule(p, day).map(({ stage, sets }) => (
          <div key={stage} className="fest-stage" data-stage={stage}>
            <h3 className="cmp-sub">{stage}</h3>
            {sets.length === 0 ? (
              <p className="cmp-muted">{t('actives.fest.noSets')}</p>
            ) : (
              <ol className="fest-sets">
                {sets.map((s) => (
                  <li key={`${s.artist}-${s.start}`} className="fest-set">
                    <span className="fest-set__time">{t('actives.fest.time', { start: s.start, end: s.end })}</span>
                    <span className="fest-set__artist">{s.artist}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function Nearby({ venue, skip }: { venue: PlaceDetail; skip: readonly string[] }) {
  const near = useLoad(['actives-near', venue.id], () => places.nearby({ size: 8, atLeast: 4 }, venue.location));
  const list = (near.data?.list ?? []).filter((x) => !skip.includes(x.id)).slice(0, 6);
  return (
    <section className="cmp-card" aria-labelledby="fest-near">
      <h2 id="fest-near">{t('actives.fest.near')}</h2>
      {near.data && list.length > 0 && <p className="cmp-muted">{t('actives.fest.nearWithin', { km: near.data.radius_km })}</p>}
      {near.phase === 'loading' && !near.data && <PageSkeleton rows={2} />}
      {near.phase === 'error' && !near.data && <ErrorState text="actives.fest.nearFailed" onRetry={near.retry} />}
      {near.data && list.length === 0 && <EmptyState text="actives.fest.nearEmpty" />}
      {list.length > 0 && (
        <ul className="fest-near">
          {list.map((x) => (
            <li key={x.id}>
              {/* The server's distance is from the venue, not the visitor: the card would say 距你. */}
              <PlaceCard place={{ ...x, distance: null }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Venue({ p }: { p: Programme }) {
  const main = p.places[0] ?? '';
  const venue = useLoad(main ? ['actives-venue', main] : null, () => places.details(main));
  const v = venue.data;
  const navigate = v ? pageUrl('open-location', { lat: v.location.lat, lng: v.location.lng, name: v.name, address: v.address }) : null;
  return (
    <>
      <section className="cmp-card" aria-labelledby="fest-venue">
        <h2 id="fest-venue">{t('actives.fest.venue')}</h2>
        {venue.phase === 'loading' && !v && <PageSkeleton rows={2} />}
        {(venue.phase === 'error' || venue.phase === 'missing') && !v && (
          <ErrorState text="actives.fest.venueFailed" onRetry={venue.retry} />
        )}
        {v && (
          <>
            <p className="fest-venue__name">{v.name}</p>
            <p className="cmp-muted">{v.address}</p>
            <div className="fest-map">
              <OfflineMap
                cityIds={[v.city_id]}
                target={{ lat: v.location.lat, lng: v.location.lng, name: v.name, address: v.address, countyCode: v.county_code }}
                label={t('actives.fest.mapLabel', { name: v.name })}
                className="fest-map__map"
              />
            </div>
            <Link className="cmp-btn cmp-btn--ghost" to={pageOf({ page: v.page, id: v.id })}>
              {t('actives.fest.place', { name: v.name })}
            </Link>
            {p.places.slice(1).map((id) => (
              <OtherVenue key={id} id={id} />
            ))}
          </>
        )}
      </section>
      <section className="cmp-card" aria-labelledby="fest-there">
        <h2 id="fest-there">{t('actives.fest.getThere')}</h2>
        <p className="fest-there">{p.gettingThere}</p>
        {v && navigate && (
          <Link className="cmp-btn" to={navigate}>
            {t('actives.fest.navigate', { name: v.name })}
          </Link>
        )}
      </section>
      {v && <Nearby venue={v} skip={p.places} />}
    </>
  );
}

/** Another stage's venue: its name, leading to its page. */
function OtherVenue({ id }: { id: string }) {
  const place = useLoad(['actives-venue', id], () => places.details(id));
  if (!place.data) return null;
  return (
    <Link className="cmp-btn cmp-btn--ghost" to={pageOf({ page: place.data.page, id })}>
      {t('actives.fest.place', { name: place.data.name })}
    </Link>
  );
}

function Festival({ detail }: { detail: CampaignDetail }) {
  const p = detail.programme;
  if (!p) return <EmptyState text="actives.fest.missing" />;
  return (
    <>
      <header className="act-banner act-banner--fest">
        <CampaignCover detail={detail} className="act-banner__cover" />
        {detail.sample && <span className="act-sample">{t('actives.hub.sample')}</span>}
        <p className="act-banner__title">{detail.title}</p>
        <p>{t('actives.hub.dates', { start: dayDate(detail.startsAt, 1), end: dayDate(detail.startsAt, p.days) })}</p>
        {detail.sample && <p className="act-banner__note">{t('actives.fest.fictional')}</p>}
      </header>
      <CampaignWindow campaign={detail} />
      <Lineup p={p} />
      <Schedule p={p} startsAt={detail.startsAt} />
      <Venue p={p} />
      <Link className="cmp-card act-mine" to={pageUrl('pages/actives/active1', { id: detail.id })}>
        <span className="act-mine__title">{t('actives.fest.draw')} ›</span>
        <span className="cmp-muted">{t('actives.fest.toDraw')}</span>
      </Link>
    </>
  );
}

export default function SuichangPage() {
  const [params] = useSearchParams();
  const asked = params.get('id') ?? '';
  const list = useLoad(asked ? null : ['campaign-list'], () => campaigns.list(), { accept: Array.isArray });
  const id = asked || (list.data ? pickFestival(list.data) : null);
  const detail = useLoad(id ? ['campaign', id] : null, () => campaigns.detail(id ?? ''));
  const { handlers, indicator } = useActivesRefresh();
  const loading = (!asked && list.phase === 'loading' && !list.data) || (id && detail.phase === 'loading' && !detail.data);
  return (
    <div className="cmp-page act-fest" {...handlers}>
      {indicator}
      {loading && <PageSkeleton rows={4} />}
      {!asked && list.phase === 'error' && !list.data && <ErrorState text="campaign.failed" onRetry={list.retry} />}
      {id && detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {((list.data && !id) || detail.phase === 'missing') && <EmptyState text="actives.fest.missing" />}
      {detail.data && <Festival detail={detail.data} />}
    </div>
  );
}
