import { beforeEach, describe, expect, it } from 'vitest';
import { searchItemRoute } from '../../api/search';
import { HISTORY_MAX, clearHistory, readHistory, remember } from './history';

beforeEach(() => localStorage.clear());

describe('search history', () => {
  it('keeps the newest word first, once, and at most ten', () => {
    remember('西湖');
    remember('乌镇');
    expect(remember(' 西湖 ')).toEqual(['西湖', '乌镇']);
    for (let i = 0; i < 15; i++) remember(`w${i}`);
    expect(readHistory()).toHaveLength(HISTORY_MAX);
    expect(readHistory()[0]).toBe('w14');
  });

  it('ignores blank words and a broken record, and clears', () => {
    expect(remember('   ')).toEqual([]);
    localStorage.setItem('youzhe.searchHistory', '{oops');
    expect(readHistory()).toEqual([]);
    remember('xihu');
    clearHistory();
    expect(readHistory()).toEqual([]);
  });
});

describe('search result links', () => {
  it('opens each kind of result on its own page', () => {
    expect(searchItemRoute({ id: 'scenic-hz-xihu', type: 'place', kind: 'scenic' })).toBe('/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(searchItemRoute({ id: 'h1', type: 'place', kind: 'homestay' })).toBe('/pages/hotel/detail?id=h1');
    expect(searchItemRoute({ id: 'r1', type: 'place', kind: 'restaurant' })).toBe('/pages/cate/detail?id=r1');
    expect(searchItemRoute({ id: 'd 1', type: 'dish', kind: 'dish' })).toBe('/pages/newcate/newdetail?id=d%201');
    expect(searchItemRoute({ id: 'p', type: 'person', kind: 'person' })).toBe('/pages/famous/peopledetail?id=p');
  });
});
