import type { PlaceStory } from '../../api/famous';
import { t } from '../../i18n';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { Cover } from '../../ui/place/Cover';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { PersonRow } from './PersonRow';
import { usePlaceStory } from './usePlaceStory';
import '../../ui/place/PlaceCard.css';
import './Famous.css';

function Story({ story }: { story: PlaceStory }) {
  const { person, place } = story;
  return (
    <article className="famous">
      <Cover className="famous__cover" src={place.cover} name={place.name} eager />
      <header className="famous__head">
        <p className="famous__kicker">{t('famous.story.kicker', { name: person.name })}</p>
        <h2 className="famous__name">{t('famous.story.title', { person: person.name, place: place.name })}</h2>
      </header>
      <section className="famous__section" aria-labelledby="famous-story">
        <h3 id="famous-story" className="famous__heading">
          {t('famous.person.story')}
        </h3>
        <p className={story.story ? 'famous__text' : 'famous__text famous__quiet'}>{story.story || t('famous.person.noStory')}</p>
        <div className="famous__actions">
          <Link className="yz-btn yz-btn--primary" to={pageOf(place)}>
            {t('famous.intro.openPlace')}
          </Link>
          <Link className="yz-btn" to={pageUrl('pages/famous/scenicintro', { id: place.id, personId: person.id })}>
            {t('famous.story.intro')}
          </Link>
        </div>
      </section>
      <section className="famous__section" aria-labelledby="famous-about-person">
        <h3 id="famous-about-person" className="famous__heading">
          {t('famous.story.person', { name: person.name })}
        </h3>
        <div className="famous__list">
          <PersonRow person={person} />
        </div>
      </section>
      {story.others.length > 0 && (
        <section className="famous__section" aria-labelledby="famous-others">
          <h3 id="famous-others" className="famous__heading">
            {t('famous.story.others', { name: person.name })}
          </h3>
          {story.others.map((p) => (
            <PlaceCard key={p.id} place={p} to={pageUrl('pages/famous/scenicdetail', { id: p.id, personId: person.id })} />
          ))}
        </section>
      )}
    </article>
  );
}

/** famous/scenicdetail?id=&personId=: one place in one person's life, its story first. */
export default function PlaceStoryPage() {
  const state = usePlaceStory();
  if (state.phase === 'missing') return <Missing look="place" text="famous.story.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="famous.story.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Story story={state.data} />;
}
