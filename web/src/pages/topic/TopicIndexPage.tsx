import { t } from '../../i18n';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { TopicRow } from './TopicRow';
import { topics } from './topics';
import './Topic.css';

/** topic/index: every topic, paged, each leading to its page. */
export default function TopicIndexPage() {
  const list = usePagedList(['topics'], (page) => topics.topics({ page, size: 20 }));
  let body;
  if (list.phase === 'loading') body = <CardSkeleton rows={4} />;
  else if (list.phase === 'error') body = <ErrorState text="topic.list.failed" onRetry={list.retry} />;
  else if (list.items.length === 0) body = <EmptyState text="topic.list.empty" />;
  else
    body = (
      <>
        <p className="topic__count" role="status">
          {t('topic.list.count', { n: list.total })}
        </p>
        <div className="topic__list">
          {list.items.map((x) => (
            <TopicRow key={x.id} topic={x} />
          ))}
        </div>
        <LoadMore status={list.footer} onMore={list.loadMore} />
      </>
    );
  return (
    <div className="topic">
      <header className="topic__intro">
        <h2 className="topic__title">{t('title.topic/index')}</h2>
        <p className="topic__lead">{t('topic.index.lead')}</p>
      </header>
      <div className="topic__body" aria-busy={list.phase === 'loading'}>
        {body}
      </div>
    </div>
  );
}
