import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 30.2435, lng: 120.182 }, { lat: 30.2435, lng: 120.182 })).toBe(0);
  });

  it('uses the earth diameter 12756274 m and rounds to 2 decimals', () => {
    // One degree of latitude = π·D/360 m = 111.3195… km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(111.32);
  });

  it('Hangzhou station to Ningbo station is about 145 km', () => {
    const d = distanceKm({ lat: 30.2435, lng: 120.182 }, { lat: 29.8631, lng: 121.5442 });
    expect(d).toBeGreaterThan(130);
    expect(d).toBeLessThan(150);
    expect(Number.isInteger(Math.round(d * 100))).toBe(true);
  });

  it('is symmetric', () => {
    const a = { lat: 28.0, lng: 120.6 };
    const b = { lat: 30.0, lng: 122.1 };
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });
});
