import { useState } from 'react';
import type { SuggestCard, SuggestThemes } from '../../api/suggest';
import { Chip, ChipRow } from '../../features/food';
import { suggest, SuggestRow } from '../../features/suggest';
import { t, type MessageKey } from '../../i18n';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { usePagedList, type PagedList } from '../../ui/query/usePagedList';

/** Themes shown before "more": the most used ones fit two or three rows on a phone. */
const FIRST_THEMES = 10;

export interface Filter {
  cityId?: number;
  theme?: string;
  set: (key: 'cityId' | 'theme', value: string | undefined) => void;
  clear: () => void;
}

function Chips({ data, cityId, theme, set }: { data: SuggestThemes } & Filter) {
  const [all, setAll] = useState(false);
  const shown = all ? data.themes : data.themes.filter((th, i) => i < FIRST_THEMES || th.name === theme);
  const hidden = data.themes.length - shown.length;
  return (
    <div className="classic__filters">
      <ChipRow label={t('suggest.filter.cities')}>
        <Chip pressed={!cityId} onClick={() => set('cityId', undefined)}>
          {t('suggest.filter.allCities')}
        </Chip>
        {data.cities.map((c) => (
          <Chip key={c.id} pressed={cityId === c.id} onClick={() => set('cityId', String(c.id))}>
            {c.name}
          </Chip>
        ))}
      </ChipRow>
      <ChipRow label={t('suggest.filter.themes')}>
        <Chip pressed={!theme} onClick={() => set('theme', undefined)}>
          {t('suggest.filter.allThemes')}
        </Chip>
        {shown.map((th) => (
          <Chip key={th.name} pressed={theme === th.name} onClick={() => set('theme', th.name)}>
            {th.name}
          </Chip>
        ))}
        {hidden > 0 && (
          <button type="button" className="cate-chip classic__more" onClick={() => setAll(true)}>
            {t('suggest.filter.moreThemes', { n: hidden })}
          </button>
        )}
      </ChipRow>
    </div>
  );
}

/** A paged list with its loading, error, empty and count lines. */
export function Paged<T>({
  list,
  empty,
  failed,
  count,
  row,
  action,
}: {
  list: PagedList<T>;
  empty: MessageKey;
  failed: MessageKey;
  count?: MessageKey;
  row: (item: T) => React.ReactNode;
  action?: { label: MessageKey; onClick: () => void };
}) {
  if (list.phase === 'loading') return <CardSkeleton rows={4} />;
  if (list.phase === 'error') return <ErrorState text={failed} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text={empty} action={action} />;
  return (
    <>
      {count && (
        <p className="classic__count" role="status">
          {t(count, { n: list.total })}
        </p>
      )}
      <div className="suggest-list">{list.items.map(row)}</div>
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}

/** The suggestions, newest first, with the city and theme chips above them. */
export function Articles(filter: Filter) {
  const { cityId, theme } = filter;
  const chips = useLoad(['suggest-themes'], () => suggest.themes());
  const list = usePagedList(['suggest', `${cityId ?? ''}|${theme ?? ''}`], (page) => suggest.list({ cityId, theme, page, size: 20 }));
  return (
    <>
      {chips.phase === 'ready' && <Chips data={chips.data} {...filter} />}
      {chips.phase === 'loading' && <div className="classic__chips-skeleton" aria-hidden="true" />}
      {chips.phase === 'error' && (
        <p className="classic__muted">
          {t('suggest.filter.failed')}{' '}
          <button type="button" className="classic__retry" onClick={chips.retry}>
            {t('list.retry')}
          </button>
        </p>
      )}
      <div className="classic__body" aria-busy={list.phase === 'loading'}>
        <Paged<SuggestCard>
          list={list}
          empty="suggest.list.empty"
          failed="suggest.list.failed"
          count="suggest.list.count"
          row={(s) => <SuggestRow key={s.id} item={s} />}
          action={cityId || theme ? { label: 'suggest.list.showAll', onClick: filter.clear } : undefined}
        />
      </div>
    </>
  );
}
