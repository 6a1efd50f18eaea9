import type { LineThemeId, LineThemes } from '../../api/lines';
import { Chip, ChipRow } from '../../features/food';
import { t } from '../../i18n';
import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { useAddressFilter } from '../../ui/useAddressFilter';
import { LineList } from './LineList';
import { lines } from './lines';
import './Line.css';

/** The filter in the address (`?theme=family&days=2`), so a shared link opens the same list. */
function useFilter() {
  const { params, set, clear } = useAddressFilter<'days' | 'theme'>();
  const days = Number(params.get('days')) || undefined;
  const theme = (params.get('theme') || undefined) as LineThemeId | undefined;
  return { days, theme, set, clear };
}

function Chips({ data, days, theme, set }: { data: LineThemes } & Omit<ReturnType<typeof useFilter>, 'clear'>) {
  return (
    <div className="line__filters">
      <ChipRow label={t('line.index.themes')}>
        <Chip pressed={!theme} onClick={() => set('theme', undefined)}>
          {t('line.index.allThemes')}
        </Chip>
        {data.themes.map((th) => (
          <Chip key={th.id} pressed={theme === th.id} onClick={() => set('theme', th.id)}>
            {th.name}
          </Chip>
        ))}
      </ChipRow>
      <ChipRow label={t('line.index.lengths')}>
        <Chip pressed={!days} onClick={() => set('days', undefined)}>
          {t('line.index.allLengths')}
        </Chip>
        {data.lengths.map((l) => (
          <Chip key={l.days} pressed={days === l.days} onClick={() => set('days', String(l.days))}>
            {t('line.days', { n: l.days })}
          </Chip>
        ))}
      </ChipRow>
    </div>
  );
}

/** line/index: the recommended lines, paged, by theme and length. */
export default function LineIndexPage() {
  const filter = useFilter();
  const { days, theme } = filter;
  const chips = useLoad(['line-themes'], () => lines.themes());
  const list = usePagedList(['lines', `${theme ?? ''}|${days ?? ''}`], (page) => lines.lines({ theme, days, page, size: 20 }));
  return (
    <div className="line">
      <header className="line__intro">
        <h2 className="line__title">{t('title.line/index')}</h2>
        <p className="line__lead">{t('line.index.lead')}</p>
      </header>
      {chips.phase === 'ready' ? <Chips data={chips.data} {...filter} /> : chips.phase === 'loading' && <div className="line__chips-skeleton" aria-hidden="true" />}
      <div className="line__body" aria-busy={list.phase === 'loading'}>
        <LineList list={list} empty={theme || days ? { label: 'line.list.showAll', onClick: filter.clear } : undefined} />
      </div>
    </div>
  );
}
