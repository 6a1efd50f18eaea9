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

  it('starts at the first stop until the visitor checks in along the line', () => {
    expect(nextStopIndex(stops, new Set())).toBe(0);
    expect(nextStopIndex([], new Set())).toBe(-1);
  });

  it('goes on from the furthest stop checked in at, and ends after the last', () => {
    expect(nextStopIndex(stops, new Set(['1-a']))).toBe(1);
    expect(nextStopIndex(stops, new Set(['2-b']))).toBe(2);
    expect(nextStopIndex(stops, new Set(['1-a', '3-c']))).toBe(-1);
  });
});
