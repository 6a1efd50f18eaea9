// What the stay lists ask the places API for, and how the search page's state lives in its
// URL (so back and reload keep it). Pure: no React, no network.
import { normaliseKeyword } from '../../lib/searchWords';
import type { Paged, PlaceQuery } from '../../api/places';
import { isCityId, type CityId } from '../../lib/cities';
import { ACCESS_FACTS, type AccessKey } from '../../ui/place/accessFacts';
import { FACILITY_KEYS } from './facilities';
import { STAY_KINDS } from './stays';

export { isFallback, realPosition, STAY_KINDS, usefulPosition } from './stays';

export type StayKind = 'all' | 'hotel' | 'homestay';
export const STAY_KIND_TABS: readonly StayKind[] = ['all', 'hotel', 'homestay'];

/** The `kind` parameter of a tab. */
export const kindParam = (k: StayKind): string => (k === 'all' ? STAY_KINDS : k);

export type StaySort = 'popular' | 'nearest' | 'price';
export const STAY_SORTS: readonly StaySort[] = ['popular', 'nearest', 'price'];

export const PRICE_LEVELS = [0, 1, 2, 3, 4] as const;

export interface StaySearch {
  keyword: string;
  cityId: CityId | null;
  kind: StayKind;
  /** Price levels 0–4, ascending, no repeats. */
  levels: number[];
  /** Facility keys; a stay must have all of them. */
  facilities: string[];
  /** Accessibility facts a stay must be known to have (yes; unknown is not yes). */
  access: AccessKey[];
  sort: StaySort;
}

export const EMPTY_SEARCH: StaySearch = { keyword: '', cityId: null, kind: 'all', levels: [], facilities: [], access: [], sort: 'popular' };

const list = (v: string | null) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** The search page's state from its URL; anything unknown falls back to the default. */
export function parseStaySearch(params: URLSearchParams): StaySearch {
  const city = Number(params.get('cityId'));
  const kind = params.get('kind');
  const sort = params.get('sort');
  const levels = [...new Set(list(params.get('priceLevel')).map(Number))]
    .filter((n) => (PRICE_LEVELS as readonly number[]).includes(n))
    .sort((a, b) => a - b);
  const facilities = [...new Set(list(params.get('facilities')))].filter((f) => FACILITY_KEYS.includes(f));
  const access = [...new Set(list(params.get('accessibility')))].filter((f): f is AccessKey => (ACCESS_FACTS as readonly string[]).includes(f));
  return {
    keyword: normaliseKeyword(params.get('keyword') ?? ''),
    cityId: isCityId(city) ? city : null,
    kind: kind === 'hotel' || kind === 'homestay' ? kind : 'all',
    levels,
    facilities,
    access,
    sort: sort === 'nearest' || sort === 'price' ? sort : 'popular',
  };
}

/** The URL query of a search state: only what differs from the default, in a stable order. */
export function staySearchParams(s: StaySearch): URLSearchParams {
  const p = new URLSearchParams();
  if (s.cityId !== null) p.set('cityId', String(s.cityId));
  if (s.keyword.trim()) p.set('keyword', s.keyword.trim());
  if (s.kind !== 'all') p.set('kind', s.kind);
  if (s.levels.length) p.set('priceLevel', [...s.levels].sort((a, b) => a - b).join(','));
  if (s.facilities.length) p.set('facilities', s.facilities.join(','));
  if (s.access.length) p.set('accessibility', s.access.join(','));
  if (s.sort !== 'popular') p.set('sort', s.sort);
  return p;
}

/** The places list call for a search state (nearest needs the visitor's position). */
export function stayListQuery(s: StaySearch, page: number, size = 20): PlaceQuery {
  const sort = s.sort === 'nearest' ? 'distance' : s.sort === 'price' ? 'price_asc' : 'popular';
  return {
    kind: kindParam(s.kind),
    cityId: s.cityId ?? undefined,
    keyword: s.keyword.trim() || undefined,
    priceLevel: s.levels.length ? s.levels.join(',') : undefined,
    facilities: s.facilities.length ? s.facilities.join(',') : undefined,
    accessibility: s.access.length ? s.access.join(',') : undefined,
    sort,
    page,
    size,
  };
}

/** How many filters of the sheet are on (price levels, facilities, accessibility), for its badge. */
export const filterCount = (s: StaySearch): number => s.levels.length + s.facilities.length + s.access.length;

/** Whether anything narrows the list beyond keyword, city and sort. */
export const hasFilters = (s: StaySearch): boolean => s.kind !== 'all' || filterCount(s) > 0;

/** The same search without the sheet's filters (keyword, city and sort stay). */
export const withoutFilters = (s: StaySearch): StaySearch => ({ ...s, kind: 'all', levels: [], facilities: [], access: [] });

/** Add or remove one value of a multi-choice filter. */
export function toggle<T>(values: readonly T[], v: T): T[] {
  return values.includes(v) ? values.filter((x) => x !== v) : [...values, v];
}

/** A page of a list, or false when the answer is not one (the list shows its error state). */
export const checkedPage = <T>(res: Paged<T> | false | null | undefined): Paged<T> | false =>
  res && Array.isArray(res.list) ? res : false;

/** A city id from a query parameter, or null. */
export function cityParam(v: string | null): CityId | null {
  const n = Number(v);
  return v && isCityId(n) ? n : null;
}
