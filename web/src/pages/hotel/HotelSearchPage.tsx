import { KEYWORD_MAX } from '../../lib/searchWords';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { releaseFirstPaint } from '../../api/firstPaint';
import { useSearchParams } from 'react-router';
import type { PlaceCard } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { CITIES } from '../../lib/cities';
import { locate, places } from '../../services';
import type { ResolvedLocation } from '../../session/where';
import { useClientStore } from '../../session/store';
import { LoadMore } from '../../ui/LoadMore';
import { facilityLabel } from '../../ui/place/format';
import { accessLabel } from '../../ui/place/accessFacts';
import { usePagedList } from '../../ui/query/usePagedList';
import type { SheetFilters } from './FilterSheet';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { StayCards } from './StayCards';
import { StayChips } from './StayChips';
import {
  checkedPage,
  EMPTY_SEARCH,
  filterCount,
  hasFilters,
  isFallback,
  parseStaySearch,
  realPosition,
  STAY_KIND_TABS,
  STAY_SORTS,
  staySearchParams,
  stayListQuery,
  withoutFilters,
  type StaySearch,
} from './stayQuery';
import './HotelSearchPage.css';

const PAGE_SIZE = 20;

// The sheet brings antd-mobile's popup: loaded the first time the visitor opens it.
const FilterSheet = lazy(() => import('./FilterSheet').then((m) => ({ default: m.FilterSheet })));

/**
 * The stay search: a keyword (Chinese, pinyin or initials, answered by the server's index),
 * city, kind, price levels, facilities and order. The whole state lives in the URL, so back
 * from a stay and a reload find the same list.
 */
export default function HotelSearchPage() {
  const [params, setParams] = useSearchParams();
  const search = parseStaySearch(params);
  const where = useClientStore((s) => s.location);
  const [draft, setDraft] = useState(search.keyword);
  const [sheet, setSheet] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);

  // Back and forward change the URL under the field: follow it.
  useEffect(() => setDraft(search.keyword), [search.keyword]);

  // Nearest first needs the visitor's position; other orders only show distances when known.
  const nearest = search.sort === 'nearest';
  useEffect(() => {
    if (nearest) void locate();
  }, [nearest]);

  const go = (next: StaySearch) => setParams(staySearchParams(next), { replace: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur?.(); // close the phone keyboard
    go({ ...search, keyword: draft.trim() });
  };
  const applySheet = (f: SheetFilters) => {
    setSheet(false);
    go({ ...search, ...f });
  };

  const chosen = [
    ...search.levels.map((n) => t(`place.price.${n}` as MessageKey)),
    ...search.facilities.map(facilityLabel),
    ...search.access.map(accessLabel),
  ];

  return (
    <div className="hotel-search">
      <form role="search" className="hotel-search__bar" onSubmit={submit} action="">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          className="hotel-search__input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('hotel.search.placeholder')}
          aria-label={t('hotel.search.label')}
          enterKeyHint="search"
          maxLength={KEYWORD_MAX}
        />
        {draft && (
          <button
            type="button"
            className="hotel-search__clear"
            aria-label={t('hotel.search.clear')}
            onClick={() => {
              setDraft('');
              if (search.keyword) go({ ...search, keyword: '' });
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="currentColor" />
              <path d="m9 9 6 6M15 9l-6 6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <button type="submit" className="hotel-search__submit">
          {t('hotel.search.submit')}
        </button>
      </form>

      <div className="hotel-search__filters">
        <StayChips
          label={t('hotel.search.city')}
          value={search.cityId ?? 0}
          onChange={(v) => go({ ...search, cityId: v === 0 ? null : (v as StaySearch['cityId']) })}
          chips={[{ value: 0, label: t('hotel.province') }, ...CITIES.map((c) => ({ value: c.id as number, label: t(`city.${c.id}` as MessageKey) }))]}
        />
        <div className="hotel-search__row">
          <StayChips
            label={t('hotel.search.kind')}
            value={search.kind}
            onChange={(kind) => go({ ...search, kind })}
            chips={STAY_KIND_TABS.map((k) => ({ value: k, label: t(`hotel.kind.${k}` as MessageKey) }))}
          />
          <button
            type="button"
            className="hotel-search__sheet-btn"
            aria-haspopup="dialog"
            onClick={() => {
              setSheetUsed(true);
              setSheet(true);
            }}
          >
            {t('hotel.filter.open')}
            {filterCount(search) > 0 && <span className="hotel-search__badge">{filterCount(search)}</span>}
          </button>
        </div>
        <StayChips
          label={t('hotel.search.sort')}
          value={search.sort}
          onChange={(sort) => go({ ...search, sort })}
          chips={STAY_SORTS.map((s) => ({ value: s, label: t(`hotel.sort.${s}` as MessageKey) }))}
        />
        {chosen.length > 0 && (
          <p className="hotel-search__chosen">
            <span>{t('hotel.filter.chosen', { list: chosen.join(t('hotel.listSep')) })}</span>
            <button type="button" className="hotel-search__clear-filters" onClick={() => go(withoutFilters(search))}>
              {t('hotel.filter.clear')}
            </button>
          </p>
        )}
      </div>

      {nearest && !where ? (
        <div className="hotel-search__results">
          <p className="hotel-search__count" role="status">
            {t('hotel.locating')}
          </p>
          <CardSkeleton rows={4} />
        </div>
      ) : (
        <Results key={staySearchParams(search).toString()} search={search} where={where} onChange={go} />
      )}

      {sheetUsed && (
        <Suspense fallback={null}>
          <FilterSheet open={sheet} value={search} onClose={() => setSheet(false)} onApply={applySheet} />
        </Suspense>
      )}
    </div>
  );
}

function Results({ search, where, onChange }: { search: StaySearch; where: ResolvedLocation | null; onChange: (s: StaySearch) => void }) {
  // Nearest first always sends a position (the Hangzhou-station fallback included, and says so).
  const pos = search.sort === 'nearest' ? where : realPosition(where);
  const list = usePagedList<PlaceCard>(['HotelSearchPage', staySearchParams(search).toString()], (page) =>
    places.list(stayListQuery(search, page, PAGE_SIZE), pos).then(checkedPage),
  );

  // The server's first-paint markup (bar, chips, count, the first page of cards) gives way
  // once the app has the same list to draw in its place.
  const settled = list.phase !== 'loading';
  useEffect(() => {
    if (settled) releaseFirstPaint();
  }, [settled]);

  let emptyText: MessageKey = 'list.empty';
  let emptyAction: { label: MessageKey; onClick: () => void } | undefined;
  if (search.access.length > 0) {
    // Most places' accessibility is not known yet: say so, and offer to drop just that.
    emptyText = 'place.access.emptyFilter';
    emptyAction = { label: 'place.access.clear', onClick: () => onChange({ ...search, access: [] }) };
  } else if (hasFilters(search)) {
    emptyText = 'list.emptyFilter';
    emptyAction = { label: 'hotel.filter.clear', onClick: () => onChange(withoutFilters(search)) };
  } else if (search.keyword || search.cityId !== null) {
    emptyText = 'hotel.search.emptyKeyword';
    emptyAction = { label: 'hotel.search.all', onClick: () => onChange({ ...EMPTY_SEARCH, sort: search.sort }) };
  }

  return (
    <div className="hotel-search__results">
      <p className="hotel-search__count" role="status">
        {list.phase === 'ready' && list.total > 0 ? t('hotel.search.count', { count: list.total }) : ''}
        {search.sort === 'nearest' && where && isFallback(where) && list.phase === 'ready' ? ` ${t('hotel.search.fromDefault')}` : ''}
      </p>
      <StayCards
        phase={list.phase}
        items={list.phase === 'ready' ? list.items : undefined}
        onRetry={list.retry}
        rows={4}
        empty={emptyText}
        emptyAction={emptyAction}
      />
      {list.phase === 'ready' && list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
    </div>
  );
}
