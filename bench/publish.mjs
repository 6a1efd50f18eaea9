#!/usr/bin/env node
// Publishing one edit: on a fresh SQLite file with the shipped content (what `make run`
// serves), a province admin renames West Lake and publishes it, R times. For each publish
// it measures the time from sending `POST …/content/places/{id}/publish` to its answer —
// the answer comes after the new snapshot is swapped in — and the time until a visitor's
// read of the place shows the new name. Meanwhile C readers loop over the place's page
// and a search; any answer but HTTP 200 with code 0, or a name that is neither the old nor
// the new one (a half-built snapshot), is an error.
//
// Usage: node bench/publish.mjs [publishes] [readers]   (YOUZHE_BIN = the binary to run;
// the release binary by default)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rounds = Number(process.argv[2] ?? 20);
const readers = Number(process.argv[3] ?? 16);
const bin = process.env.YOUZHE_BIN ?? join(process.env.CARGO_TARGET_DIR ?? join(process.env.HOME, '.cache/youzhe/target'), 'release/youzhe');
const PLACE = 'scenic-hz-xihu';
const ADMIN = '/ver3/api/admin/v1';
const PASSWORD = 'bench publish password';

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const data = mkdtempSync(join(tmpdir(), 'youzhe-publish-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, YOUZHE_ADDR: `127.0.0.1:${port}`, YOUZHE_DATA_DIR: data, RUST_LOG: process.env.RUST_LOG ?? 'warn', YOUZHE_RATE_OPERATOR_LOGIN: 'off' };
const server = spawn(bin, ['serve'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => {
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
};
process.on('exit', stop);

async function json(path, init = {}) {
  const res = await fetch(base + path, init);
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

for (let i = 0; i < 600; i++) {
  const r = await json(`/ver3/api/poi/v1/details?id=${PLACE}`).catch(() => null);
  if (r?.body?.code === 0) break;
  await sleep(100);
}
const original = (await json(`/ver3/api/poi/v1/details?id=${PLACE}`)).body.data.name;

const add = spawnSync(bin, ['operator', 'add', 'bench-admin', '--role', 'province-admin', '--password-stdin'], { env, input: `${PASSWORD}\n` });
if (add.status !== 0) throw new Error(`operator add: ${add.stderr}`);
const signIn = await fetch(`${base}${ADMIN}/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench-admin', password: PASSWORD }),
});
const cookie = signIn.headers.get('set-cookie').split(';')[0];
const csrf = (await signIn.json()).data.csrf;
const op = (method, path, body) =>
  json(`${ADMIN}${path}`, { method, headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const record = (await json(`${ADMIN}/content/places/${PLACE}`, { headers: { cookie } })).body.data.published;

// Readers: the place's page and a search, in closed loops, until told to stop.
const names = new Set([original]);
let running = true;
let reads = 0;
const errors = [];
async function reader(i) {
  while (running) {
    const path = i % 2 ? `/ver3/api/poi/v1/details?id=${PLACE}` : `/ver3/api/v3/http/search?keyword=${encodeURIComponent('西湖')}`;
    try {
      const r = await json(path);
      reads++;
      if (r.status !== 200 || r.body?.code !== 0) errors.push(`${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      else if (i % 2 && !names.has(r.body.data.name)) errors.push(`${path}: unexpected name ${r.body.data.name}`);
    } catch (e) {
      errors.push(`${path}: ${e}`);
    }
  }
}
const loops = Array.from({ length: readers }, (_, i) => reader(i));
await sleep(1000);

const publishMs = [];
const visibleMs = [];
const draftMs = [];
const readsBefore = reads;
const t0 = performance.now();
for (let n = 1; n <= rounds; n++) {
  const name = `${original}（第${n}次）`;
  names.add(name);
  const body = { ...record, name: { ...record.name, zh: name } };
  let t = performance.now();
  const d = await op('PUT', `/content/places/${PLACE}/draft`, { body });
  draftMs.push(performance.now() - t);
  if (d.body?.code !== 0) throw new Error(`draft: ${JSON.stringify(d.body)}`);
  t = performance.now();
  const p = op('POST', `/content/places/${PLACE}/publish`, { version: d.body.data.version });
  // A visitor polling from the moment the request leaves.
  const seen = (async () => {
    for (;;) {
      const r = await json(`/ver3/api/poi/v1/details?id=${PLACE}`);
      if (r.body?.data?.name === name) return performance.now() - t;
    }
  })();
  const answer = await p;
  publishMs.push(performance.now() - t);
  if (answer.body?.code !== 0) throw new Error(`publish: ${JSON.stringify(answer.body)}`);
  visibleMs.push(await seen);
  await sleep(200);
}
const elapsed = (performance.now() - t0) / 1000;
running = false;
await Promise.all(loops);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (xs) => `p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
console.log(`binary: ${bin}`);
console.log(`publishes: ${rounds}, readers: ${readers}`);
console.log(`draft (validate + write):        ${fmt(draftMs)}`);
console.log(`publish request → answer (swapped): ${fmt(publishMs)}`);
console.log(`publish request → visitor sees it:  ${fmt(visibleMs)}`);
console.log(`reads during the publishes: ${reads - readsBefore} in ${elapsed.toFixed(1)} s, errors: ${errors.length}`);
for (const e of errors.slice(0, 10)) console.log(`  ${e}`);
process.exit(errors.length ? 1 : 0);
