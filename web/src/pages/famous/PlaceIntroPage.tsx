import type { PlaceStory } from '../../api/famous';
import { t } from '../../i18n';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { Cover } from '../../ui/place/Cover';
import { usePlaceStory } from './usePlaceStory';
import './Famous.css';

function Intro({ story }: { story: PlaceStory }) {
  const { person, place } = story;
  return (
    <article className="famous">
      <Cover className="famous__cover" src={place.cover} name={place.name} eager />
      <header className="famous__head">
        <p className="famous__kicker">{t('famous.story.kicker', { name: person.name })}</p>
        <h2 className="famous__name">{place.name}</h2>
        <p className="famous__where">{[place.city_name, place.county_name].filter(Boolean).join(' · ')}</p>
      </header>
      <section className="famous__section" aria-labelledby="famous-about">
        <h3 id="famous-about" className="famous__heading">
          {t('famous.intro.about')}
        </h3>
        <p className="famous__text">{story.description}</p>
        {place.address && <p className="famous__fact">{t('famous.intro.address', { address: place.address })}</p>}
        {place.opening_hours && <p className="famous__fact">{t('famous.intro.hours', { hours: place.opening_hours })}</p>}
        <div className="famous__actions">
          <Link className="yz-btn yz-btn--primary" to={pageOf(place)}>
            {t('famous.intro.openPlace')}
          </Link>
          <Link className="yz-btn" to={pageUrl('pages/famous/scenicdetail', { id: place.id, personId: person.id })}>
            {t('famous.intro.readStory', { name: person.name })}
          </Link>
        </div>
      </section>
    </article>
  );
}

/** famous/scenicintro?id=&personId=: the place itself, introduced for a visitor who came from a person. */
export default function PlaceIntroPage() {
  const state = usePlaceStory();
  if (state.phase === 'missing') return <Missing look="place" text="famous.story.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="famous.story.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Intro story={state.data} />;
}
