// Markers that would cover each other on screen, fanned out around where they stand, so every
// numbered stop stays visible and tappable at every zoom. Pure: screen points in, offsets out.

export interface Point {
  x: number;
  y: number;
}

/**
 * For each point, the offset (px) to draw its marker at so that no two markers are closer
 * than `gap` px: points closer than `gap` (directly or through a chain of them) form a group,
 * and a group's markers sit on a circle around its centre, in their order, the first at the
 * top, going clockwise, neighbours `gap` apart. A point alone keeps its place.
 */
export function spread(points: readonly Point[], gap: number): Point[] {
  const n = points.length;
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y) < gap) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  const out = points.map(() => ({ x: 0, y: 0 }));
  for (const members of groups.values()) {
    const k = members.length;
    if (k < 2) continue;
    const cx = members.reduce((s, i) => s + points[i].x, 0) / k;
    const cy = members.reduce((s, i) => s + points[i].y, 0) / k;
    const radius = gap / (2 * Math.sin(Math.PI / k));
    members.forEach((i, j) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * j) / k;
      out[i] = { x: cx + radius * Math.cos(angle) - points[i].x, y: cy + radius * Math.sin(angle) - points[i].y };
    });
  }
  return out;
}
