import { describe, expect, it } from 'vitest';
import { isVisitorsOwn } from './placeQuery';

describe('the visitor’s own position', () => {
  it('is not the Hangzhou-station default, whatever source it was read back under', () => {
    expect(isVisitorsOwn({ lat: 30.25, lng: 120.17, source: 'ip' })).toBe(true);
    expect(isVisitorsOwn({ lat: 30.2435, lng: 120.182, source: 'default' })).toBe(false);
    expect(isVisitorsOwn({ lat: 30.2435, lng: 120.182, source: 'session' })).toBe(false);
    expect(isVisitorsOwn(null)).toBe(false);
  });
});
