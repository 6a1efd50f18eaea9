#!/usr/bin/env node
// What a first visit downloads, counted in Chromium (not from the bundle list): a fresh
// profile at 390×844 opens each page and waits until the network is idle; every script
// response is counted as it came over the wire (Chromium asks for brotli), and each one is
// fetched again with `Accept-Encoding: gzip` to give the gzip figure the budget is set in.
// Prints, per page: scripts, JS on the wire (brotli), JS as gzip, and the whole page's bytes.
//
// Usage: node bench/first-visit.mjs [pages…]      (default: home, West Lake, hotel search)
//   YOUZHE_BIN  the binary (default: the release build, else the debug build); started on a
//               fresh data folder with the shipped content.
//   BUDGET_KB   the first route's JS budget, gzip (default 90)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';

const root = path.resolve(import.meta.dirname, '..');
// playwright-core is the journeys' dependency (e2e/package.json): install it there once.
if (!existsSync(path.join(root, 'e2e/node_modules/playwright-core'))) {
  execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: path.join(root, 'e2e'), stdio: 'inherit' });
}
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('playwright-core');

const target = process.env.CARGO_TARGET_DIR || path.join(os.homedir(), '.cache/youzhe/target');
const bin =
  process.env.YOUZHE_BIN ?? (existsSync(path.join(target, 'release/youzhe')) ? path.join(target, 'release/youzhe') : path.join(target, 'debug/youzhe'));
const budget = Number(process.env.BUDGET_KB ?? 90) * 1000;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/ver3/', '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu', '/ver3/pages/hotel/search?cityId=1201'];

const freePort = () =>
  new Promise((done) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
/** The bytes the server sends for `url` to a client that accepts gzip only (http does not decode). */
const gzipBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

const data = mkdtempSync(path.join(os.tmpdir(), 'youzhe-first-visit-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(bin, ['serve'], {
  env: { ...process.env, YOUZHE_ADDR: `127.0.0.1:${port}`, YOUZHE_DATA_DIR: data, YOUZHE_CONTENT_DIR: path.join(root, 'data/zhejiang'), RUST_LOG: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let failed = false;
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error('the server was not ready after 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  console.log(`first visit, fresh profile, 390×844, ${bin}, ${new Date().toISOString()}`);
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = [];
    const all = [];
    page.on('requestfinished', async (req) => {
      const sizes = await req.sizes().catch(() => null);
      const wire = sizes ? sizes.responseBodySize : 0;
      all.push(wire);
      if (req.resourceType() === 'script') scripts.push({ url: req.url(), wire });
    });
    await page.goto(base + p, { waitUntil: 'networkidle' });
    let gzip = 0;
    for (const s of scripts) gzip += await gzipBytes(s.url);
    const wire = scripts.reduce((n, s) => n + s.wire, 0);
    const total = all.reduce((n, b) => n + b, 0);
    const over = gzip > budget && p === pages[0];
    console.log(
      `${p.padEnd(52)} ${String(scripts.length).padStart(3)} scripts  JS ${kB(wire).padStart(9)} on the wire (br)  ${kB(gzip).padStart(9)} gzip  page ${kB(total)} in all${p === pages[0] ? `  (budget ${kB(budget)} gzip: ${over ? 'OVER' : 'within'})` : ''}`,
    );
    failed ||= over;
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
