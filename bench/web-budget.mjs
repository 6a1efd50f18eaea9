#!/usr/bin/env node
// First-screen budget of the web app (issue: frontend foundation). Reads web/dist and its
// Vite manifest, and sums, gzip -9, what the browser must fetch before the first route
// paints: index.html, the entry chunk and its static imports, and the home page's lazy
// chunk (the router loads it before rendering /ver3/). Everything else is lazy.
// Usage: node bench/web-budget.mjs [--markdown]   (run `npm run build` in web/ first)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../web/dist');
const BUDGET = { js: 90_000, css: 15_000, html: 14_000 }; // bytes, gzip (kB = 1000 B, as Vite prints); JS: the first-paint issue's 90 kB
const FIRST_PAGE = 'src/pages/hotel/HotelIndexPage.tsx';

const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(resolve(dist, file));
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A manifest entry's own file, its CSS, and those of its static imports, once each. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const keys = new Set([...closure('index.html'), ...closure(FIRST_PAGE)]);
const js = new Set();
const css = new Set();
for (const k of keys) {
  const e = manifest[k];
  if (e.file) js.add(e.file);
  for (const c of e.css ?? []) css.add(c);
}

const measure = (files) =>
  [...files].map((f) => {
    const buf = read(f);
    return { file: f, raw: buf.length, gzip: gz(buf), brotli: br(buf) };
  });
const sum = (rows, k) => rows.reduce((n, r) => n + r[k], 0);

const jsRows = measure(js);
const cssRows = measure(css);
const html = read('index.html');
const htmlRow = { file: 'index.html', raw: html.length, gzip: gz(html), brotli: br(html) };

const allJs = Object.values(manifest).map((e) => e.file).filter((f) => f?.endsWith('.js'));
const lazyRows = measure(allJs.filter((f) => !js.has(f))).sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1000).toFixed(1);
const verdict = (n, max) => (n <= max ? 'within' : 'OVER');
const lines = [
  ['first route JS', sum(jsRows, 'gzip'), BUDGET.js, sum(jsRows, 'brotli'), jsRows.length],
  ['first route CSS', sum(cssRows, 'gzip'), BUDGET.css, sum(cssRows, 'brotli'), cssRows.length],
  ['index.html', htmlRow.gzip, BUDGET.html, htmlRow.brotli, 1],
];

if (process.argv.includes('--markdown')) {
  console.log('| what | gzip | budget | brotli | files |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, g, max, b, n] of lines) console.log(`| ${name} | ${kb(g)} kB | ${kb(max)} kB (${verdict(g, max)}) | ${kb(b)} kB | ${n} |`);
  console.log('');
  console.log('Largest lazy chunks (gzip): ' + lazyRows.slice(0, 5).map((r) => `${r.file.replace(/^static\/js\//, '')} ${kb(r.gzip)} kB`).join(', '));
} else {
  for (const r of [...jsRows, ...cssRows, htmlRow]) console.log(`${r.file.padEnd(48)} ${kb(r.raw).padStart(7)} kB raw ${kb(r.gzip).padStart(7)} kB gzip`);
  console.log('');
  for (const [name, g, max, b] of lines) console.log(`${name.padEnd(16)} ${kb(g).padStart(6)} kB gzip (budget ${kb(max)} kB: ${verdict(g, max)}), ${kb(b)} kB brotli`);
  console.log(`lazy JS: ${lazyRows.length} chunks, ${kb(sum(lazyRows, 'gzip'))} kB gzip in all; largest ${lazyRows[0]?.file} ${kb(lazyRows[0]?.gzip ?? 0)} kB`);
}
process.exit(lines.every(([, g, max]) => g <= max) ? 0 : 1);
