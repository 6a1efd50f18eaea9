import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { famous } from './famous';
import { PersonRow } from './PersonRow';
import './Famous.css';

/** How many people the entry shows before "all people". */
const FEATURED = 6;

/** famous/index: the themes to browse by, and the first people of the list. */
export default function FamousIndexPage() {
  const themes = useLoad(['famous-themes'], () => famous.themes());
  const people = useLoad(['famous-featured'], () => famous.people({ size: FEATURED }));
  return (
    <div className="famous">
      <header className="famous__intro">
        <h2 className="famous__title">{t('famous.index.title')}</h2>
        <p className="famous__lead">{t('famous.index.lead')}</p>
      </header>
      <section className="famous__section" aria-labelledby="famous-themes">
        <h3 id="famous-themes" className="famous__heading">
          {t('famous.index.themes')}
        </h3>
        {themes.phase === 'error' ? (
          <ErrorState text="famous.index.failed" onRetry={themes.retry} />
        ) : themes.phase !== 'ready' ? (
          <div className="famous__themes-skeleton" aria-hidden="true" />
        ) : (
          <ul className="famous__themes">
            {themes.data.themes.map((th) => (
              <li key={th.id}>
                <Link className="famous-theme" to={pageUrl('pages/famous/theme', { id: th.id })}>
                  <span className="famous-theme__name">{th.name}</span>
                  <span className="famous-theme__count">{t('famous.theme.count', { n: th.people })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="famous__section" aria-labelledby="famous-featured">
        <h3 id="famous-featured" className="famous__heading">
          {t('famous.index.featured')}
        </h3>
        {people.phase === 'error' ? (
          <ErrorState text="famous.index.failed" onRetry={people.retry} />
        ) : people.phase !== 'ready' ? (
          <CardSkeleton rows={3} />
        ) : (
          <>
            <div className="famous__list">
              {people.data.list.map((p) => (
                <PersonRow key={p.id} person={p} />
              ))}
            </div>
            <Link className="yz-btn famous__more" to={pageUrl('pages/famous/people')}>
              {t('famous.index.all', { n: people.data.total })}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
