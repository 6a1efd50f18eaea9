// The festival page's arithmetic (pure): the date of a festival day, the days, each day's
// sets by stage in time order, and the line-up with each act's sets.
import type { CampaignDetail } from '../../api/campaigns';

export type Programme = NonNullable<CampaignDetail['programme']>;
export type FestivalSet = Programme['lineup'][number];

/** Day `n` (1 = the campaign's first day) as `2026-11-25`, in Asia/Shanghai. */
export function dayDate(startsAt: string, n: number): string {
  const start = Date.parse(startsAt);
  if (!Number.isFinite(start)) return '';
  return new Date(start + 8 * 3600_000 + (n - 1) * 86_400_000).toISOString().slice(0, 10);
}

export const dayNumbers = (p: Programme): number[] => Array.from({ length: p.days }, (_, i) => i + 1);

/** One day's stages, in the programme's order, each with its sets by start time. */
export function daySchedule(p: Programme, day: number): { stage: string; sets: FestivalSet[] }[] {
  return p.stages.map((stage) => ({
    stage,
    sets: p.lineup.filter((s) => s.day === day && s.stage === stage).sort((a, b) => a.start.localeCompare(b.start)),
  }));
}

/** Every act once, in the order of its first set (day, then time). */
export function acts(p: Programme): { artist: string; note?: string; sets: FestivalSet[] }[] {
  const order = [...p.lineup].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
  const by = new Map<string, { artist: string; note?: string; sets: FestivalSet[] }>();
  for (const s of order) {
    const a = by.get(s.artist) ?? { artist: s.artist, note: s.note, sets: [] };
    a.sets.push(s);
    by.set(s.artist, a);
  }
  return [...by.values()];
}
