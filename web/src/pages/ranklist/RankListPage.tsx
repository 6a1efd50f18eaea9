import { useEffect } from 'react';
import { releaseFirstPaint } from '../../api/firstPaint';
import type { RankLists, RankQuery } from '../../api/rankings';
import { Chip, ChipRow } from '../../features/food';
import { t } from '../../i18n';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { kindLabel } from '../../ui/place/format';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { useAddressFilter } from '../../ui/useAddressFilter';
import { rankings } from './rankings';
import { RankListCard } from './RankListCard';
import './RankListPage.css';

type Kind = NonNullable<RankQuery['kind']>;

/** The filter in the address (`?cityId=1201&kind=food`), so a shared link opens the same lists. */
function useFilter() {
  const { params, set, clear } = useAddressFilter<'cityId' | 'kind'>();
  const cityId = Number(params.get('cityId')) || undefined;
  const kind = (params.get('kind') || undefined) as Kind | undefined;
  return { cityId, kind, set, clear };
}

function Chips({ data, cityId, kind, set }: { data: RankLists } & Omit<ReturnType<typeof useFilter>, 'clear'>) {
  return (
    <div className="ranklist__filters">
      <ChipRow label={t('ranklist.cities')}>
        <Chip pressed={!cityId} onClick={() => set('cityId', undefined)}>
          {t('ranklist.allCities')}
        </Chip>
        {data.cities.map((c) => (
          <Chip key={c.city_id} pressed={cityId === c.city_id} onClick={() => set('cityId', String(c.city_id))}>
            {c.city_name}
          </Chip>
        ))}
      </ChipRow>
      {(data.kinds.length > 0 || kind) && (
      <ChipRow label={t('ranklist.kinds')}>
        <Chip pressed={!kind} onClick={() => set('kind', undefined)}>
          {t('ranklist.allKinds')}
        </Chip>
        {data.kinds.map((k) => (
          <Chip key={k.kind} pressed={kind === k.kind} onClick={() => set('kind', k.kind)}>
            {kindLabel(k.kind)}
          </Chip>
        ))}
      </ChipRow>
      )}
    </div>
  );
}

/** ranklist/index: every rank list, by city and kind, each with its evidence. */
export default function RankListPage() {
  const filter = useFilter();
  const { cityId, kind } = filter;
  const state = useLoad(['rankList', cityId ?? 0, kind ?? ''], () => rankings.rankLists({ cityId, kind }), {
    keepWithin: 'rankList',
  });
  const data = state.data;
  // The server's first-paint markup (intro, chips, the first list's head) gives way once the
  // app has the lists to draw in its place.
  const settled = state.phase !== 'loading';
  useEffect(() => {
    if (settled) releaseFirstPaint();
  }, [settled]);
  return (
    <div className="ranklist">
      <header className="ranklist__intro">
        <h2 className="ranklist__title">{t('ranklist.title')}</h2>
        <p className="ranklist__lead">{t('ranklist.lead')}</p>
      </header>
      {data ? <Chips data={data} {...filter} /> : state.phase === 'loading' && <div className="ranklist__chips-skeleton" aria-hidden="true" />}
      <div className="ranklist__body" aria-busy={state.phase === 'loading'}>
        {state.phase === 'error' ? (
          <ErrorState text="ranklist.failed" onRetry={state.retry} />
        ) : state.phase !== 'ready' ? (
          <CardSkeleton rows={4} />
        ) : state.data.lists.length === 0 ? (
          <EmptyState
            text="ranklist.empty"
            action={
              cityId || kind
                ? {
                    label: 'ranklist.showAll',
                    onClick: filter.clear,
                  }
                : undefined
            }
          />
        ) : (
          <>
            <p className="ranklist__count" role="status">
              {t('ranklist.count', { n: state.data.lists.length })}
            </p>
            {state.data.lists.map((l) => (
              <RankListCard key={l.id} list={l} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
