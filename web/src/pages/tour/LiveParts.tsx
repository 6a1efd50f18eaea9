import type { Crowd, Sun, Weather } from '../../api/live';
import { t } from '../../i18n';
import { clock, LEVEL_CLASS } from './LiveStream';

/** 日出 06:30 · 日落 17:00, computed for the city centre. */
export function SunLine({ sun }: { sun: Sun }) {
  if (!sun.sunrise || !sun.sunset) return <span>{t('live.sunNone')}</span>;
  return <span>{t('live.sun', { sunrise: sun.sunrise, sunset: sun.sunset })}</span>;
}

/** The weather, or plainly that there is none: never a made-up reading. */
export function WeatherLine({ weather, withTime = false }: { weather: Weather; withTime?: boolean }) {
  if (weather.state === 'not_configured') return <span className="live__muted">{t('live.weather.notConfigured')}</span>;
  if (weather.state !== 'fresh' || weather.text == null || weather.temperature_c == null) {
    return <span className="live__muted">{t('live.weather.unknown')}</span>;
  }
  return (
    <span>
      {t('live.weather.fresh', { text: weather.text, temp: weather.temperature_c })}
      {withTime && weather.observed_at && <span className="live__muted"> · {t('live.weather.observed', { time: clock(weather.observed_at) })}</span>}
    </span>
  );
}

/** A crowd level as a badge; unknown (stale or never sent) says so. */
export function LevelBadge({ crowd }: { crowd: Crowd }) {
  const word = crowd.state === 'fresh' && crowd.level ? crowd.level : null;
  return <span className={`live-level ${word ? LEVEL_CLASS[word] : 'live-level--unknown'}`}>{word ?? t('live.crowd.unknown')}</span>;
}

/** When the level was observed, or why it is unknown. */
export function CrowdTime({ crowd }: { crowd: Crowd }) {
  if (!crowd.observed_at) return <span className="live__muted">{t('live.crowd.never')}</span>;
  const time = clock(crowd.observed_at);
  return <span className="live__muted">{crowd.state === 'fresh' ? t('live.crowd.observed', { time }) : t('live.crowd.stale', { time })}</span>;
}
