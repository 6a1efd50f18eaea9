import { Link } from '../../ui/Link';
import { type PlaceCard } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';
import { gradeLabel, kindLabel, priceIsAmount, priceLabel } from '../../ui/place/format';
import { fromHereLabel } from './detailFacts';
import { useLoad } from '../../ui/query';
import { pageOf } from '../../lib/pageUrl';

interface StripProps {
  /** Names the query, so pages that show the same strip share one answer. */
  queryKey: readonly unknown[];
  load: () => Promise<PlaceCard[] | false>;
  title: MessageKey;
  empty: MessageKey;
  /** Distances in the answer are from the place (nearby lists), not from the visitor. */
  fromHere?: boolean;
  more?: { to: string; label: MessageKey };
}

/** A titled row of place cards that scrolls sideways: nearby food and sights, guess-you-like. */
export function PlaceStrip({ queryKey, load, title, empty, fromHere = false, more }: StripProps) {
  const q = useLoad(queryKey, load, { accept: Array.isArray });
  const id = `poi-strip-${String(queryKey[1])}`;
  return (
    <section className="poi-card poi-strip" aria-labelledby={id}>
      <div className="poi-card__head">
        <h3 id={id} className="poi-card__title">
          {t(title)}
        </h3>
        {more && q.data && q.data.length > 0 && (
          <Link className="poi-card__more" to={more.to}>
            {t(more.label)}
          </Link>
        )}
      </div>
      {q.phase === 'loading' && (
        <div className="poi-strip__row" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="poi-strip__item poi-strip__item--ghost" />
          ))}
        </div>
      )}
      {q.phase === 'error' && (
        <p className="poi-card__muted">
          {t('list.error')}{' '}
          <button type="button" className="poi-inline-btn" onClick={q.retry}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {q.data && q.data.length === 0 && <p className="poi-card__muted">{t(empty)}</p>}
      {q.data && q.data.length > 0 && (
        <ul className="poi-strip__row">
          {q.data.map((p) => {
            const sub = fromHere ? fromHereLabel(p.distance) : gradeLabel(p) || kindLabel(p.kind);
            const price = priceLabel(p);
            return (
              <li key={p.id} className="poi-strip__item">
                <Link to={pageOf(p)} className="poi-strip__link">
                  <Cover src={p.cover} name={p.name} width={320} height={240} className="poi-strip__cover" crop={cardCrop(p.crop)} />
                  <span className="poi-strip__name">{p.name}</span>
                  {sub && <span className="poi-strip__sub">{sub}</span>}
                  {price && <span className={priceIsAmount(p) ? 'poi-strip__price' : 'poi-strip__level'}>{price}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
