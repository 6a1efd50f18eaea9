// spring/banner (docs/QUIZ.md): the travel-persona test's cover: what it is and the
// personas it can give.
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { quiz } from '../../features/quiz';

export default function SpringBannerPage() {
  const test = useLoad(['persona-test'], () => quiz.personaTest());
  const d = test.data;
  return (
    <div className="quiz">
      <header className="quiz-hero">
        <h2>{t('persona.banner.title')}</h2>
        <p>{t('persona.banner.lead', { n: d?.questions.length ?? 6 })}</p>
      </header>
      {test.phase === 'loading' && !d && <PageSkeleton rows={3} />}
      {test.phase === 'error' && <ErrorState text="persona.test.failed" onRetry={test.retry} />}
      {d && (
        <>
          <Link className="quiz-btn" to={pageUrl('pages/spring/test')}>
            {t('persona.banner.start')}
          </Link>
          <h2>{t('persona.banner.personas')}</h2>
          <ul className="quiz-cards">
            {d.personas.map((p) => (
              <li key={p.id} className="quiz-card">
                <strong>{p.name}</strong>
                <small>{p.tagline}</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
