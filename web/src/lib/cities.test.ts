import { describe, expect, it } from 'vitest';
import { CITIES, cityIdByName } from './cities';

describe('cities', () => {
  it('has the eleven cities with their ids', () => {
    expect(CITIES.map((c) => c.id)).toEqual([1201, 1202, 1203, 1204, 1205, 1209, 1224, 1230, 1235, 1239, 1245]);
  });
  it('maps names with or without 市, unknown to Hangzhou', () => {
    expect(cityIdByName('宁波市')).toBe(1202);
    expect(cityIdByName('舟山')).toBe(1245);
    expect(cityIdByName('上海市')).toBe(1201);
    expect(cityIdByName(undefined)).toBe(1201);
  });
});
