import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceKind } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { places } from '../../services';
import { isVisitorsOwn } from '../../session/where';
import { useClientStore } from '../../session/store';
import { kindLabel } from '../../ui/place/format';
import { usePagedList } from '../../ui/query/usePagedList';
import { Chip, ChipLink, ChipRow } from '../../features/food';
import { CityGrid } from '../../features/food';
import { FoodList } from './FoodList';
import { FOOD_KIND_LIST, FOOD_KINDS } from '../../ui/place/kinds';
import { usePosition } from '../../features/food';
import { Section } from '../../features/food';
import { useFoodCategories } from './useFoodCategories';
import { useFoodCity } from '../../features/food';
import './CateIndexPage.css';
import { pageUrl } from '../../lib/pageUrl';

type Sort = 'distance' | 'popular' | 'price_asc';
const SORTS: { sort: Sort; label: MessageKey }[] = [
  { sort: 'distance', label: 'cate.sort.distance' },
  { sort: 'popular', label: 'cate.sort.popular' },
  { sort: 'price_asc', label: 'cate.sort.price' },
];
const THEME_CHIPS = 8;

/** cate/index: the food home. Search, 百县千碗, themes, and food near the visitor by category. */
export default function CateIndexPage() {
  const navigate = useNavigate();
  const { city, choose } = useFoodCity();
  const cityName = t(`city.${city}` as MessageKey);
  const where = useClientStore((s) => s.location);
  const { position, positionKey } = usePosition();
  const cats = useFoodCategories(city);
  const [picking, setPicking] = useState(false);
  const [kind, setKind] = useState<PlaceKind | ''>('');
  // Nearest first when the visitor is in the city shown; otherwise the most popular.
  const [sortPicked, setSortPicked] = useState<Sort | null>(null);
  const inCity = isVisitorsOwn(where) && where.cityId === city;
  let sort: Sort = sortPicked ?? (inCity ? 'distance' : 'popular');
  if (sort === 'distance' && !position) sort = 'popular';

  const list = usePagedList(['CateIndexPage', `${city}|${kind}|${sort}|${positionKey}`], (page) =>
    places.list({ kind: kind || FOOD_KINDS, cityId: city, sort, page, size: 20 }, position),
  );

  const kinds = cats ? cats.kinds.filter((k) => k.count > 0) : FOOD_KIND_LIST.map((k) => ({ kind: k, count: null }));
  const total = cats ? cats.kinds.reduce((n, k) => n + k.count, 0) : null;

  return (
    <div className="cate-index">
      <section className="cate-index__hero">
        <p className="cate-index__slogan">{t('cate.slogan')}</p>
        <div className="cate-index__bar">
          <button
            type="button"
            className="cate-index__city"
            aria-expanded={picking}
            aria-controls="cate-city-panel"
            aria-label={t('cate.city.switch', { city: cityName })}
            onClick={() => setPicking((p) => !p)}
          >
            <span>{cityName}</span>
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
              <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="cate-index__search"
            onClick={() => navigate(pageUrl('pages/cate/search', { cityId: city }))}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{t('cate.searchPlaceholder', { city: cityName })}</span>
          </button>
        </div>
      </section>

      {picking && (
        <section id="cate-city-panel" className="cate-section cate-index__cities" aria-label={t('cate.city.pick')}>
          <CityGrid
            value={city}
            label={t('cate.city.pick')}
            onChange={(id) => {
              choose(id);
              setPicking(false);
              setKind('');
            }}
          />
        </section>
      )}

      <Link className="cate-index__bowls" to={pageUrl('pages/newcate/food', { cityId: city })}>
        <span className="cate-index__bowls-glyph" aria-hidden="true">
          {t('cate.bowls.glyph')}
        </span>
        <span className="cate-index__bowls-text">
          <strong>{t('cate.bowls.title')}</strong>
          <span>{t('cate.bowls.lead', { city: cityName })}</span>
        </span>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </Link>

      {cats !== false && (cats === null || cats.themes.length > 0) && (
        <Section id="cate-themes" title={t('cate.themes', { city: cityName })}>
          {cats === null ? (
            <div className="cate-index__chips-skeleton" aria-hidden="true" />
          ) : (
            <ChipRow label={t('cate.themes', { city: cityName })}>
              {cats.themes.slice(0, THEME_CHIPS).map((th) => (
                <ChipLink key={th.theme} to={pageUrl('pages/cate/theme', { theme: th.theme, cityId: city })}>
                  {th.theme}
                  <span className="cate-chip__count">{th.count}</span>
                </ChipLink>
              ))}
            </ChipRow>
          )}
        </Section>
      )}

      <Section id="cate-near" title={inCity ? t('cate.near') : t('cate.inCity', { city: cityName })}>
        <ChipRow label={t('cate.kinds')}>
          <Chip pressed={kind === ''} onClick={() => setKind('')}>
            {t('cate.kind.all')}
            {total !== null && <span className="cate-chip__count">{total}</span>}
          </Chip>
          {kinds.map((k) => (
            <Chip key={k.kind} pressed={kind === k.kind} onClick={() => setKind(k.kind)}>
              {kindLabel(k.kind)}
              {k.count !== null && <span className="cate-chip__count">{k.count}</span>}
            </Chip>
          ))}
        </ChipRow>
        <div className="cate-index__sorts" role="group" aria-label={t('cate.sort')}>
          {SORTS.filter((s) => s.sort !== 'distance' || position).map((s) => (
            <button
              key={s.sort}
              type="button"
              className="cate-index__sort"
              aria-pressed={sort === s.sort}
              onClick={() => setSortPicked(s.sort)}
            >
              {t(s.label)}
            </button>
          ))}
        </div>
      </Section>
      <div className="cate-list" aria-busy={list.phase === 'loading'}>
        <FoodList list={list} />
      </div>
    </div>
  );
}
