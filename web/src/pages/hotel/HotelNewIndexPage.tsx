import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { useSearchParams } from 'react-router';
import type { PlaceCard, ThemeCount } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { CITIES, DEFAULT_CITY_ID, type CityId } from '../../lib/cities';
import { places } from '../../services';
import { useClientStore } from '../../session/store';
import { LoadMore } from '../../ui/LoadMore';
import { ErrorState } from '../../ui/place/ListState';
import { savedCity, saveCity } from './stays';
import { StayCards } from './StayCards';
import { StayChips } from './StayChips';
import { StaySection } from './StaySection';
import { checkedPage, cityParam, realPosition } from './stayQuery';
import { ThemeRow } from './ThemeRow';
import './HotelNewIndexPage.css';
import { pageUrl } from '../../lib/pageUrl';

const PAGE_SIZE = 20;
// Enough to see every county that has homestays in a city (the largest city has 13).
const COUNTY_PROBE = 50;

/** Counties with homestays in a list, most homestays first. */
export function countiesOf(list: PlaceCard[]): { code: string; name: string; count: number }[] {
  const by = new Map<string, { code: string; name: string; count: number }>();
  for (const p of list) {
    if (!p.county_code) continue;
    const c = by.get(p.county_code) ?? { code: p.county_code, name: p.county_name, count: 0 };
    c.count += 1;
    by.set(p.county_code, c);
  }
  return [...by.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/** The homestay index: a city's 民宿 by theme and by county, each opening the homestay layout. */
export default function HotelNewIndexPage() {
  const [params, setParams] = useSearchParams();
  const where = useClientStore((s) => s.location);
  const city: CityId = cityParam(params.get('cityId')) ?? savedCity() ?? where?.cityId ?? DEFAULT_CITY_ID;
  const county = params.get('county') ?? '';
  const cityName = t(`city.${city}` as MessageKey);
  const pos = realPosition(where);

  const pick = (next: { cityId: CityId; county?: string }) => {
    const q = new URLSearchParams({ cityId: String(next.cityId) });
    if (next.county) q.set('county', next.county);
    setParams(q, { replace: true });
  };

  const themes = useLoad<ThemeCount[]>(['HotelNewIndexPage', `themes:homestay:${city}`], () => places.themes('homestay', city), { accept: Array.isArray });
  const probe = useLoad(['HotelNewIndexPage', `homestay-counties:${city}`], () => places.list({ kind: 'homestay', cityId: city, size: COUNTY_PROBE }).then(checkedPage));
  const counties = probe.data ? countiesOf(probe.data.list) : [];
  const list = usePagedList<PlaceCard>(['HotelNewIndexPage', `${city}|${county}`], (page) =>
    places.list({ kind: 'homestay', cityId: city, countyCode: county || undefined, page, size: PAGE_SIZE }, pos).then(checkedPage),
  );

  return (
    <div className="hotel-newindex">
      <section className="hotel-newindex__hero">
        <p className="hotel-newindex__lead">{t('hotel.newindex.lead')}</p>
        <p className="hotel-newindex__sub">{t('hotel.newindex.sub', { city: cityName })}</p>
      </section>

      <div className="hotel-newindex__cities">
        <StayChips
          label={t('hotel.search.city')}
          value={city as number}
          onChange={(id) => {
            saveCity(id as CityId);
            pick({ cityId: id as CityId });
          }}
          chips={CITIES.map((c) => ({ value: c.id as number, label: t(`city.${c.id}` as MessageKey) }))}
        />
      </div>

      <StaySection title={t('hotel.newindex.themes', { city: cityName })} minHeight={themes.data ? undefined : 170}>
        {themes.phase === 'error' ? (
          <ErrorState onRetry={themes.retry} />
        ) : themes.data?.length === 0 ? (
          <p className="hotel-newindex__none">{t('hotel.newindex.noThemes')}</p>
        ) : (
          <ThemeRow themes={themes.data} cityId={city} />
        )}
      </StaySection>

      <StaySection title={t('hotel.newindex.byCounty', { city: cityName })}>
        {counties.length > 1 && (
          <StayChips
            label={t('hotel.newindex.county')}
            value={county}
            onChange={(code) => pick({ cityId: city, county: code })}
            chips={[{ value: '', label: t('hotel.newindex.allCounties') }, ...counties.map((c) => ({ value: c.code, label: `${c.name} ${c.count}` }))]}
          />
        )}
        <div className="hotel-newindex__list">
          <StayCards
            phase={list.phase}
            items={list.phase === 'ready' ? list.items : undefined}
            onRetry={list.retry}
            rows={3}
            empty="hotel.newindex.empty"
            linkTo={(p) => pageUrl('pages/hotel/newdetail', { id: p.id })}
          />
          {list.phase === 'ready' && list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
        </div>
      </StaySection>
    </div>
  );
}
