import { useSearchParams } from 'react-router';
import type { CityDetail } from '../../api/live';
import { t } from '../../i18n';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { EmptyState } from '../../ui/place/ListState';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { useRecord } from '../../ui/query';
import { live } from './LiveCalls';
import { CrowdTime, crowdShown, LevelBadge, Notices, SunLine, WeatherLine, weatherShown } from './LiveParts';
import { clock, crowdNow, useEveryMinute, useLiveUpdates, useNow, weatherNow, type LiveUpdates } from './LiveStream';
import '../../ui/place/PlaceCard.css';
import './Live.css';

const UNCLEAR = /^hours unclear: /;

function City({ city, updates }: { city: CityDetail; updates: LiveUpdates }) {
  const now = useNow();
  const weather = weatherNow(city.weather, updates.weather[city.city_id], now);
  // Only spots with a report within its time; the section is left out without one.
  const spots = city.crowd.map((s) => ({ place: s.place, crowd: crowdNow(s.crowd, updates.crowd[s.place.id], now) })).filter((s) => crowdShown(s.crowd));
  return (
    <article className="live">
      <header className="live__intro">
        <h2 className="live__title">{city.name}</h2>
        {weatherShown(weather) && (
          <p className="live__lead">
            <WeatherLine weather={weather} withTime />
          </p>
        )}
        <p className="live__lead">
          <SunLine sun={city.sun} />
        </p>
        <p className="live__stamp">
          {t('live.updated', { time: clock(city.now) })}
          {updates.streaming && <span className="live__dot"> · {t('live.streaming')}</span>}
        </p>
      </header>
      <Notices notices={city.notices} headingId="live-notices" />
      {spots.length > 0 && (
        <section className="live__section" aria-labelledby="live-crowd">
          <h3 id="live-crowd" className="live__heading">
            {t('live.crowd.title')}
          </h3>
          <ul className="live-spots">
            {spots.map((s) => (
              <li key={s.place.id} className="live-spots__item" data-place={s.place.id}>
                <PlaceCard place={s.place} />
                <p className="live-spots__level">
                  <LevelBadge crowd={s.crowd} /> <CrowdTime crowd={s.crowd} />
                </p>
              </li>
            ))}
          </ul>
          <p className="live__note">{t('live.crowd.note')}</p>
        </section>
      )}
      <section className="live__section" aria-labelledby="live-open">
        <h3 id="live-open" className="live__heading">
          {t('live.city.open')}
        </h3>
        <p className="live__note">{t('live.city.openCount', { open: city.open_now.open, closed: city.open_now.closed })}</p>
        {city.open.length === 0 ? (
          <EmptyState text="live.city.openEmpty" />
        ) : (
          <ul className="live-spots">
            {city.open.map((o) => (
              <li key={o.place.id} className="live-spots__item">
                <PlaceCard place={o.place} />
                <p className="live-spots__level live__muted">{o.closes_at ? t('live.city.closesAt', { time: o.closes_at }) : t('live.city.allDay')}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="live__note">{t('live.city.hoursNote')}</p>
      </section>
      {city.unclear.length > 0 && (
        <section className="live__section" aria-labelledby="live-unclear">
          <h3 id="live-unclear" className="live__heading">
            {t('live.city.unclear')}
          </h3>
          <ul className="live-unclear">
            {city.unclear.map((u) => (
              <li key={u.id}>
                <strong>{u.name}</strong> <span className="live__muted">{t('live.city.unclearNote', { text: u.note.replace(UNCLEAR, '') })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** tour/livecity?city_id=: one city now, updated in place as operators report. */
export default function LiveCityPage() {
  const [params] = useSearchParams();
  const raw = params.get('city_id')?.trim() ?? '';
  const id = /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? raw : null;
  const state = useRecord('live-city', id, (i) => live.city(Number(i)));
  const updates = useLiveUpdates(state.retry);
  useEveryMinute(state.retry);
  if (state.phase === 'missing') return <Missing look="place" text="live.city.notFound" />;
  if (state.data) return <City city={state.data} updates={updates} />;
  if (state.phase === 'error') return <Missing look="place" text="live.city.failed" onRetry={state.retry} />;
  return <PageSkeleton rows={3} />;
}
