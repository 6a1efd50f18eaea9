// @vitest-environment node
// The page-area lint (eslint.areas.js) holds: it knows every page folder from the file system,
// and it refuses an import from one area into another while letting an area use its own files
// and the shared features.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint's own module is plain JavaScript without types
import { pageAreas } from '../../eslint.areas.js';

const web = resolve(__dirname, '../..');

async function lint(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: web });
  const [result] = await eslint.lintText(code, { filePath: join(web, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('page areas lint', () => {
  it('reads the areas from the folders, a group folder giving its own folders', () => {
    const pages = mkdtempSync(join(tmpdir(), 'pages-'));
    for (const d of ['hotel', 'newarea', 'custom/answer', 'custom/qixi']) mkdirSync(join(pages, d), { recursive: true });
    writeFileSync(join(pages, 'hotel', 'HotelPage.tsx'), '');
    expect(pageAreas(pages)).toEqual(['custom/answer', 'custom/qixi', 'hotel', 'newarea']);
  });

  it('knows every folder of src/pages today', () => {
    const areas: string[] = pageAreas();
    for (const a of ['spring', 'actives', 'custom/answer', 'custom/qixi', 'hotel', 'tour']) expect(areas).toContain(a);
  });

  it('refuses an import from another area, also between the folders of a group', async () => {
    expect(await lint('src/pages/spring/X.tsx', "import { quiz } from '../custom/answer/QuizIndexPage';\nexport const x = quiz;\n")).toEqual([
      expect.stringContaining('youzhe/area-boundary: Area folders do not import each other: spring imports custom/answer'),
    ]);
    expect(await lint('src/pages/custom/qixi/X.tsx', "export { a } from '../answer/QuizIndexPage';\n")).toEqual([
      expect.stringContaining('custom/qixi imports custom/answer'),
    ]);
    expect(await lint('src/pages/actives/X.tsx', "export const p = import('../hotel/HotelPage');\n")).toEqual([
      expect.stringContaining('actives imports hotel'),
    ]);
  });

  it('lets an area use its own files and a shared feature through its index', async () => {
    expect(await lint('src/pages/spring/X.tsx', "import { quiz } from '../../features/quiz';\nimport { a } from './PersonaResult';\nexport const x = [quiz, a];\n")).toEqual([]);
    expect(await lint('src/pages/spring/X.tsx', "import { quiz } from '../../features/quiz/calls';\nexport const x = quiz;\n")).toEqual([
      expect.stringContaining('Import a feature through its index.ts'),
    ]);
  });
});
