import type { CityLive, ProvinceLive } from '../../api/live';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { live } from './LiveCalls';
import { crowdShown, LevelBadge, SunLine, WeatherLine, weatherShown } from './LiveParts';
import { clock, crowdNow, useEveryMinute, useLiveUpdates, useNow, weatherNow, type LiveUpdates } from './LiveStream';
import './Live.css';

function CityCard({ city, updates, now }: { city: CityLive; updates: LiveUpdates; now: number }) {
  const heading = `live-city-${city.city_id}`;
  // Only what is known: a current weather reading, spots with a report within its time.
  const weather = weatherNow(city.weather, updates.weather[city.city_id], now);
  const spots = city.crowd.map((c) => crowdNow(c, updates.crowd[c.place_id], now)).filter(crowdShown);
  return (
    <li className="live-card">
      {/* Named by all it shows (the city first), so a visitor steering by voice can say any of it. */}
      <Link className="live-card__link" to={pageUrl('pages/tour/livecity', { city_id: city.city_id })}>
        <span className="live-card__top">
          <span id={heading} className="live-card__name">
            {city.name}
          </span>
          {weatherShown(weather) && (
            <span className="live-card__weather">
              <WeatherLine weather={weather} />
            </span>
          )}
        </span>
        <span className="live-card__facts">
          <span className="live-card__open">{t('live.openNow', { n: city.open_now.open })}</span>
          <SunLine sun={city.sun} />
        </span>
        {city.open_examples.length > 0 && <span className="live-card__examples">{t('live.examples', { names: city.open_examples.map((o) => o.name).join(t('live.sep')) })}</span>}
        {spots.length > 0 && (
          <span className="live-card__crowd">
            {spots.map((c) => (
              <span key={c.place_id} className="live-card__spot" data-place={c.place_id}>
                <span className="live-card__spot-name">{c.name}</span>
                <LevelBadge crowd={c} />
              </span>
            ))}
          </span>
        )}
        {city.notices.length > 0 && <span className="live-card__notice">{city.notices[0]?.text}</span>}
      </Link>
    </li>
  );
}

function Province({ data, updates }: { data: ProvinceLive; updates: LiveUpdates }) {
  const now = useNow();
  if (data.cities.length === 0) return <EmptyState text="live.empty" />;
  return (
    <section className="live__section" aria-labelledby="live-cities">
      <h3 id="live-cities" className="live__heading">
        {t('live.cities')}
      </h3>
      <ul className="live-cards">
        {data.cities.map((c) => (
          <CityCard key={c.city_id} city={c} updates={updates} now={now} />
        ))}
      </ul>
      {data.cities.some((c) => c.crowd.some(crowdShown)) && <p className="live__note">{t('live.crowd.note')}</p>}
    </section>
  );
}

/** tour/live: every city now, updated in place as operators report. */
export default function LivePage() {
  const state = useLoad(['live-province'], () => live.province());
  const updates = useLiveUpdates(state.retry);
  useEveryMinute(state.retry);
  return (
    <div className="live">
      <header className="live__intro">
        <h2 className="live__title">{t('title.tour/live')}</h2>
        <p className="live__lead">{t('live.lead')}</p>
        {state.data && (
          <p className="live__stamp">
            {t('live.updated', { time: clock(state.data.now) })}
            {updates.streaming && <span className="live__dot"> · {t('live.streaming')}</span>}
          </p>
        )}
      </header>
      {state.data ? (
        <Province data={state.data} updates={updates} />
      ) : state.phase === 'error' ? (
        <ErrorState text="live.failed" onRetry={state.retry} />
      ) : (
        <PageSkeleton rows={4} />
      )}
    </div>
  );
}
