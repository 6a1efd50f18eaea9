import { describe, expect, it } from 'vitest';
import { spread, type Point } from './spread';

const GAP = 34;
const drawn = (points: Point[]) => spread(points, GAP).map((o, i) => ({ x: points[i].x + o.x, y: points[i].y + o.y }));
const closest = (ps: Point[]) => {
  let best = Infinity;
  ps.forEach((a, i) => ps.slice(i + 1).forEach((b) => (best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y)))));
  return best;
};

describe('numbered stops on a map never hide each other', () => {
  it('stop 3 and stop 4 a few pixels apart are drawn side by side, the others stay put', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 300, y: 100 },
      { x: 304, y: 103 },
      { x: 500, y: 300 },
    ];
    const at = drawn(points);
    expect(closest(at)).toBeGreaterThanOrEqual(GAP - 1e-6);
    expect(at[0]).toEqual(points[0]);
    expect(at[1]).toEqual(points[1]);
    expect(at[4]).toEqual(points[4]);
  });

  it('a chain of close stops and stops on the very same spot all come apart', () => {
    const chain = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 100 + i * 8, y: 100 }));
    expect(closest(drawn(chain))).toBeGreaterThanOrEqual(GAP - 1e-6);
    const same = [1, 2, 3].map(() => ({ x: 50, y: 50 }));
    expect(closest(drawn(same))).toBeGreaterThanOrEqual(GAP - 1e-6);
  });
});
