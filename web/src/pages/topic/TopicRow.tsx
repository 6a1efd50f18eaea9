import type { TopicCard } from '../../api/topics';
import { t } from '../../i18n';
import { pageOf } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';

/** A topic in a list: its first place's cover, title, cities and summary. */
export function TopicRow({ topic }: { topic: TopicCard }) {
  const facts = [topic.city_names.join(t('topic.sep')), t('topic.card.places', { n: topic.place_count })].filter(Boolean);
  return (
    <Link className="topic-row" to={pageOf(topic)}>
      {topic.cover && <Cover className="topic-row__cover" src={topic.cover} name={topic.title} width={96} height={96} crop={cardCrop(topic.crop, 1)} />}
      <span className="topic-row__body">
        <span className="topic-row__name">{topic.title}</span>
        <span className="topic-row__facts">{facts.join(' · ')}</span>
        <span className="topic-row__summary">{topic.summary}</span>
      </span>
    </Link>
  );
}
