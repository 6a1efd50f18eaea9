// A place's accessibility facts in the console (docs/PLACES.md, "Accessibility facts"): each a
// three-way choice (有 / 没有 / 未知) with the source's name and the page it was read from. The
// record keeps only the facts something is said of; with none, the field is left out.

export const ACCESS_KEYS = [
  'step_free_entrance',
  'accessible_toilet',
  'lift',
  'wheelchair_loan',
  'pram_friendly',
  'guide_dogs',
  'audio_guide',
  'elder_concession',
] as const;
export type AccessKey = (typeof ACCESS_KEYS)[number];

export const ACCESS_LABELS: Record<AccessKey, string> = {
  step_free_entrance: '无障碍入口',
  accessible_toilet: '无障碍卫生间',
  lift: '无障碍电梯',
  wheelchair_loan: '轮椅借用',
  pram_friendly: '婴儿车通行',
  guide_dogs: '导盲犬可入内',
  audio_guide: '语音导览',
  elder_concession: '长者优待',
};

export type AccessValue = 'yes' | 'no' | 'unknown';
export interface Fact {
  value: AccessValue;
  source: string;
  url?: string | null;
}
export type Facts = Partial<Record<AccessKey, Fact>>;

const WEB = /^https?:\/\/[^/\s]+\.[^/\s]+(\/\S*)?$/;

/** The facts worth keeping: a yes or a no, or an unknown that names a source. Null when none. */
export function tidyFacts(facts: Facts | null | undefined): Facts | null {
  const out: Facts = {};
  for (const key of ACCESS_KEYS) {
    const f = facts?.[key];
    if (!f) continue;
    const source = (f.source ?? '').trim();
    const url = (f.url ?? '').trim();
    if (f.value === 'unknown' && !source && !url) continue;
    out[key] = url ? { value: f.value, source, url } : { value: f.value, source };
  }
  return Object.keys(out).length ? out : null;
}

/** The first problem, in Chinese naming the fact, or null: a yes or no needs its source and page. */
export function factsProblem(facts: Facts | null | undefined): string | null {
  for (const key of ACCESS_KEYS) {
    const f = facts?.[key];
    if (!f) continue;
    const label = ACCESS_LABELS[key];
    const known = f.value === 'yes' || f.value === 'no';
    const url = (f.url ?? '').trim();
    if (known && !(f.source ?? '').trim()) return `${label}：选了“有”或“没有”，请填写来源名称`;
    if ((f.source ?? '').trim().length > 60) return `${label}：来源名称不超过 60 个字`;
    if (known && !url) return `${label}：选了“有”或“没有”，请填写来源网页地址`;
    if (url && !WEB.test(url)) return `${label}：来源网页地址须以 http:// 或 https:// 开头`;
  }
  return null;
}
