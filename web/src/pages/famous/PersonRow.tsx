import type { PersonCard } from '../../api/famous';
import { t } from '../../i18n';
import { pageOf } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';

/** `1881—1936`, `1472年生`, or nothing when the years are unknown. */
export function years(p: Pick<PersonCard, 'born' | 'died'>): string {
  if (p.born != null && p.died != null) return t('famous.person.years', { born: p.born, died: p.died });
  if (p.born != null) return t('famous.person.born', { born: p.born });
  return '';
}

/** A person in a list: their initial as an avatar, name, era and calling, first lines of the life. */
export function PersonRow({ person }: { person: PersonCard }) {
  const parts = [person.era, person.title, person.city_name].filter(Boolean);
  return (
    <Link className="famous-person" to={pageOf(person)}>
      {person.cover ? (
        <Cover className="famous-person__photo" src={person.cover} name={person.name} width={96} height={96} sizes="96px" crop={cardCrop(person.crop, 1)} />
      ) : (
        <span className="famous-person__avatar" aria-hidden="true">
          {person.name.slice(0, 1)}
        </span>
      )}
      <span className="famous-person__body">
        <span className="famous-person__name">{person.name}</span>
        <span className="famous-person__line">
          {parts.map((part, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              {part}
            </span>
          ))}
        </span>
        <span className="famous-person__summary">{person.summary}</span>
        {person.place_count > 0 && <span className="famous-person__places">{t('famous.card.places', { n: person.place_count })}</span>}
      </span>
    </Link>
  );
}
