import { Navigate, useSearchParams } from 'react-router';
import type { ThemeId } from '../../api/famous';
import { ChipLink } from '../../features/food';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { famous } from './famous';
import { PersonList } from './PersonList';
import './Famous.css';

function ThemePeople({ theme }: { theme: ThemeId }) {
  const list = usePagedList(['famous-theme', theme], (page) => famous.people({ theme, page, size: 20 }));
  return <PersonList list={list} />;
}

/** famous/theme?id=: the people of one theme, and the way to the others. */
export default function ThemePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const themes = useLoad(['famous-themes'], () => famous.themes());
  // Search leads topics (专题) here too: they have their own page.
  if (id.startsWith('topic-')) return <Navigate replace to={pageUrl('pages/topic/detail', { id })} />;
  if (themes.phase === 'error') return <Missing look="place" text="famous.index.failed" onRetry={themes.retry} />;
  if (themes.phase !== 'ready') return <PageSkeleton rows={3} />;
  const theme = themes.data.themes.find((th) => th.id === id);
  if (!theme) return <Missing look="place" text="famous.theme.notFound" />;
  const others = themes.data.themes.filter((th) => th.id !== theme.id);
  return (
    <div className="famous">
      <header className="famous__intro">
        <h2 className="famous__title">{theme.name}</h2>
        <p className="famous__lead">{t('famous.theme.lead', { n: theme.people })}</p>
      </header>
      <div className="famous__body">
        <ThemePeople theme={theme.id as ThemeId} />
      </div>
      {others.length > 0 && (
        <section className="famous__section" aria-labelledby="famous-other-themes">
          <h3 id="famous-other-themes" className="famous__heading">
            {t('famous.theme.others')}
          </h3>
          <div className="cate-chips">
            {others.map((th) => (
              <ChipLink key={th.id} to={pageUrl('pages/famous/theme', { id: th.id })}>
                {th.name}
              </ChipLink>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
