import type { SuggestDetail as Detail } from '../../api/suggest';
import { ChipLink } from '../../features/food';
import { suggest } from '../../features/suggest';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { pageUrl } from '../../lib/pageUrl';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { useRecord } from '../../ui/query';
import '../../ui/place/PlaceCard.css';

function Article({ item }: { item: Detail }) {
  const paragraphs = item.body.split(/\n+/).filter((p) => p.trim());
  return (
    <article className="classic">
      <header className="classic__intro">
        <h2 className="classic__title">{item.title}</h2>
        <p className="classic__lead">{item.summary}</p>
        <p className="classic__lead">
          <time dateTime={item.published_at}>{t('suggest.detail.meta', { date: item.date, city: item.city_name || t('suggest.province') })}</time>
        </p>
      </header>
      <section className="classic__section" aria-label={item.title}>
        {paragraphs.map((p, i) => (
          <p key={i} className="classic__text">
            {p}
          </p>
        ))}
      </section>
      <section className="classic__section" aria-labelledby="classic-places">
        <h3 id="classic-places" className="classic__heading">
          {t('suggest.detail.places')}
        </h3>
        {item.places.length === 0 ? (
          <p className="classic__muted">{t('suggest.detail.noPlaces')}</p>
        ) : (
          <div className="suggest-list">
            {item.places.map((p) => (
              <PlaceCard key={p.id} place={p} />
            ))}
          </div>
        )}
      </section>
      {item.themes.length > 0 && (
        <section className="classic__section" aria-labelledby="classic-themes">
          <h3 id="classic-themes" className="classic__heading">
            {t('suggest.detail.themes')}
          </h3>
          <div className="cate-chips">
            {item.themes.map((th) => (
              <ChipLink key={th} to={pageUrl('pages/tour/classic', { theme: th })}>
                {th}
              </ChipLink>
            ))}
          </div>
        </section>
      )}
      {item.source && <p className="classic__source">{t('suggest.source', { source: datedSource(item.source, item.published_at) })}</p>}
    </article>
  );
}

/** One suggestion (`tour/classic?id=`): its text, its places as place cards, its source. */
export function SuggestDetail({ id }: { id: string }) {
  const state = useRecord('suggest', id, (i) => suggest.detail(i));
  if (state.phase === 'missing') return <Missing look="place" text="suggest.detail.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="suggest.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Article item={state.data} />;
}
