import { useEffect, useState } from 'react';
import { releaseFirstPaint } from '../../api/firstPaint';
import { useSearchParams } from 'react-router';
import { gpxUrl, type LineDay, type LineDetail, type LineStop } from '../../api/lines';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { ReadAloud } from '../../ui/ReadAloud';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { DetailCover } from '../../ui/place/DetailCover';
import { useRecord } from '../../ui/query';
import { duration } from './duration';
import { lines } from './lines';
import { isSavedOffline, saveLineOffline, type SaveOutcome } from './saveOffline';
import '../../ui/place/PlaceCard.css';
import './Line.css';

/** The way from the previous stop: an estimate, worded as one (about so long). */
function Leg({ leg }: { leg: NonNullable<LineStop['from_previous']> }) {
  const vars = { time: duration(leg.minutes), km: leg.distance_km };
  return <p className="line-leg">{t(leg.mode === 'walk' ? 'line.detail.leg.walk' : 'line.detail.leg.drive', vars)}</p>;
}

function Day({ day }: { day: LineDay }) {
  const heading = `line-day-${day.day}`;
  return (
    <section className="line__section" aria-labelledby={heading}>
      <h3 id={heading} className="line__heading">
        {t('line.detail.day', { n: day.day })}
      </h3>
      <p className="line__fact">{t('line.detail.daySum', { stops: day.stops.length, hours: duration(day.minutes), km: day.distance_km })}</p>
      <ol className="line-stops">
        {day.stops.map((s) => (
          <li key={`${s.order}-${s.place.id}`} className="line-stops__item">
            {s.from_previous && <Leg leg={s.from_previous} />}
            <div className="line-stops__card">
              <span className="line-stops__order" aria-hidden="true">
                {s.order}
              </span>
              <PlaceCard place={s.place} />
            </div>
            {(s.stay_minutes != null || s.note) && (
              <p className="line-stops__note">{[s.stay_minutes != null && t('line.detail.stay', { time: duration(s.stay_minutes) }), s.note].filter(Boolean).join(' · ')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 离线保存: the button while the line can be kept, then what was done (saveOffline.ts). */
function SaveOffline({ line }: { line: LineDetail }) {
  const [state, setState] = useState<'idle' | 'saving' | SaveOutcome>(() => (isSavedOffline(line.id) ? 'saved' : 'idle'));
  if (state === 'saved' || state === 'unsupported' || state === 'failed') {
    return (
      <p className="line__offline" role="status" data-state={state}>
        {t(`line.offline.${state}`)}
        {state === 'failed' && (
          <button type="button" className="yz-btn line__offline-retry" onClick={() => setState('idle')}>
            {t('line.offline.save')}
          </button>
        )}
      </p>
    );
  }
  const save = async () => {
    setState('saving');
    setState(await saveLineOffline(line));
  };
  return (
    <button type="button" className="yz-btn line__offline-save" disabled={state === 'saving'} aria-busy={state === 'saving'} onClick={() => void save()}>
      {t(state === 'saving' ? 'line.offline.saving' : 'line.offline.save')}
    </button>
  );
}

function Line({ line }: { line: LineDetail }) {
  // The server's first-paint markup of this page gives way once the app's is on screen.
  useEffect(releaseFirstPaint, []);
  return (
    <article className="line">
      <DetailCover className="line__cover" photos={line.photos} name={line.name} />
      <header className="line__intro">
        <h2 className="line__title">{line.name}</h2>
        {line.name_en && (
          <p className="line__en" lang="en">
            {line.name_en}
          </p>
        )}
        <p className="line__lead">{[t('line.days', { n: line.days }), line.theme_name, line.city_names.join(t('line.sep'))].filter(Boolean).join(' · ')}</p>
        <FavouriteHeart kind="line" id={line.id} />
      </header>
      <SaveOffline line={line} />
      <nav className="line__ways">
        <Link className="yz-btn" to={pageUrl('pages/line/map', { id: line.id })}>
          {t('line.detail.onMap')}
        </Link>
        <Link className="yz-btn yz-btn--primary" to={pageUrl('pages/line/inTourLineInfo', { id: line.id })}>
          {t('line.detail.onRoad')}
        </Link>
      </nav>
      <section className="line__section" aria-labelledby="line-about">
        <h3 id="line-about" className="line__heading">
          {t('line.detail.about')}
        </h3>
        <ReadAloud text={line.description} title={line.name} />
        <p className="line__text">{line.description}</p>
        {line.theme && (
          <Link className="line__link" to={pageUrl('pages/line/themeDetail', { id: line.theme })}>
            {line.theme_name}
          </Link>
        )}
      </section>
      {line.itinerary.map((d) => (
        <Day key={d.day} day={d} />
      ))}
      <section className="line__section" aria-labelledby="line-estimate">
        <h3 id="line-estimate" className="line__heading">
          {t('line.detail.estimate')}
        </h3>
        <p className="line__fact">{line.estimate}</p>
        <a className="yz-btn line__gpx" href={gpxUrl(line.id)} download={`${line.id}.gpx`}>
          {t('line.detail.gpx')}
        </a>
        <p className="line__fact">{t('line.detail.gpxHint')}</p>
      </section>
      {line.source && <p className="line__source">{t('line.source', { source: datedSource(line.source) })}</p>}
    </article>
  );
}

/** line/lineDetail?id=: a line day by day, stop by stop. */
export default function LineDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('line', id, (i) => lines.line(i));
  if (state.phase === 'missing') return <Missing look="place" text="line.detail.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="line.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Line line={state.data} />;
}
