import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LineDetail } from '../../api/lines';
import { OfflineMap, useTileLayer, type MapStop } from '../../features/offlineMap';
import { t } from '../../i18n';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { useRecord } from '../../ui/query';
import { lines } from './lines';
import { numberedStops } from './onTheRoad';
import '../../ui/place/PlaceCard.css';
import './Line.css';

// A stop the line places apart from its place (a gate, a pier) is marked at that point.
function LineMap({ line }: { line: LineDetail }) {
  const stops = useMemo(() => numberedStops(line), [line]);
  const marks: MapStop[] = useMemo(() => stops.map((s) => ({ ...(s.stop.location ?? s.stop.place.location), label: String(s.n), name: s.stop.place.name })), [stops]);
  const [selected, setSelected] = useState<number | null>(null);
  const first = stops[0]?.stop.place;
  const chosen = selected === null ? null : stops[selected];
  const { tiles } = useTileLayer();
  return (
    <article className="line">
      <header className="line__intro">
        <h2 className="line__title">{line.name}</h2>
        <p className="line__lead">{[t('line.days', { n: line.days }), line.city_names.join(t('line.sep'))].filter(Boolean).join(' · ')}</p>
      </header>
      {first && (
        <div className="line-map">
          <OfflineMap
            cityIds={line.city_ids}
            target={{ ...first.location, name: first.name, address: first.address }}
            pin={false}
            stops={marks}
            onStop={setSelected}
            label={t('line.map.label', { name: line.name })}
            className="line-map__map"
          />
        </div>
      )}
      {chosen && (
        <section className="line-map__selected" aria-live="polite" aria-label={t('line.map.selected')}>
          <p className="line-map__which">{t('line.map.stop', { n: chosen.n, day: chosen.day })}</p>
          <PlaceCard place={chosen.stop.place} />
          <button type="button" className="yz-btn line-map__close" onClick={() => setSelected(null)}>
            {t('line.map.close')}
          </button>
        </section>
      )}
      <section className="line__section" aria-labelledby="line-map-stops">
        <h3 id="line-map-stops" className="line__heading">
          {t('line.map.stops')}
        </h3>
        <ol className="line-map__list">
          {stops.map((s, i) => (
            <li key={`${s.n}-${s.stop.place.id}`}>
              <button type="button" className="line-map__num" aria-label={t('line.map.stop', { n: s.n, day: s.day })} aria-pressed={selected === i} onClick={() => setSelected(i)}>
                {s.n}
              </button>
              <Link className="line-map__name" to={pageOf(s.stop.place)}>
                {s.stop.place.name}
              </Link>
            </li>
          ))}
        </ol>
        <p className="line__fact">{t(tiles ? 'line.map.noteTiles' : 'line.map.note')}</p>
        <Link className="line__link" to={pageUrl('pages/line/lineDetail', { id: line.id })}>
          {t('line.map.back')}
        </Link>
      </section>
    </article>
  );
}

/** line/map?id=: a line's stops numbered on the offline map, joined in order. */
export default function LineMapPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('line', id, (i) => lines.line(i));
  if (state.phase === 'missing') return <Missing look="place" text="line.detail.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="line.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <LineMap line={state.data} />;
}
