import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Two seams that must not come back (docs/FRONTEND.md, "Calling the API"): a call typed by
// hand instead of from the server's document, and a campaign id written in the web code
// (the server names the campaign: the address's `?id=`, or `/campaigns/current`).
const root = join(import.meta.dirname, '..');
const CONSOLE = join(root, 'admin');
const TESTS = join(root, 'test');
/** The request layer and the typed client are the only places that name an answer type. */
const CLIENT = [join(root, 'api', 'request.ts'), join(root, 'api', 'typedRequest.ts')];

const isTest = (name: string) => name.includes('.test.');

function files(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (skip(path)) return [];
    if (e.isDirectory()) return files(path, skip);
    return isTest(e.name) ? [] : [path];
  });
}

const stripComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
/** `request<Answer>(…)`: the untyped layer given an answer type by hand. */
const HAND_TYPED = /\brequest\s*<\s*[^\s>]/;

describe('the seams of the visitor app', () => {
  it('no visitor module calls the request layer with a hand-written answer type', () => {
    const visitor = files(root, (p) => p === CONSOLE || p === TESTS || CLIENT.includes(p)).filter((f) => /\.tsx?$/.test(f));
    expect(visitor.length).toBeGreaterThan(100);
    const offenders = visitor.filter((f) => HAND_TYPED.test(stripComments(readFileSync(f, 'utf8')))).map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it('no campaign id of the shipped samples is written in the web code', () => {
    const all = files(root, (p) => p === TESTS);
    const offenders = all.filter((f) => readFileSync(f, 'utf8').includes('sample-')).map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it('the check finds what it looks for', () => {
    expect(HAND_TYPED.test("request<StampCard | null>(path(id), lookup)")).toBe(true);
    expect(HAND_TYPED.test("api.find('/ver3/api/v3/stamps/{id}', {}, { path: { id } })")).toBe(false);
    expect(HAND_TYPED.test('createCampaignsApi(request)')).toBe(false);
  });
});
