import { describe, expect, it } from 'vitest';
import type { ResolvedLocation } from '../../session/location';
import { facilitySummary, groupFacilities } from './facilities';
import {
  checkedPage,
  cityParam,
  EMPTY_SEARCH,
  filterCount,
  hasFilters,
  parseStaySearch,
  realPosition,
  staySearchParams,
  stayListQuery,
  toggle,
  usefulPosition,
  withoutFilters,
} from './stayQuery';

const parse = (q: string) => parseStaySearch(new URLSearchParams(q));

describe('stay search state in the URL', () => {
  it('reads every filter and writes them back in a stable order', () => {
    const s = parse('sort=price&facilities=pool,wifi&priceLevel=3,1&kind=homestay&keyword=%20xihu%20&cityId=1202');
    expect(s).toEqual({ keyword: 'xihu', cityId: 1202, kind: 'homestay', levels: [1, 3], facilities: ['pool', 'wifi'], access: [], sort: 'price' });
    expect(staySearchParams(s).toString()).toBe('cityId=1202&keyword=xihu&kind=homestay&priceLevel=1%2C3&facilities=pool%2Cwifi&sort=price');
    expect(parseStaySearch(staySearchParams(s))).toEqual(s);
  });

  it('drops what it does not know: bad city, kind, levels, facilities and sort', () => {
    expect(parse('cityId=9999&kind=castle&priceLevel=7,-1,x,2,2&facilities=moat,wifi,wifi&sort=random')).toEqual({
      ...EMPTY_SEARCH,
      levels: [2],
      facilities: ['wifi'],
    });
    expect(staySearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('asks the places list for the state, hotels and homestays by default', () => {
    expect(stayListQuery(EMPTY_SEARCH, 1)).toEqual({
      kind: 'hotel,homestay',
      cityId: undefined,
      keyword: undefined,
      priceLevel: undefined,
      facilities: undefined,
      accessibility: undefined,
      sort: 'popular',
      page: 1,
      size: 20,
    });
    const q = stayListQuery(parse('cityId=1201&kind=hotel&priceLevel=2,4&facilities=elder_friendly&sort=nearest&keyword=西湖'), 3, 10);
    expect(q).toMatchObject({ kind: 'hotel', cityId: 1201, keyword: '西湖', priceLevel: '2,4', facilities: 'elder_friendly', sort: 'distance', page: 3, size: 10 });
    expect(stayListQuery(parse('sort=price'), 1).sort).toBe('price_asc');
  });

  it('keeps the 无障碍 conditions in the URL and asks the list for them, dropping unknown words', () => {
    const s = parse('cityId=1201&accessibility=lift,ramp,step_free_entrance,lift');
    expect(s.access).toEqual(['lift', 'step_free_entrance']);
    expect(staySearchParams(s).toString()).toBe('cityId=1201&accessibility=lift%2Cstep_free_entrance');
    expect(stayListQuery(s, 1).accessibility).toBe('lift,step_free_entrance');
    expect(filterCount(s)).toBe(2);
    expect(withoutFilters(s).access).toEqual([]);
  });

  it('counts and clears the filters, keeping keyword, city and order', () => {
    const s = parse('keyword=a&cityId=1201&kind=hotel&priceLevel=1&facilities=wifi,pool&sort=nearest');
    expect(filterCount(s)).toBe(3);
    expect(hasFilters(s)).toBe(true);
    expect(hasFilters(parse('kind=hotel'))).toBe(true);
    expect(hasFilters(parse('keyword=a&cityId=1201&sort=price'))).toBe(false);
    expect(withoutFilters(s)).toEqual({ ...EMPTY_SEARCH, keyword: 'a', cityId: 1201, sort: 'nearest' });
  });

  it('toggles a value of a multi-choice filter', () => {
    expect(toggle([1, 2], 2)).toEqual([1]);
    expect(toggle([1], 3)).toEqual([1, 3]);
  });

  it('reads a city parameter, or null', () => {
    expect(cityParam('1245')).toBe(1245);
    expect(cityParam('12')).toBeNull();
    expect(cityParam(null)).toBeNull();
  });

  it('accepts only real pages of a list', () => {
    const page = { list: [], total: 0, page: 1, size: 20 };
    expect(checkedPage(page)).toBe(page);
    expect(checkedPage(false)).toBe(false);
    expect(checkedPage(null)).toBe(false);
    expect(checkedPage({ list: null } as never)).toBe(false);
  });
});

describe('the visitor position worth using', () => {
  const at = (source: ResolvedLocation['source'], cityId?: 1201 | 1202): ResolvedLocation => ({ lat: 30.27, lng: 120.15, source, cityId });

  it('sorts by distance only for a real position inside the city shown', () => {
    expect(usefulPosition(at('device', 1201), 1201)).not.toBeNull();
    expect(usefulPosition(at('device', 1202), 1201)).toBeNull();
    expect(usefulPosition(at('default', 1201), 1201)).toBeNull();
    expect(usefulPosition(null, 1201)).toBeNull();
  });

  it('never sends the Hangzhou-station fallback as the visitor position', () => {
    expect(realPosition(at('default', 1201))).toBeNull();
    expect(realPosition(at('ip', 1202))?.cityId).toBe(1202);
    // A reload restores the fallback from session storage as `session`: still the fallback.
    expect(realPosition({ lat: 30.2435, lng: 120.182, source: 'session', cityId: 1201 })).toBeNull();
    expect(usefulPosition({ lat: 30.2435, lng: 120.182, source: 'session', cityId: 1201 }, 1201)).toBeNull();
  });
});

describe('facilities', () => {
  it('groups a stay’s facilities in the guest’s order, unknown keys last', () => {
    expect(groupFacilities(['view', 'wifi', 'accessible', 'sauna', 'breakfast', 'luggage'])).toEqual([
      { key: 'basic', facilities: ['wifi', 'breakfast'] },
      { key: 'service', facilities: ['luggage'] },
      { key: 'leisure', facilities: ['view'] },
      { key: 'care', facilities: ['accessible'] },
      { key: 'other', facilities: ['sauna'] },
    ]);
    expect(groupFacilities([])).toEqual([]);
  });

  it('puts elder and accessible facilities first in a summary of six', () => {
    const keys = ['wifi', 'parking', 'breakfast', 'restaurant', 'pool', 'gym', 'spa', 'elder_friendly', 'accessible'];
    expect(facilitySummary(keys)).toEqual(['elder_friendly', 'accessible', 'wifi', 'parking', 'breakfast', 'restaurant']);
    expect(facilitySummary(['wifi', 'wifi'])).toEqual(['wifi']);
  });
});
