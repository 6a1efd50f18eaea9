#!/usr/bin/env node
// Visitors writing at once: N signed-in visitors (default 200), each in a closed loop for
// S seconds (default 30), alternately posting a review of a place and the daily check-in
// (`POST /ver3/api/Open/integral`), against the release binary on a fresh SQLite file with
// the shipped content. Then, with those reviews stored, wrk reads a place's reviews against
// the static ping. Prints requests, errors (anything but HTTP 200 with code 0), latency
// percentiles, and the read ratio.
//
// The per-visitor write limits are switched off for the run (`YOUZHE_RATE_REVIEWS`,
// `YOUZHE_RATE_POINTS`, `YOUZHE_RATE_LOGIN` = off): with them on, a closed loop is refused
// by design and the run would measure the limiter, not the writes.
//
// Usage: node bench/writers.mjs [visitors] [seconds]   (YOUZHE_BIN = the release binary)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const visitors = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 30);
const bin = process.env.YOUZHE_BIN ?? join(process.env.CARGO_TARGET_DIR ?? join(process.env.HOME, '.cache/youzhe/target'), 'release/youzhe');
const PLACES = ['scenic-hz-xihu', 'scenic-hz-xixi', 'scenic-sx-lanting', 'scenic-jx-wuzhen', 'scenic-huz-moganshan'];
const READ = `/ver3/api/v3/reviews?targetKind=place&targetId=${PLACES[0]}`;

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const data = mkdtempSync(join(tmpdir(), 'youzhe-writers-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(bin, ['serve'], {
  env: {
    ...process.env,
    YOUZHE_ADDR: `127.0.0.1:${port}`,
    YOUZHE_DATA_DIR: data,
    RUST_LOG: 'warn',
    YOUZHE_RATE_REVIEWS: 'off',
    YOUZHE_RATE_POINTS: 'off',
    YOUZHE_RATE_LOGIN: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
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

// Up, with the content imported (a place answers).
for (let i = 0; i < 600; i++) {
  const r = await json(`/ver3/api/poi/v1/details?id=${PLACES[0]}`).catch(() => null);
  if (r?.body?.code === 0) break;
  await sleep(100);
}
const known = [];
for (const id of PLACES) if ((await json(`/ver3/api/poi/v1/details?id=${id}`)).body?.code === 0) known.push(id);
if (!known.length) throw new Error('no place of the list answers');

const tokens = [];
for (let i = 0; i < visitors; i++) {
  const r = await json('/ver3/api/api-auth/v1/zlhw-center/open-id/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ openid: `bench-writer-${i}` }),
  });
  if (r.body?.code !== 0) throw new Error(`sign-in ${i}: ${JSON.stringify(r.body)}`);
  tokens.push(r.body.data.ID_token);
}

const latencies = { review: [], checkin: [] };
const errors = { review: 0, checkin: 0 };
const samples = [];
const until = Date.now() + seconds * 1000;
const day = new Date().toISOString().slice(0, 10);

async function visitor(i) {
  const auth = { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' };
  for (let n = 0; Date.now() < until; n++) {
    const review = n % 2 === 0;
    const what = review ? 'review' : 'checkin';
    const body = review
      ? { targetKind: 'place', targetId: known[(i + n) % known.length], rating: 1 + ((i + n) % 5), text: `第${n}次来，湖边走了一圈，景色很好。访客${i}`, mediaIds: [] }
      : { event: 'checkin', key: `checkin-${day}` };
    const t0 = performance.now();
    try {
      const r = await json(review ? '/ver3/api/v3/reviews' : '/ver3/api/Open/integral', { method: 'POST', headers: auth, body: JSON.stringify(body) });
      latencies[what].push(performance.now() - t0);
      if (r.status !== 200 || r.body?.code !== 0) {
        errors[what]++;
        if (samples.length < 5) samples.push({ what, status: r.status, body: r.body });
      }
    } catch (e) {
      errors[what]++;
      if (samples.length < 5) samples.push({ what, error: String(e) });
    }
  }
}

const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
console.log(`youzhe writers benchmark: ${visitors} visitors, ${seconds} s, SQLite, on ${spawnSync('nproc').stdout.toString().trim()} cores, ${new Date().toISOString()}`);
await Promise.all(tokens.map((_, i) => visitor(i)));
for (const what of ['review', 'checkin']) {
  const xs = latencies[what];
  console.log(
    `${what.padEnd(8)} ${String(xs.length).padStart(7)} requests  ${(xs.length / seconds).toFixed(0).padStart(5)}/s  errors ${errors[what]}  ` +
      `p50 ${pct(xs, 50).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`,
  );
}
if (samples.length) console.log('first errors:', JSON.stringify(samples, null, 1));

// Reading a place's reviews (with what was just written) against the ping, as bench/load.sh does.
const wrk = (path) => {
  const out = spawnSync('wrk', ['-t2', '-c32', '-d8s', '--latency', base + path], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`wrk: ${out.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out.stdout)?.[1]);
  const p99 = /99%\s+(\S+)/.exec(out.stdout)?.[1];
  return { rps, p99 };
};
const count = (await json(READ)).body?.data;
console.log(`reviews of ${PLACES[0]} stored: ${count?.total ?? count?.summary?.count ?? '?'}`);
const ping = wrk('/healthz');
const read = wrk(READ);
console.log(`/healthz ${ping.rps.toFixed(0)} req/s p99 ${ping.p99}`);
console.log(`${READ} ${read.rps.toFixed(0)} req/s p99 ${read.p99}  ratio to ping ${(read.rps / ping.rps).toFixed(2)}`);
stop();
process.exit(errors.review + errors.checkin ? 1 : 0);
