import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { releaseFirstPaint } from '../../api/firstPaint';
import type { PersonDetail } from '../../api/famous';
import { t } from '../../i18n';
import { datedSource } from '../../lib/plainSource';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { DetailCover } from '../../ui/place/DetailCover';
import { useRecord } from '../../ui/query';
import { famous } from './famous';
import { years } from './PersonRow';
import '../../ui/place/PlaceCard.css';
import './Famous.css';
import { ReadAloud } from '../../ui/ReadAloud';
import { FavouriteHeart } from '../../ui/FavouriteHeart';

/** The places of the person's life: each as its place card (opening its page) with its story. */
function Places({ person }: { person: PersonDetail }) {
  if (person.places.length === 0) return <p className="famous__quiet">{t('famous.person.noPlaces')}</p>;
  return (
    <ol className="famous-places">
      {person.places.map(({ place, story }) => (
        <li key={place.id} className="famous-places__item">
          <PlaceCard place={place} />
          <p className={story ? 'famous-places__story' : 'famous-places__story famous__quiet'}>{story || t('famous.person.noStory')}</p>
          <Link className="famous__link" to={pageUrl('pages/famous/scenicdetail', { id: place.id, personId: person.id })}>
            {t('famous.person.readStory')}
          </Link>
        </li>
      ))}
    </ol>
  );
}

function Person({ person }: { person: PersonDetail }) {
  // The server's first-paint markup of this page gives way once the app's is on screen.
  useEffect(releaseFirstPaint, []);
  const when = years(person);
  return (
    <article className="famous">
      <DetailCover className="famous__cover" photos={person.photos} name={person.name} />
      <header className="famous__intro famous__intro--person">
        <span className="famous-person__avatar famous-person__avatar--big" aria-hidden="true">
          {person.name.slice(0, 1)}
        </span>
        <div>
          <h2 className="famous__title">{person.name}</h2>
          {person.name_en && (
            <p className="famous__en" lang="en">
              {person.name_en}
            </p>
          )}
          <p className="famous__lead">{[person.era, when, person.title].filter(Boolean).join(' · ')}</p>
          <p className="famous__lead">{[person.city_name, person.hometown && t('famous.person.hometown', { county: person.hometown })].filter(Boolean).join(' · ')}</p>
          <FavouriteHeart kind="person" id={person.id} />
        </div>
      </header>
      <section className="famous__section" aria-labelledby="famous-bio">
        <h3 id="famous-bio" className="famous__heading">
          {t('famous.person.bio')}
        </h3>
        <ReadAloud text={person.biography} title={person.name} />
        <p className="famous__text">{person.biography}</p>
      </section>
      <section className="famous__section" aria-labelledby="famous-places">
        <h3 id="famous-places" className="famous__heading">
          {t('famous.person.places')}
        </h3>
        <Places person={person} />
        {person.trail && (
          <Link className="famous__trail" to={pageUrl('pages/line/lineDetail', { id: person.trail })}>
            <span className="famous__trail-title">{t('famous.person.trail', { name: person.name })}</span>
            <span className="famous__trail-hint">{t('famous.person.trailHint', { n: person.places.length })}</span>
          </Link>
        )}
      </section>
      {person.source && <p className="famous__source">{t('famous.source', { source: datedSource(person.source) })}</p>}
    </article>
  );
}

/** famous/peopledetail?id=: a person's life and the places of it. */
export default function PersonPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useRecord('famous-person', id, (i) => famous.person(i));
  if (state.phase === 'missing') return <Missing look="place" text="famous.person.notFound" />;
  if (state.phase === 'error') return <Missing look="place" text="famous.person.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Person person={state.data} />;
}
