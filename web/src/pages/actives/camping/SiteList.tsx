// The campsites with their filter chips (pets, power, facilities) and a county chooser. The
// server filters and pages; a site opens its place page. What a site's source does not state
// is shown as 未注明, never as "no".
import { useState, type JSX } from 'react';
import { t } from '../../../i18n';
import { pageOf, type ById } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { LoadMore } from '../../../ui/LoadMore';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { facilityLabel } from '../../../ui/place/format';
import { useLoad } from '../../../ui/query';
import { usePagedList } from '../../../ui/query/usePagedList';
import { NO_FILTER, type CampSite, type SiteFilter } from '../../../api/camping';
import { campingCalls } from './calls';
import { anyOn, FACILITY_CHIPS, isOn, toggle } from './filters';

function Site({ site }: { site: CampSite }): JSX.Element {
  const others = site.facilities.filter((f) => f !== 'pet' && f !== 'electricity');
  return (
    <li>
      <Link className="camp-card camp-site" to={pageOf({ page: site.page as ById, id: site.id })} data-site={site.id}>
        <span className="camp-card__title">{site.name.zh}</span>
        <span className="camp-meta">
          {site.countyName} · {site.address}
        </span>
        <span className="camp-tags">
          <span className={site.pets === 'yes' ? 'camp-tag camp-tag--yes' : 'camp-tag'}>{t(`camping.site.pets.${site.pets}`)}</span>
          <span className={site.electricity === 'yes' ? 'camp-tag camp-tag--yes' : 'camp-tag'}>
            {t(`camping.site.electricity.${site.electricity}`)}
          </span>
          {others.map((f) => (
            <span key={f} className="camp-tag camp-tag--yes">
              {facilityLabel(f)}
            </span>
          ))}
          {others.length === 0 && <span className="camp-tag">{t('camping.site.noFacilities')}</span>}
        </span>
      </Link>
    </li>
  );
}

function CountyChooser({ value, onChange }: { value: string; onChange: (code: string) => void }): JSX.Element {
  const regions = useLoad(['camping-regions'], () => campingCalls.regions(), { accept: (r) => Array.isArray(r?.list) });
  return (
    <label className="camp-county">
      <span>{t('camping.filter.county')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} disabled={regions.phase !== 'ready'}>
        <option value="">{t('camping.filter.anyCounty')}</option>
        {regions.phase === 'ready' &&
          regions.data.list.map((city) => (
            <optgroup key={city.id} label={city.name}>
              {city.counties.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
    </label>
  );
}

export function SiteList(): JSX.Element {
  const [filter, setFilter] = useState<SiteFilter>(NO_FILTER);
  const list = usePagedList<CampSite>(['camping-sites', filter], (page) => campingCalls.sites(filter, page));
  const chips = [
    { id: 'pets', label: 'camping.filter.pets' as const },
    { id: 'electricity', label: 'camping.filter.electricity' as const },
    ...FACILITY_CHIPS,
  ];
  return (
    <section className="camp-section" aria-labelledby="camp-sites-heading">
      <h2 id="camp-sites-heading">{t('camping.sites.heading')}</h2>
      <div className="camp-filters" role="group" aria-label={t('camping.filter.label')}>
        {chips.map((c) => (
          <button key={c.id} type="button" className="camp-chip" aria-pressed={isOn(filter, c.id)} onClick={() => setFilter(toggle(filter, c.id))}>
            {t(c.label)}
          </button>
        ))}
      </div>
      <div className="camp-filters__row">
        <CountyChooser value={filter.county} onChange={(county) => setFilter({ ...filter, county })} />
        {anyOn(filter) && (
          <button type="button" className="camp-link" onClick={() => setFilter(NO_FILTER)}>
            {t('camping.filter.clear')}
          </button>
        )}
      </div>
      {list.phase === 'loading' && <PageSkeleton rows={3} />}
      {list.phase === 'error' && <ErrorState onRetry={list.retry} text="camping.sites.failed" />}
      {list.phase === 'ready' && (
        <>
          <p className="camp-meta" role="status">
            {t('camping.sites.count', { n: list.total })}
          </p>
          {list.items.length === 0 ? (
            <EmptyState text="camping.sites.empty" />
          ) : (
            <ul className="camp-list">
              {list.items.map((s) => (
                <Site key={s.id} site={s} />
              ))}
            </ul>
          )}
          {list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
        </>
      )}
    </section>
  );
}
