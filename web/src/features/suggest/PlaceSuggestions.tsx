import { t } from '../../i18n';
import { useLoad } from '../../ui/query';
import { suggest } from './suggest';
import { SuggestRow } from './SuggestRow';

/**
 * The place page's "recommended articles": the suggestions that mention the place. Nothing
 * at all when none does (a section saying so would only be noise on a long page).
 */
export default function PlaceSuggestions({ placeId }: { placeId: string }) {
  const q = useLoad(['suggest-of-place', placeId], () => suggest.ofPlace(placeId));
  if (q.phase === 'loading' || q.phase === 'missing') return null;
  if (q.phase === 'ready' && q.data.length === 0) return null;
  return (
    <section className="suggest-place" aria-labelledby="suggest-place-title">
      <h3 id="suggest-place-title" className="suggest-place__title">
        {t('suggest.place.title')}
      </h3>
      {q.phase === 'error' ? (
        <p className="suggest-place__muted">
          {t('suggest.place.failed')}{' '}
          <button type="button" className="suggest-place__retry" onClick={q.retry}>
            {t('list.retry')}
          </button>
        </p>
      ) : (
        <div className="suggest-list">
          {q.data.map((s) => (
            <SuggestRow key={s.id} item={s} />
          ))}
        </div>
      )}
    </section>
  );
}
