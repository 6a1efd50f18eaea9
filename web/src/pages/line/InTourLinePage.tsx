import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LineDetail } from '../../api/lines';
import { t } from '../../i18n';
import { distanceKm } from '../../lib/distance';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import { locate } from '../../services';
import { useClientStore } from '../../session/store';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { useVisitorPosition } from '../../ui/place/placeQuery';
import { useRecord } from '../../ui/query';
import { lines } from './lines';
import { lineCheckins, nextStopIndex, numberedStops, standsAt, stopKey, type NumberedStop } from './onTheRoad';
import './Line.css';

const away = (km: number) => (km < 1 ? t('line.road.awayM', { m: Math.round(km * 1000) }) : t('line.road.away', { km: km.toFixed(1) }));

function Hours({ s }: { s: NumberedStop }) {
  const hours = s.stop.place.opening_hours?.trim();
  return <p className="line-road__hours">{hours ? t('line.road.hours', { hours }) : t('line.road.hoursUnknown')}</p>;
}

function OnTheRoad({ line }: { line: LineDetail }) {
  useEffect(() => {
    void locate(); // the position the next stop is reckoned from
  }, []);
  const located = useClientStore((s) => s.location) !== null;
  const visitor = useVisitorPosition();
  const stops = useMemo(() => numberedStops(line), [line]);
  const [checkedIn, setCheckedIn] = useState(() => lineCheckins.read(localStorage, line.id));
  const next = nextStopIndex(stops, checkedIn);
  const rest = next < 0 ? [] : stops.slice(next);
  const head = rest[0];
  const checkIn = (s: NumberedStop) => setCheckedIn(lineCheckins.add(localStorage, line.id, stopKey(s)));
  const restart = () => {
    lineCheckins.clear(localStorage, line.id);
    setCheckedIn(new Set());
  };
  return (
    <article className="line">
      <header className="line__intro">
        <h2 className="line__title">{line.name}</h2>
        <p className="line__lead">{[t('line.days', { n: line.days }), t('line.card.stops', { n: stops.length })].join(' · ')}</p>
      </header>
      <section className="line__section line-road__next" aria-labelledby="line-road-next">
        <h3 id="line-road-next" className="line__heading">
          {t('line.road.next')}
        </h3>
        {!located && <p className="line__fact">{t('line.road.locating')}</p>}
        {located && !visitor && (
          <p className="line__fact">
            {t('line.road.unknown')}{' '}
            <Link className="line__link" to="/choose-location">
              {t('line.road.choose')}
            </Link>
          </p>
        )}
        {head ? (
          <>
            <p className="line-road__name">
              <Link to={pageOf(head.stop.place)}>{t('line.road.nextIs', { n: head.n, name: head.stop.place.name })}</Link>
            </p>
            {visitor && <p className="line-road__away">{away(distanceKm(visitor, head.stop.place.location))}</p>}
            <Hours s={head} />
            <Link
              className="yz-btn yz-btn--primary line-road__go"
              to={pageUrl('open-location', { ...head.stop.place.location, name: head.stop.place.name, address: head.stop.place.address })}
            >
              {t('line.road.navigate')}
            </Link>
            <button
              type="button"
              className={standsAt(head, visitor) ? 'yz-btn yz-btn--primary line-road__checkin' : 'yz-btn line-road__checkin'}
              onClick={() => checkIn(head)}
            >
              {t('line.road.checkIn', { n: head.n })}
            </button>
          </>
        ) : (
          <p className="line-road__name">{t('line.road.done')}</p>
        )}
        {checkedIn.size > 0 && (
          <p className="line__fact">
            {t('line.road.progress', { n: stops.filter((s) => checkedIn.has(stopKey(s))).length, total: stops.length })}{' '}
            <button type="button" className="line__link line-road__restart" onClick={restart}>
              {t('line.road.restart')}
            </button>
          </p>
        )}
      </section>
      {rest.length > 1 && (
        <section className="line__section" aria-labelledby="line-road-rest">
          <h3 id="line-road-rest" className="line__heading">
            {t('line.road.rest')}
          </h3>
          <ol className="line-road__list">
            {rest.slice(1).map((s) => (
              <li key={`${s.n}-${s.stop.place.id}`}>
                <Link className="line-road__stop" to={pageOf(s.stop.place)}>
                  {t('line.road.nextIs', { n: s.n, name: s.stop.place.name })}
                </Link>
                {visitor && <span className="line-road__meta">{away(distanceKm(visitor, s.stop.place.location))}</span>}
                <Hours s={s} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <section className="line__section">
        <p className="line__fact">{t('line.road.hoursNote')}</p>
        <div className="line-road__links">
          <Link className="line__link" to={pageUrl('pages/line/map', { id: line.id })}>
            {t('line.road.map')}
          </Link>
          <Link className="line__link" to={pageUrl('pages/line/lineDetail', { id: line.id })}>
            {t('line.map.back')}
          </Link>
        </div>
      </section>
    </article>
  );
}

/** line/inTourLineInfo?id=: on the road — the next stop from where the visitor is, and the stops still ahead. */
export default function InTourLinePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('line', id, (i) => lines.line(i));
  if (state.phase === 'missing') return <Missing look="place" text="line.detail.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="line.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <OnTheRoad line={state.data} />;
}
