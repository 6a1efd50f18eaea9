import { beforeEach, describe, expect, it } from 'vitest';
import { foodSearches, KEYWORD_MAX, normaliseKeyword, RECENT_MAX, recentSearches, searchHistory } from './searchWords';

const store = (items: Record<string, string> = {}) => {
  const m = new Map(Object.entries(items));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
};
const recent = recentSearches('test.recent');

beforeEach(() => localStorage.clear());

describe('keywords', () => {
  it('collapses spaces, trims and stops at the server’s limit', () => {
    expect(normaliseKeyword('  西湖   酒店 ')).toBe('西湖 酒店');
    expect(normaliseKeyword('x'.repeat(60))).toHaveLength(KEYWORD_MAX);
    expect(KEYWORD_MAX).toBe(50);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, without repeats, trimmed', () => {
    const s = store();
    recent.add(s, ' 东坡肉 ');
    recent.add(s, '片儿川');
    expect(recent.add(s, '东坡肉')).toEqual(['东坡肉', '片儿川']);
    expect(recent.read(s)).toEqual(['东坡肉', '片儿川']);
    expect(recent.add(s, '   ')).toEqual(['东坡肉', '片儿川']);
  });

  it('keeps at most ten and cuts long keywords', () => {
    const s = store();
    for (let i = 0; i < 14; i++) recent.add(s, `k${i}`);
    const list = recent.read(s);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe('k13');
    expect(recent.add(s, 'x'.repeat(60))[0]).toHaveLength(KEYWORD_MAX);
  });

  it('survives a broken record and can be cleared', () => {
    const s = store({ 'test.recent': '{not json' });
    expect(recent.read(s)).toEqual([]);
    const odd = store({ 'test.recent': JSON.stringify(['a', 3, '', 'b']) });
    expect(recent.read(odd)).toEqual(['a', 'b']);
    recent.clear(odd);
    expect(odd.dump()).toEqual({});
  });

  it('still answers when storage refuses to save', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(recent.add(full, '粽子')).toEqual(['粽子']);
  });

  it('keeps the global and the food searches apart, under the keys visitors already have', () => {
    searchHistory.add(localStorage, '西湖');
    foodSearches.add(localStorage, '东坡肉');
    expect(JSON.parse(localStorage.getItem('youzhe.searchHistory')!)).toEqual(['西湖']);
    expect(JSON.parse(localStorage.getItem('youzhe.cateRecent')!)).toEqual(['东坡肉']);
  });
});

describe('global search history', () => {
  it('keeps the newest word first, once, and at most ten', () => {
    searchHistory.add(localStorage, '西湖');
    searchHistory.add(localStorage, '乌镇');
    expect(searchHistory.add(localStorage, ' 西湖 ')).toEqual(['西湖', '乌镇']);
    for (let i = 0; i < 15; i++) searchHistory.add(localStorage, `w${i}`);
    expect(searchHistory.read(localStorage)).toHaveLength(RECENT_MAX);
    expect(searchHistory.read(localStorage)[0]).toBe('w14');
  });

  it('ignores blank words and a broken record, and clears', () => {
    expect(searchHistory.add(localStorage, '   ')).toEqual([]);
    localStorage.setItem('youzhe.searchHistory', '{oops');
    expect(searchHistory.read(localStorage)).toEqual([]);
    searchHistory.add(localStorage, 'xihu');
    searchHistory.clear(localStorage);
    expect(searchHistory.read(localStorage)).toEqual([]);
  });
});
