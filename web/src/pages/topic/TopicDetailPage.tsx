import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { releaseFirstPaint } from '../../api/firstPaint';
import type { TopicDetail } from '../../api/topics';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { pageUrl } from '../../lib/pageUrl';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { DetailCover } from '../../ui/place/DetailCover';
import { useLoad, useRecord } from '../../ui/query';
import { topics } from './topics';
import '../../ui/place/PlaceCard.css';
import './Topic.css';

/** The topic page's QR code, drawn by the server (it only ever holds an address of ours). */
function ShareCode({ id }: { id: string }) {
  const code = useLoad(['topic-code', id], () => topics.topicCode(id));
  return (
    <section className="topic__section" aria-labelledby="topic-share">
      <h3 id="topic-share" className="topic__heading">
        {t('topic.share.title')}
      </h3>
      {code.phase === 'loading' && <div className="topic__qr topic__qr--empty" aria-hidden="true" />}
      {code.phase === 'error' && (
        <p className="topic__fact">
          {t('topic.share.failed')}{' '}
          <button type="button" className="yz-btn" onClick={code.retry}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {code.phase === 'ready' && (
        <img className="topic__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.data.svg)}`} alt={t('topic.share.label')} width={200} height={200} />
      )}
      <p className="topic__fact">{t('topic.share.hint')}</p>
    </section>
  );
}

/** Views and visitors, counted from the page views, and the visitors who keep the topic. */
function Statistics({ id }: { id: string }) {
  const stats = useLoad(['topic-stats', id], () => topics.statistics(id));
  return (
    <section className="topic__section" aria-labelledby="topic-stats">
      <h3 id="topic-stats" className="topic__heading">
        {t('topic.stats.title')}
      </h3>
      {stats.phase === 'loading' && <p className="topic__fact topic__fact--wait" aria-hidden="true" />}
      {stats.phase === 'error' && (
        <p className="topic__fact">
          {t('topic.stats.failed')}{' '}
          <button type="button" className="yz-btn" onClick={stats.retry}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {stats.phase === 'ready' && stats.data && (
        <p className="topic__figures">
          <span>{t('topic.stats.views', { n: stats.data.views })}</span>
          <span>{t('topic.stats.visitors', { n: stats.data.visitors })}</span>
          <span>{t('topic.stats.favourites', { n: stats.data.favourites })}</span>
        </p>
      )}
      <p className="topic__fact">{t('topic.stats.note')}</p>
    </section>
  );
}

function Topic({ topic }: { topic: TopicDetail }) {
  // The server's first-paint markup of this page gives way once the app's is on screen.
  useEffect(releaseFirstPaint, []);
  return (
    <article className="topic">
      <DetailCover className="topic__cover" photos={topic.photos} name={topic.title} />
      <header className="topic__intro">
        <h2 className="topic__title">{topic.title}</h2>
        {topic.title_en && (
          <p className="topic__en" lang="en">
            {topic.title_en}
          </p>
        )}
        <p className="topic__lead">{topic.summary}</p>
        <FavouriteHeart kind="topic" id={topic.id} />
      </header>
      <section className="topic__section" aria-labelledby="topic-places">
        <h3 id="topic-places" className="topic__heading">
          {t('topic.detail.places')}
        </h3>
        {topic.places.length === 0 ? (
          <p className="topic__fact">{t('topic.detail.placesEmpty')}</p>
        ) : (
          <div className="topic__places">
            {topic.places.map((p) => (
              <PlaceCard key={p.id} place={p} />
            ))}
          </div>
        )}
      </section>
      <Statistics id={topic.id} />
      <ShareCode id={topic.id} />
      {topic.source && <p className="topic__source">{t('topic.source', { source: datedSource(topic.source) })}</p>}
      <p className="topic__more">
        <Link className="yz-btn" to={pageUrl('pages/topic/index')}>
          {t('topic.detail.all')}
        </Link>
      </p>
    </article>
  );
}

/** topic/detail?id=: a topic, its places as cards, its figures and its share code. */
export default function TopicDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('topic', id, (i) => topics.topic(i));
  if (state.phase === 'missing') return <Missing look="place" text="topic.detail.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="topic.detail.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Topic topic={state.data} />;
}
