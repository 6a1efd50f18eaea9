import { describe, expect, it } from 'vitest';
import { road } from './fixtures';
import { nextStopIndex, numberedStops } from './onTheRoad';

describe('on the road', () => {
  const stops = numberedStops(road());

  it('numbers the stops along the whole line, day after day', () => {
    expect(stops.map((s) => [s.n, s.day, s.stop.place.id])).toEqual([
      [1, 1, 'a'],
      [2, 1, 'b'],
      [3, 2, 'c'],
    ]);
  });

  it('starts at the first stop without a position', () => {
    expect(nextStopIndex(stops, null)).toBe(0);
    expect(nextStopIndex([], null)).toBe(-1);
  });

  it('heads for the nearest stop, and on to the one after once the visitor stands there', () => {
    expect(nextStopIndex(stops, { lat: 30.25, lng: 120.151 })).toBe(1);
    expect(nextStopIndex(stops, { lat: 30.2401, lng: 120.1001 })).toBe(1);
    expect(nextStopIndex(stops, { lat: 30.24, lng: 120.15 })).toBe(2);
    expect(nextStopIndex(stops, { lat: 30.3, lng: 120.2 })).toBe(-1);
  });
});
