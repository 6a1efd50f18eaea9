import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DishCard as Dish } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { places } from '../../services';
import { LoadMore } from '../../ui/LoadMore';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList, type PagedList } from '../../ui/query/usePagedList';
import { Chip, ChipRow } from '../../features/food';
import { CityStrip } from '../../features/food';
import { useFoodCity } from '../../features/food';
import { countiesOfDishes, loadCounties, type County } from './counties';
import { DishCard } from './DishCard';
import './DishesPage.css';

function DishGrid({ list }: { list: PagedList<Dish> }) {
  if (list.phase === 'loading') {
    return (
      <div className="dishes__grid" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="dishes__skeleton" />
        ))}
      </div>
    );
  }
  if (list.phase === 'error') return <ErrorState onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text="cate.dishes.empty" />;
  return (
    <>
      <div className="dishes__grid">
        {list.items.map((d) => (
          <DishCard key={d.id} dish={d} />
        ))}
      </div>
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}

/** A county chip's name: the short name it shows, then the full one (西湖（西湖区）). */
const countyLabel = (c: County): string | undefined =>
  c.short_name && c.short_name !== c.name ? t('cate.dishes.countyLabel', { short: c.short_name, name: c.name }) : undefined;

/** newcate/food: 百县千碗, one signature dish per county, by city and county. */
export default function DishesPage() {
  const { city, choose } = useFoodCity();
  const [params, setParams] = useSearchParams();
  const county = params.get('countyCode') ?? '';
  const [counties, setCounties] = useState<County[] | null | false>(null);
  const cityName = t(`city.${city}` as MessageKey);

  useEffect(() => {
    let live = true;
    setCounties(null);
    void loadCounties(city).then((res) => live && setCounties(res));
    return () => {
      live = false;
    };
  }, [city]);

  const list = usePagedList(['DishesPage', `${city}|${county}`], (page) =>
    places.dishes({ cityId: city, countyCode: county || undefined, page, size: 20 }),
  );

  const pickCounty = (code: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('cityId', String(city));
        if (code) next.set('countyCode', code);
        else next.delete('countyCode');
        return next;
      },
      { replace: true },
    );

  // Without the region list, the chips come from the dishes of the whole city.
  const chips = counties || (county ? [] : countiesOfDishes(list.items));

  return (
    <div className="dishes">
      <header className="dishes__intro">
        <h2 className="dishes__title">{t('cate.bowls.title')}</h2>
        <p className="dishes__lead">{t('cate.dishes.lead')}</p>
      </header>
      <CityStrip value={city} onChange={(id) => id && choose(id)} label={t('cate.city.pick')} />
      <section className="dishes__counties" aria-label={t('cate.dishes.counties', { city: cityName })}>
        {counties === null ? (
          <div className="dishes__chips-skeleton" aria-hidden="true" />
        ) : (
          <ChipRow label={t('cate.dishes.counties', { city: cityName })}>
            <Chip pressed={county === ''} onClick={() => pickCounty('')}>
              {t('cate.dishes.allCounties', { city: cityName })}
            </Chip>
            {chips.map((c) => (
              <Chip key={c.code} pressed={county === c.code} onClick={() => pickCounty(c.code)} label={countyLabel(c)}>
                {c.short_name || c.name}
              </Chip>
            ))}
          </ChipRow>
        )}
      </section>
      {list.phase === 'ready' && list.total > 0 && (
        <p className="dishes__count" role="status">
          {t('cate.dishes.count', { n: list.total })}
        </p>
      )}
      <div className="dishes__list" aria-busy={list.phase === 'loading'}>
        <DishGrid list={list} />
      </div>
    </div>
  );
}
