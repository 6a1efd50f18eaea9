import { describe, expect, it } from 'vitest';
import { chooseCity, cityFrom, FOOD_CITY_KEY } from './foodCity';

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
});
