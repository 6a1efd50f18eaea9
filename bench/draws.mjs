#!/usr/bin/env node
// Prize draws per second: V signed-in visitors (default 64) each drawing in a closed loop
// for S seconds (default 20), every draw with a key of its own, against the youzhe binary
// on a fresh SQLite file and then on a fresh PostgreSQL database. Each run has one
// campaign (read from a campaigns.jsonl in a folder of its own) with three prizes of
// 100 000 and a lose; every visitor is given a million chances straight in the database
// (sqlite3 / psql), so the run measures draws, not earning. Prints draws, draws per
// second, errors (anything but HTTP 200 with code 0), p50 / p99 / max latency, and wins.
//
// The per-visitor limits are off for the run (`YOUZHE_RATE_CAMPAIGNS`, `YOUZHE_RATE_LOGIN`):
// a closed loop would otherwise be refused by design.
//
// Usage: node bench/draws.mjs [visitors] [seconds] [sqlite|postgres|both]
//   YOUZHE_BIN   the binary (default: the release build, else the debug build)
//   BENCH_PG     a PostgreSQL server URL without the database (default postgres://postgres@127.0.0.1:5432)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const visitors = Number(process.argv[2] ?? 64);
const seconds = Number(process.argv[3] ?? 20);
const which = process.argv[4] ?? 'both';
const target = process.env.CARGO_TARGET_DIR ?? join(process.env.HOME, '.cache/youzhe/target');
const bin =
  process.env.YOUZHE_BIN ?? (existsSync(join(target, 'release/youzhe')) ? join(target, 'release/youzhe') : join(target, 'debug/youzhe'));
const pgServer = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const CAMPAIGN = 'bench-draws';

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const run = (cmd, args) => {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
};

const campaign = {
  id: CAMPAIGN,
  title: '抽奖基准',
  kind: 'generic',
  runsDays: 30,
  rules: '基准测试用',
  limits: { perDay: 1_000_000_000, inAll: 1_000_000_000 },
  loseWeight: 50,
  tasks: [{ task: 'checkin', chances: 1, perDay: 1 }],
  prizes: [
    { id: 'a', name: '奖品甲', kind: 'coupon', stock: 100_000, weight: 10 },
    { id: 'b', name: '奖品乙', kind: 'physical', stock: 100_000, weight: 20, dailyCap: 0 },
    { id: 'c', name: '奖品丙', kind: 'coupon', stock: 100_000, weight: 20 },
  ],
};
const seedSql = `INSERT INTO campaign_chances (campaign_id, user_id, task, deed, chances, idempotency_key, day, at_ms)
  SELECT '${CAMPAIGN}', uid, 'checkin', 'bench', 1000000, 'bench', '2000-01-01', 0 FROM visitors;`;

async function bench(store) {
  const data = mkdtempSync(join(tmpdir(), 'youzhe-draws-'));
  const content = join(data, 'content');
  mkdirSync(content);
  writeFileSync(join(content, 'campaigns.jsonl'), JSON.stringify(campaign) + '\n');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dbName = `youzhe_bench_draws_${Date.now()}`;
  let databaseUrl;
  if (store === 'postgres') {
    run('psql', [pgServer + '/postgres', '-qc', `CREATE DATABASE ${dbName}`]);
    databaseUrl = `${pgServer}/${dbName}`;
  }
  const server = spawn(bin, ['serve'], {
    env: {
      ...process.env,
      YOUZHE_ADDR: `127.0.0.1:${port}`,
      YOUZHE_DATA_DIR: join(data, 'var'),
      YOUZHE_CONTENT_DIR: content,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      RUST_LOG: 'warn',
      YOUZHE_RATE_CAMPAIGNS: 'off',
      YOUZHE_CAMPAIGN_NEW_PER_ADDRESS: 'off',
      YOUZHE_RATE_LOGIN: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (store === 'postgres') run('psql', [pgServer + '/postgres', '-qc', `DROP DATABASE IF EXISTS ${dbName}`]);
    rmSync(data, { recursive: true, force: true });
  };
  try {
    const json = async (path, init = {}) => {
      const res = await fetch(base + path, init);
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    for (let i = 0; i < 600; i++) {
      const r = await json(`/ver3/api/v3/campaigns/${CAMPAIGN}`).catch(() => null);
      if (r?.body?.code === 0) break;
      await sleep(100);
    }
    const tokens = [];
    for (let i = 0; i < visitors; i++) {
      const r = await json('/ver3/api/api-auth/v1/zlhw-center/open-id/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ openid: `bench-drawer-${i}` }),
      });
      if (r.body?.code !== 0) throw new Error(`sign-in ${i}: ${JSON.stringify(r.body)}`);
      tokens.push(r.body.data.ID_token);
    }
    if (store === 'postgres') run('psql', [databaseUrl, '-qc', seedSql]);
    else run('sqlite3', ['-cmd', '.timeout 5000', join(data, 'var', 'youzhe.sqlite3'), seedSql]);

    const latencies = [];
    let errors = 0;
    let wins = 0;
    const samples = [];
    const until = Date.now() + seconds * 1000;
    const visitor = async (i) => {
      const headers = { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' };
      for (let n = 0; Date.now() < until; n++) {
        const t0 = performance.now();
        try {
          const r = await json(`/ver3/api/v3/campaigns/${CAMPAIGN}/draws`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ key: `v${i}-d${n}` }),
          });
          latencies.push(performance.now() - t0);
          if (r.status !== 200 || r.body?.code !== 0) {
            errors++;
            if (samples.length < 5) samples.push({ status: r.status, body: r.body });
          } else if (r.body.data.outcome === 'won') wins++;
        } catch (e) {
          errors++;
          if (samples.length < 5) samples.push({ error: String(e) });
        }
      }
    };
    await Promise.all(tokens.map((_, i) => visitor(i)));
    const left = (await json(`/ver3/api/v3/campaigns/${CAMPAIGN}`)).body.data.prizes.reduce((n, p) => n + p.left, 0);
    console.log(
      `${store.padEnd(8)} ${String(latencies.length).padStart(7)} draws  ${(latencies.length / seconds).toFixed(0).padStart(5)}/s  errors ${errors}  ` +
        `p50 ${pct(latencies, 50).toFixed(1)} ms  p99 ${pct(latencies, 99).toFixed(1)} ms  max ${Math.max(...latencies).toFixed(1)} ms  ` +
        `wins ${wins} (stock ${300_000 - left} taken)`,
    );
    if (samples.length) console.log('first errors:', JSON.stringify(samples, null, 1));
    if (wins !== 300_000 - left) throw new Error(`wins ${wins} but ${300_000 - left} taken from stock`);
    return errors;
  } finally {
    await stop();
  }
}

console.log(
  `youzhe draws benchmark: ${visitors} visitors, ${seconds} s each store, ${bin}, on ${spawnSync('nproc').stdout.toString().trim()} cores, ${new Date().toISOString()}`,
);
let errors = 0;
for (const store of which === 'both' ? ['sqlite', 'postgres'] : [which]) errors += await bench(store);
process.exit(errors ? 1 : 0);
