import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every visitor-facing string goes through the i18n layer: no component spells Chinese
// itself. The operator console (src/admin, its own bundle) is Chinese only by decision and
// keeps its words beside its screens (docs/CONSOLE_UI.md, "Words").
const root = join(import.meta.dirname, '..');
const CONSOLE = join(root, 'admin');
// Test support (fixtures shaped like the server's answers, which carry Chinese content) is no
// component a visitor sees.
const TEST_SUPPORT = join(root, 'test');
const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === CONSOLE || path === TEST_SUPPORT ? [] : components(path);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [path] : [];
  });
}

const stripComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('user-facing text', () => {
  it('no visitor component hard-codes Chinese text', () => {
    const offenders = components(root).filter((f) => CJK.test(stripComments(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
