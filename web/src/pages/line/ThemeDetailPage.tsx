import { useSearchParams } from 'react-router';
import type { LineThemeId } from '../../api/lines';
import { ChipLink } from '../../features/food';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { LineList } from './LineList';
import { lines } from './lines';
import './Line.css';

function ThemeLines({ theme }: { theme: LineThemeId }) {
  const list = usePagedList(['line-theme', theme], (page) => lines.lines({ theme, page, size: 20 }));
  return <LineList list={list} />;
}

/** line/themeDetail?id=: the lines of one theme, and the way to the others. */
export default function ThemeDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const themes = useLoad(['line-themes'], () => lines.themes());
  if (themes.phase === 'error') return <Missing look="place" text="line.index.failed" onRetry={themes.retry} />;
  if (themes.phase !== 'ready') return <PageSkeleton rows={3} />;
  const theme = themes.data.themes.find((th) => th.id === id);
  if (!theme) return <Missing look="place" text="line.theme.notFound" />;
  const others = themes.data.themes.filter((th) => th.id !== theme.id);
  return (
    <div className="line">
      <header className="line__intro">
        <h2 className="line__title">{theme.name}</h2>
        <p className="line__lead">{t('line.theme.lead', { n: theme.lines, name: theme.name })}</p>
      </header>
      <div className="line__body">
        <ThemeLines theme={theme.id as LineThemeId} />
      </div>
      {others.length > 0 && (
        <section className="line__section" aria-labelledby="line-other-themes">
          <h3 id="line-other-themes" className="line__heading">
            {t('line.theme.others')}
          </h3>
          <div className="cate-chips line__wrap">
            {others.map((th) => (
              <ChipLink key={th.id} to={pageUrl('pages/line/themeDetail', { id: th.id })}>
                {th.name}
              </ChipLink>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
