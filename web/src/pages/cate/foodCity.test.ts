import { describe, expect, it } from 'vitest';
import { chooseCity, cityFrom, FOOD_CITY_KEY, foodRoute } from './foodCity';
import { addRecent, clearRecent, readRecent, RECENT_KEY, RECENT_MAX } from './recentSearches';

const store = (items: Record<string, string>) => {
  const m = new Map(Object.entries(items));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
};

describe('the food pages’ city', () => {
  it('takes the page’s cityId, then the food pick, then the home pick, then the location, then Hangzhou', () => {
    const both = store({ [FOOD_CITY_KEY]: '1203', 'youzhe.hotelCity': '1245' });
    expect(chooseCity('1202', both, 1204)).toBe(1202);
    expect(chooseCity(null, both, 1204)).toBe(1203);
    expect(chooseCity(null, store({ 'youzhe.hotelCity': '1245' }), 1204)).toBe(1245);
    expect(chooseCity(null, store({}), 1204)).toBe(1204);
    expect(chooseCity(null, store({}), null)).toBe(1201);
  });

  it('ignores ids that are not one of the eleven cities', () => {
    expect(cityFrom('9999')).toBeNull();
    expect(cityFrom('')).toBeNull();
    expect(cityFrom(null)).toBeNull();
    expect(cityFrom('abc')).toBeNull();
    expect(chooseCity('330106', store({ [FOOD_CITY_KEY]: 'x' }), null)).toBe(1201);
  });

  it('opens restaurants and snack places on the food detail, canteens on their own page', () => {
    expect(foodRoute('restaurant', 'a b')).toBe('/pages/cate/detail?id=a%20b');
    expect(foodRoute('food', 'f1')).toBe('/pages/cate/detail?id=f1');
    expect(foodRoute('canteen', 'c1')).toBe('/pages/poi/detail/canteen?id=c1');
    expect(foodRoute('hotel', 'h1')).toBe('/pages/hotel/detail?id=h1');
  });
});

describe('recent food searches', () => {
  it('keeps the newest first, without repeats, trimmed', () => {
    const s = store({});
    addRecent(s, ' 东坡肉 ');
    addRecent(s, '片儿川');
    expect(addRecent(s, '东坡肉')).toEqual(['东坡肉', '片儿川']);
    expect(readRecent(s)).toEqual(['东坡肉', '片儿川']);
    expect(addRecent(s, '   ')).toEqual(['东坡肉', '片儿川']);
  });

  it('keeps at most ten and cuts long keywords', () => {
    const s = store({});
    for (let i = 0; i < 14; i++) addRecent(s, `k${i}`);
    const list = readRecent(s);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe('k13');
    expect(addRecent(s, 'x'.repeat(50))[0]).toHaveLength(30);
  });

  it('survives a broken record and can be cleared', () => {
    const s = store({ [RECENT_KEY]: '{not json' });
    expect(readRecent(s)).toEqual([]);
    const odd = store({ [RECENT_KEY]: JSON.stringify(['a', 3, '', 'b']) });
    expect(readRecent(odd)).toEqual(['a', 'b']);
    clearRecent(odd);
    expect(odd.dump()).toEqual({});
  });

  it('still answers when storage refuses to save', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(addRecent(full, '粽子')).toEqual(['粽子']);
  });
});
