// Two replicas on one PostgreSQL database (docs/OPERATIONS.md, "Several replicas"):
//
//  1. A change written beside the replicas (`youzhe import` of one changed record) shows on
//     replica B within 2 s, three times, and on A too; the content poll is off, so it is the
//     notification that carries it. The times are printed.
//  2. Read load for 5 s: 4 clients on B alone, and 4 clients spread over A and B by a tiny
//     round-robin balancer that marks a backend down when a connection to it fails and sends
//     the request to the other (what any load balancer does). A is killed with SIGKILL after
//     1.5 s. B answers every request; the visitors behind the balancer see 0 errors.
//  3. (before 2) A shared rate limit holds across replicas: with the openid sign-in limited to
//     6 an hour per address, 12 sign-ins sent alternately to A and B admit 6 in total, not 6
//     on each; the rest get 429 with Retry-After, from both replicas.
//
// Usage: node tools/replicas/run.mjs [youzhe binary]   (make replicas)
//   YOUZHE_BIN       the binary (default: the debug build)
//   YOUZHE_TEST_PG   an admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
//                    a fresh database is made on it and dropped at the end.
//   REPLICAS_KEEP=1  keep the replicas' logs (kept anyway when the run fails).

import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync, openSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = process.env.CARGO_TARGET_DIR || path.join(os.homedir(), '.cache/youzhe/target');
const bin = process.argv[2] || process.env.YOUZHE_BIN || path.join(target, 'debug/youzhe');
const adminUrl = process.env.YOUZHE_TEST_PG || 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `youzhe_replicas_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const work = mkdtempSync(path.join(os.tmpdir(), 'youzhe-replicas-'));
const XIHU = '/ver3/api/poi/v1/details?id=scenic-hz-xihu';
// What the read load asks for: the hottest reads of a visitor's first pages.
const READS = [
  XIHU,
  '/ver3/api/poi/v1/details?id=food-hz-zhiweiguan',
  '/ver3/api/v3/common-region?city=1201',
  '/ver3/api/v3/http/search?keyword=%E8%A5%BF%E6%B9%96',
  '/readyz',
];
const LOAD_MS = 5000;
const KILL_AT_MS = 1500;
const CLIENTS = 4;

const procs = {};
let failed = false;

function psql(sql) {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** `sql` on the test database itself. */
function psqlOn(sql) {
  execFileSync('psql', [dbUrl, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET `url`: `{ status, body }`, or throws on a connection error (refused, reset, timeout). */
function get(url, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/** POST `body` as JSON to `url`: `{ status, headers, body }`. */
function post(url, body) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = http.request(
      url,
      { method: 'POST', agent, timeout: 5000, headers: { 'content-type': 'application/json', 'content-length': data.length } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(data);
  });
}

/** A visitor's answer is good when HTTP 200 and, for the API, `code` 0. */
function good(r) {
  if (r.status !== 200) return false;
  if (!r.body.startsWith('{')) return true;
  try {
    const body = JSON.parse(r.body);
    return !('code' in body) || body.code === 0;
  } catch {
    return false;
  }
}

async function start(name, port, extra = {}) {
  const data = path.join(work, name);
  mkdirSync(data, { recursive: true });
  const log = openSync(path.join(work, `${name}.log`), 'w');
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    YOUZHE_ADDR: `127.0.0.1:${port}`,
    YOUZHE_DATA_DIR: data,
    YOUZHE_CONTENT_DIR: path.join(root, 'data/zhejiang'),
    // Off, so what carries a change between replicas in this test is the notification.
    YOUZHE_CONTENT_POLL_SECS: '0',
    YOUZHE_PRECOMPRESS: 'false',
    RUST_LOG: 'info,youzhe_content=debug',
    ...extra,
  };
  const child = spawn(bin, ['serve'], { env, stdio: ['ignore', log, log] });
  procs[name] = child;
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: see ${work}/${name}.log`);
    try {
      if ((await get(`${base}/readyz`, 1000)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - t0 > 60000) throw new Error(`${name} not ready after 60 s`);
    await sleep(100);
  }
  console.log(`replicas: ${name} ready on ${base} in ${Date.now() - t0} ms`);
  return base;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function xihuName(base) {
  const r = await get(base + XIHU);
  return JSON.parse(r.body).data?.name;
}

/** West Lake renamed `name`, as a one-record content folder. */
function xihuFolder(name, n) {
  const line = readFileSync(path.join(root, 'data/zhejiang/places.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes('"scenic-hz-xihu"'));
  const place = JSON.parse(line);
  place.name.zh = name;
  const dir = path.join(work, `change-${n}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'places.jsonl'), JSON.stringify(place) + '\n');
  return dir;
}

async function propagation(b) {
  const times = [];
  for (let n = 1; n <= 3; n++) {
    const name = `西湖（第${n}次修改 ${Date.now()}）`;
    const dir = xihuFolder(name, n);
    const t0 = Date.now();
    execFileSync(bin, ['import', dir], {
      env: { ...process.env, DATABASE_URL: dbUrl, YOUZHE_DATA_DIR: path.join(work, 'cli'), RUST_LOG: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const written = Date.now();
    for (;;) {
      if ((await xihuName(b)) === name) break;
      if (Date.now() - written > 2000) throw new Error(`B still shows the old name 2 s after the import finished`);
      await sleep(10);
    }
    const seen = Date.now();
    times.push(seen - written);
    console.log(
      `replicas: change ${n}: import ran ${written - t0} ms; B showed it ${seen - written} ms after the import finished`,
    );
  }
  console.log(`replicas: propagation to B ${times.join(' / ')} ms (limit 2000)`);
}

/** `CLIENTS` loops of GETs for `LOAD_MS`; `pick()` chooses a base for each request. */
async function load(label, pick, onConnError) {
  const stats = { label, ok: 0, errors: 0, retried: 0, lat: [], firstError: null };
  const end = Date.now() + LOAD_MS;
  async function client(i) {
    let k = i;
    while (Date.now() < end) {
      const p = READS[k++ % READS.length];
      const t0 = performance.now();
      let tries = 0;
      for (;;) {
        const base = pick();
        if (!base) {
          stats.errors++;
          stats.firstError ??= 'no backend up';
          break;
        }
        try {
          const r = await get(base + p);
          if (good(r)) stats.ok++;
          else {
            stats.errors++;
            stats.firstError ??= `${base}${p}: HTTP ${r.status} ${r.body.slice(0, 200)}`;
          }
          break;
        } catch (e) {
          // A connection that fails never reached the app: a balancer marks the backend
          // down and sends the (idempotent) request to another one.
          if (onConnError && tries++ < 2) {
            onConnError(base, e);
            stats.retried++;
            continue;
          }
          stats.errors++;
          stats.firstError ??= `${base}${p}: ${e.code || e.message}`;
          break;
        }
      }
      stats.lat.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return stats;
}

function report(s) {
  const lat = s.lat.sort((x, y) => x - y);
  const q = (f) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(lat.length * f))].toFixed(1) : '-');
  console.log(
    `replicas: ${s.label}: ${s.ok + s.errors} requests, ${s.errors} errors, ${s.retried} sent again to the other replica, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`,
  );
  if (s.firstError) console.log(`replicas:   first error: ${s.firstError}`);
}

// The openid sign-in's limit while this runs (YOUZHE_RATE_LOGIN): per client address, counted
// in the database, so both replicas draw on one count.
const LOGIN_LIMIT = 6;
const LOGIN_WINDOW_MS = 3600_000;
const OPENID_LOGIN = '/ver3/api/api-auth/v1/zlhw-center/open-id/login';

async function sharedLimit(a, b) {
  // Windows are fixed (aligned to the hour here); a run that straddles two is run again in the
  // new one, whose count starts at 0.
  for (let attempt = 0; attempt < 2; attempt++) {
    const window = Math.floor(Date.now() / LOGIN_WINDOW_MS);
    const tally = { [a]: { ok: 0, limited: 0 }, [b]: { ok: 0, limited: 0 } };
    for (let i = 0; i < 2 * LOGIN_LIMIT; i++) {
      const base = i % 2 ? b : a;
      const r = await post(base + OPENID_LOGIN, { openid: `replica-limit-${process.pid}-${attempt}-${i}` });
      if (r.status === 200 && JSON.parse(r.body).code === 0) tally[base].ok++;
      else if (r.status === 429 && Number(r.headers['retry-after']) > 0) tally[base].limited++;
      else throw new Error(`sign-in ${i} on ${base}: HTTP ${r.status} ${r.body.slice(0, 200)}`);
    }
    if (Math.floor(Date.now() / LOGIN_WINDOW_MS) !== window) continue;
    const admitted = tally[a].ok + tally[b].ok;
    console.log(
      `replicas: shared limit ${LOGIN_LIMIT}/h: A admitted ${tally[a].ok} and limited ${tally[a].limited}, B admitted ${tally[b].ok} and limited ${tally[b].limited}`,
    );
    if (admitted !== LOGIN_LIMIT) throw new Error(`two replicas admitted ${admitted} sign-ins under a limit of ${LOGIN_LIMIT}`);
    if (!tally[a].limited || !tally[b].limited) throw new Error('one replica never refused past the shared limit');
    return;
  }
  throw new Error('the limit window turned over twice while the sign-ins ran');
}

async function killTest(a, b) {
  // The balancer: round robin over the backends still up.
  const up = new Set([a, b]);
  const order = [a, b];
  let rr = 0;
  const pick = () => {
    for (let i = 0; i < order.length; i++) {
      const base = order[rr++ % order.length];
      if (up.has(base)) return base;
    }
    return null;
  };
  let markedDownAt = null;
  const onConnError = (base) => {
    if (up.delete(base)) markedDownAt = Date.now();
  };
  const t0 = Date.now();
  let killedAt = null;
  const killer = sleep(KILL_AT_MS).then(() => {
    procs.A.kill('SIGKILL');
    killedAt = Date.now();
  });
  const [onB, spread] = await Promise.all([
    load('B alone, 4 clients', () => b),
    load('A+B round robin, 4 clients', pick, onConnError),
    killer,
  ]);
  console.log(
    `replicas: A killed with SIGKILL at ${killedAt - t0} ms; the balancer marked it down ${markedDownAt ? markedDownAt - killedAt : '-'} ms later`,
  );
  report(onB);
  report(spread);
  if (onB.errors || spread.errors) throw new Error('a visitor saw an error while A died');
  if (up.has(a)) throw new Error('the balancer never noticed A was gone');
}

async function main() {
  console.log(`replicas: ${bin} on a fresh PostgreSQL database ${dbName}`);
  psql(`CREATE DATABASE ${dbName}`);
  const [pa, pb] = [await freePort(), await freePort()];
  // A starts first and imports the shipped content; B finds it there.
  const limits = { YOUZHE_RATE_LOGIN: `${LOGIN_LIMIT}/${LOGIN_WINDOW_MS / 1000}` };
  const a = await start('A', pa, limits);
  // As on a running site, the content was published well before the edits below (a replica
  // rebuilding after a change then reads only the rows written since its last build).
  psqlOn(`UPDATE content_records SET updated_ms = updated_ms - 3600000`);
  const b = await start('B', pb, limits);
  await propagation(b);
  // A heard of the changes too (it rebuilds on its own, at its own pace).
  const last = await xihuName(b);
  const t0 = Date.now();
  while ((await xihuName(a)) !== last) {
    if (Date.now() - t0 > 2000) throw new Error('A still disagrees with B 2 s after the last change');
    await sleep(10);
  }
  await sharedLimit(a, b);
  await killTest(a, b);
}

const t0 = Date.now();
try {
  await main();
  console.log(`replicas: passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  failed = true;
  console.error(`replicas: FAILED: ${e.message}`);
  for (const n of ['A', 'B']) {
    try {
      const log = readFileSync(path.join(work, `${n}.log`), 'utf8').trim().split('\n').slice(-15).join('\n');
      console.error(`--- ${n}.log (last lines)\n${log}`);
    } catch {
      /* never started */
    }
  }
} finally {
  for (const p of Object.values(procs)) if (p.exitCode === null) p.kill('SIGKILL');
  agent.destroy();
  await sleep(200);
  try {
    psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch {
    console.error(`replicas: could not drop ${dbName}`);
  }
  if (!failed && !process.env.REPLICAS_KEEP) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
