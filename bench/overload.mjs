#!/usr/bin/env node
// Overload and slow clients, on loopback, against the release binary on a fresh SQLite file
// with the shipped content:
//   1. C connections (default 2 000, kept alive) each in a closed loop for S seconds
//      (default 60) of mixed reads (a place, a list, the regions, a place's reviews) and
//      writes (the daily check-in, a favourite toggled) by 200 signed-in visitors;
//      meanwhile the ping (/healthz) every 50 ms on a connection of its own, 100 slow-header
//      clients (a header line every 2 s) and 20 slow-body clients (a byte every 5 s).
//      Prints the answers by status (5xx other than a 503 with Retry-After are failures),
//      the ping's p50/p99, the server's peak resident memory (VmHWM), and when the slow
//      clients were cut off.
//   2. SIGTERM with the load still running: every request the server had begun must be
//      answered; requests sent after the signal are refused (that is the point), counted
//      apart.
// Figures go to bench/RESULTS.md ("Overload and slow clients"); nothing here fails on a
// number except a non-deliberate 5xx or a failed in-flight request.
//
// Usage: node bench/overload.mjs [connections] [seconds]   (YOUZHE_BIN = the release binary)
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const conns = Number(process.argv[2] ?? 2000);
const seconds = Number(process.argv[3] ?? 60);
const bin =
  process.env.YOUZHE_BIN ?? join(process.env.CARGO_TARGET_DIR ?? join(process.env.HOME, '.cache/youzhe/target'), 'release/youzhe');
const PLACES = ['scenic-hz-xihu', 'scenic-hz-xixi', 'scenic-sx-lanting', 'scenic-jx-wuzhen', 'scenic-huz-moganshan'];
const READS = [
  ...PLACES.map((id) => `/ver3/api/poi/v1/details?id=${id}`),
  '/ver3/api/v3/common-region',
  `/ver3/api/v3/reviews?targetKind=place&targetId=${PLACES[0]}`,
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const freePort = () =>
  new Promise((done) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

const data = mkdtempSync(join(tmpdir(), 'youzhe-overload-'));
const port = await freePort();
const server = spawn(bin, ['serve'], {
  env: {
    ...process.env,
    YOUZHE_ADDR: `127.0.0.1:${port}`,
    YOUZHE_DATA_DIR: data,
    RUST_LOG: 'warn',
    // The per-visitor limits would refuse a closed loop by design; this measures the server.
    YOUZHE_RATE_POINTS: 'off',
    YOUZHE_RATE_LOGIN: 'off',
    YOUZHE_RATE_FAVOURITES: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExit = null;
server.on('exit', (code, signal) => (serverExit = { code, signal, at: performance.now() }));
process.on('exit', () => {
  server.kill('SIGKILL');
  rmSync(data, { recursive: true, force: true });
});
const status = (key) => {
  try {
    const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(key));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
};

const agent = new http.Agent({ keepAlive: true, maxSockets: conns + 10 });
const pingAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function call(method, path, { token, body, use = agent } = {}) {
  return new Promise((done) => {
    const started = performance.now();
    const headers = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: use }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.status ?? res.statusCode, retryAfter: res.headers['retry-after'], text: Buffer.concat(chunks).toString(), started, ms: performance.now() - started }),
      );
      res.on('error', (e) => done({ status: 0, error: e.code ?? String(e), started }));
    });
    req.on('error', (e) => done({ status: 0, error: e.code ?? String(e), started }));
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

// Up, with the content imported.
for (let i = 0; i < 1200; i++) {
  const r = await call('GET', READS[0]);
  if (r.status === 200 && r.text.includes('"code":0')) break;
  if (i === 1199) throw new Error('the server did not come up with its content');
  await sleep(100);
}
const tokens = [];
for (let i = 0; i < 200; i++) {
  const r = await call('POST', '/ver3/api/api-auth/v1/zlhw-center/open-id/login', { body: { openid: `bench-overload-${i}` } });
  const token = JSON.parse(r.text)?.data?.ID_token;
  if (!token) throw new Error(`sign-in ${i}: ${r.text}`);
  tokens.push(token);
}
const rssBefore = status('VmRSS:');

// Slow clients: they must be cut off, not kept.
function slowHeaders() {
  return new Promise((done) => {
    const began = performance.now();
    const s = net.connect(port, '127.0.0.1', () => s.write('GET /healthz HTTP/1.1\r\n'));
    const t = setInterval(() => s.write('X-Slow: 1\r\n'), 2000);
    let answered = '';
    s.on('data', (d) => (answered += d));
    s.on('close', () => {
      clearInterval(t);
      done({ after: (performance.now() - began) / 1000, answered: answered.slice(0, 12) });
    });
    s.on('error', () => {});
  });
}
function slowBody() {
  return new Promise((done) => {
    const began = performance.now();
    const s = net.connect(port, '127.0.0.1', () =>
      s.write('POST /ver3/api/v3/http/goodInfos HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{'),
    );
    const t = setInterval(() => s.write(' '), 5000);
    let answered = '';
    s.on('data', (d) => (answered += d));
    s.on('close', () => {
      clearInterval(t);
      done({ after: (performance.now() - began) / 1000, answered: answered.slice(0, 12) });
    });
    s.on('error', () => {});
  });
}
const slowH = Array.from({ length: 100 }, slowHeaders);
const slowB = Array.from({ length: 20 }, slowBody);

// The load.
const counts = new Map();
const bad = [];
let stopAt = performance.now() + seconds * 1000;
let sigtermAt = Infinity;
const afterSignal = { answered: 0, refused: 0 };
const inFlightFailed = [];
function record(r) {
  if (r.started >= sigtermAt) {
    if (r.status === 0) afterSignal.refused++;
    else afterSignal.answered++;
    return;
  }
  if (r.status === 0 && sigtermAt !== Infinity) {
    // Begun before the signal and not answered: only a failure if the server had the request.
    inFlightFailed.push({ before: sigtermAt - r.started, error: r.error });
    return;
  }
  const key = r.status === 503 ? (r.retryAfter ? '503 with Retry-After' : '503 without Retry-After') : String(r.status || r.error);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  if ((r.status >= 500 && !(r.status === 503 && r.retryAfter)) || r.status === 0) bad.push(r.status || r.error);
}
async function client(n) {
  const token = tokens[n % tokens.length];
  let i = n;
  while (performance.now() < stopAt) {
    i++;
    const pick = i % 10;
    let r;
    if (pick < 7) r = await call('GET', READS[i % READS.length]);
    else if (pick < 9) r = await call('POST', '/ver3/api/Open/integral', { token, body: { event: 'checkin', key: `checkin-${new Date().toISOString().slice(0, 10)}` } });
    else r = await call(i % 20 < 10 ? 'PUT' : 'DELETE', `/ver3/api/v3/favourites/place/${PLACES[i % PLACES.length]}`, { token });
    record(r);
    if (r.status === 503 && r.retryAfter) await sleep(50); // a polite client backs off a little
  }
}
const pings = [];
async function pinger() {
  while (performance.now() < stopAt) {
    const r = await call('GET', '/healthz', { use: pingAgent });
    if (r.status === 200) pings.push(r.ms);
    await sleep(50);
  }
}
const began = performance.now();
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, status('VmRSS:') || 0)), 500);
const running = [...Array.from({ length: conns }, (_, n) => client(n)), pinger()];
await sleep(seconds * 1000);
const hwm = status('VmHWM:');

// SIGTERM with the load still on: stop the loops a little after the signal.
sigtermAt = performance.now();
stopAt = sigtermAt + 2000;
server.kill('SIGTERM');
await Promise.all(running);
clearInterval(sampler);
for (let i = 0; i < 600 && !serverExit; i++) await sleep(50);
const [h, b] = [await Promise.all(slowH), await Promise.all(slowB)];

const total = [...counts.values()].reduce((a, b) => a + b, 0);
const secs = (sigtermAt - began) / 1000;
console.log(`connections ${conns}, ${secs.toFixed(0)} s, ${total} answers (${(total / secs).toFixed(0)}/s)`);
for (const [k, v] of [...counts].sort()) console.log(`  ${k}: ${v}`);
console.log(`non-deliberate 5xx or failed before the signal: ${bad.length}`);
console.log(`ping: ${pings.length} answered, p50 ${pct(pings, 50).toFixed(1)} ms, p99 ${pct(pings, 99).toFixed(1)} ms, max ${Math.max(...pings).toFixed(1)} ms`);
console.log(`memory: RSS ${rssBefore.toFixed(0)} MB before the load, peak ${Math.max(peakRss, hwm).toFixed(0)} MB (VmHWM ${hwm.toFixed(0)} MB)`);
const cut = (xs) => `${xs.length} cut off after ${Math.min(...xs.map((x) => x.after)).toFixed(1)}–${Math.max(...xs.map((x) => x.after)).toFixed(1)} s`;
console.log(`slow headers: ${cut(h)}; answered: ${h.filter((x) => x.answered).length}`);
console.log(`slow bodies: ${cut(b)}; answered 408: ${b.filter((x) => x.answered.startsWith('HTTP/1.1 408')).length}`);
console.log(
  `SIGTERM under load: server exited ${serverExit ? `with ${serverExit.code ?? serverExit.signal} after ${((serverExit.at - sigtermAt) / 1000).toFixed(2)} s` : 'NOT within 30 s'}; ` +
    `requests begun before the signal and not answered: ${inFlightFailed.length}` +
    (inFlightFailed.length ? ` (begun ${Math.min(...inFlightFailed.map((f) => f.before)).toFixed(1)}–${Math.max(...inFlightFailed.map((f) => f.before)).toFixed(1)} ms before it: ${[...new Set(inFlightFailed.map((f) => f.error))].join(', ')})` : '') +
    `; after it: ${afterSignal.answered} answered, ${afterSignal.refused} refused`,
);
process.exit(bad.length ? 1 : 0);
