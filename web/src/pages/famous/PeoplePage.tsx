import type { FamousThemes, ThemeId } from '../../api/famous';
import { Chip, ChipRow } from '../../features/food';
import { t } from '../../i18n';
import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { useAddressFilter } from '../../ui/useAddressFilter';
import { famous } from './famous';
import { PersonList } from './PersonList';
import './Famous.css';

/** The filter in the address (`?theme=science&cityId=1205`), so a shared link opens the same list. */
function useFilter() {
  const { params, set, clear } = useAddressFilter<'cityId' | 'theme'>();
  const cityId = Number(params.get('cityId')) || undefined;
  const theme = (params.get('theme') || undefined) as ThemeId | undefined;
  return { cityId, theme, set, clear };
}

function Chips({ data, cityId, theme, set }: { data: FamousThemes } & Omit<ReturnType<typeof useFilter>, 'clear'>) {
  return (
    <div className="famous__filters">
      <ChipRow label={t('famous.people.themes')}>
        <Chip pressed={!theme} onClick={() => set('theme', undefined)}>
          {t('famous.people.allThemes')}
        </Chip>
        {data.themes.map((th) => (
          <Chip key={th.id} pressed={theme === th.id} onClick={() => set('theme', th.id)}>
            {th.name}
          </Chip>
        ))}
      </ChipRow>
      <ChipRow label={t('famous.people.cities')}>
        <Chip pressed={!cityId} onClick={() => set('cityId', undefined)}>
          {t('famous.people.allCities')}
        </Chip>
        {data.cities.map((c) => (
          <Chip key={c.city_id} pressed={cityId === c.city_id} onClick={() => set('cityId', String(c.city_id))}>
            {c.city_name}
          </Chip>
        ))}
      </ChipRow>
    </div>
  );
}

/** famous/people: every person, paged, by theme and city. */
export default function PeoplePage() {
  const filter = useFilter();
  const { cityId, theme } = filter;
  const chips = useLoad(['famous-themes'], () => famous.themes());
  const list = usePagedList(['famous-people', `${theme ?? ''}|${cityId ?? ''}`], (page) => famous.people({ theme, cityId, page, size: 20 }));
  return (
    <div className="famous">
      <header className="famous__intro">
        <h2 className="famous__title">{t('title.famous/people')}</h2>
        <p className="famous__lead">{t('famous.index.lead')}</p>
      </header>
      {chips.phase === 'ready' ? <Chips data={chips.data} {...filter} /> : chips.phase === 'loading' && <div className="famous__chips-skeleton" aria-hidden="true" />}
      <div className="famous__body" aria-busy={list.phase === 'loading'}>
        <PersonList list={list} empty={theme || cityId ? { label: 'famous.people.showAll', onClick: filter.clear } : undefined} />
      </div>
    </div>
  );
}
