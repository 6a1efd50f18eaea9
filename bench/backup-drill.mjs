#!/usr/bin/env node
// Backup under load, restore, compare (docs/OPERATIONS.md "Backup drill"). For each store:
//   1. the server on a fresh database with the shipped content; 50 signed-in visitors each
//      save places to their favourites in a closed loop (every save acknowledged with
//      HTTP 200 and code 0 is recorded with the moment it was acknowledged);
//   2. after 2 s, with the writers still running, the backup: `youzhe backup FILE` on
//      SQLite, `pg_dump -Fc` on PostgreSQL; the writers go on 2 s more, then stop;
//   3. restore into a fresh data folder (the backup file, and token-keys.json so the
//      visitors' tokens still verify) or a fresh PostgreSQL database (`pg_restore`), start a
//      second server on it, and ask it, as each visitor, which of their places are saved.
// Every save acknowledged before the backup began must be there; saves acknowledged while
// it ran may or may not be (the copy is one moment during the run); nothing is there that
// was never acknowledged. Prints the counts and the backup's time and size; exits non-zero
// on a lost or an invented save.
//
// Usage: node bench/backup-drill.mjs [sqlite|postgres|both]
//   YOUZHE_BIN  the binary (default: the release build, else the debug build)
//   BENCH_PG    a PostgreSQL server URL without the database (default postgres://postgres@127.0.0.1:5432)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const which = process.argv[2] ?? 'both';
const target = process.env.CARGO_TARGET_DIR ?? join(process.env.HOME, '.cache/youzhe/target');
const bin =
  process.env.YOUZHE_BIN ?? (existsSync(join(target, 'release/youzhe')) ? join(target, 'release/youzhe') : join(target, 'debug/youzhe'));
const pgServer = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const VISITORS = 50;
const places = readFileSync(new URL('../data/zhejiang/places.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l).id);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
const run = (cmd, args, env = process.env) => {
  const out = spawnSync(cmd, args, { encoding: 'utf8', env });
  if (out.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
};

const running = new Set();
process.on('exit', () => {
  for (const p of running) p.kill('SIGKILL');
});

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(bin, ['serve'], {
    // One public address for both servers: tokens name their issuer, as after a real restore.
    env: { ...process.env, ...env, YOUZHE_ADDR: `127.0.0.1:${port}`, YOUZHE_PUBLIC_URL: 'http://youzhe.drill.invalid', RUST_LOG: 'error', YOUZHE_RATE_FAVOURITES: 'off', YOUZHE_RATE_LOGIN: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${base}/ver3/api/poi/v1/details?id=${places[0]}`)
      .then((r) => r.json())
      .then((b) => b.code === 0)
      .catch(() => false);
    if (ok) return { base, proc };
    await sleep(100);
  }
  proc.kill('SIGKILL');
  throw new Error('the server did not come up with its content');
}
const stopServer = (proc) =>
  new Promise((done) => {
    proc.once('exit', done);
    proc.kill('SIGTERM');
  });

async function drill(store) {
  const data = mkdtempSync(join(tmpdir(), 'youzhe-drill-'));
  const restored = join(data, 'restored');
  mkdirSync(restored);
  const env = { YOUZHE_DATA_DIR: join(data, 'live') };
  const restoredEnv = { YOUZHE_DATA_DIR: restored };
  const dbName = `youzhe_drill_${Date.now()}`;
  if (store === 'postgres') {
    run('psql', [pgServer + '/postgres', '-qc', `CREATE DATABASE ${dbName}`]);
    run('psql', [pgServer + '/postgres', '-qc', `CREATE DATABASE ${dbName}_restored`]);
    env.DATABASE_URL = `${pgServer}/${dbName}`;
    restoredEnv.DATABASE_URL = `${pgServer}/${dbName}_restored`;
  }
  try {
    const live = await startServer(env);
    const tokens = [];
    for (let i = 0; i < VISITORS; i++) {
      const r = await fetch(`${live.base}/ver3/api/api-auth/v1/zlhw-center/open-id/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ openid: `drill-${store}-${i}` }),
      }).then((r) => r.json());
      if (!r.data?.ID_token) throw new Error(`sign-in: ${JSON.stringify(r)}`);
      tokens.push(r.data.ID_token);
    }
    // Visitor i saves places i, i+50, i+100, …: every save is a new row.
    const acked = tokens.map(() => []);
    let writing = true;
    let errors = 0;
    // 50 visitors × 13 places each, one save every 0.4 s per visitor: about 125 saves a
    // second for 5 s, so the backup falls in the middle of the stream.
    const paced = async (i) => {
      for (let n = i; writing && n < places.length; n += VISITORS) {
        const id = places[n];
        const r = await fetch(`${live.base}/ver3/api/v3/favourites/place/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${tokens[i]}` },
        })
          .then((r) => r.json())
          .catch(() => null);
        if (r?.code === 0) acked[i].push({ id, at: performance.now() });
        else errors++;
        await sleep(400);
      }
    };
    const writers = tokens.map((_, i) => paced(i));
    await sleep(2000);
    const backupBegan = performance.now();
    let file;
    if (store === 'sqlite') {
      file = join(data, 'backup.sqlite3');
      run(bin, ['backup', file], { ...process.env, ...env });
    } else {
      file = join(data, 'backup.dump');
      run('pg_dump', ['-Fc', '-f', file, env.DATABASE_URL]);
    }
    const backupEnded = performance.now();
    await sleep(2000);
    writing = false;
    await Promise.all(writers);
    await stopServer(live.proc);

    if (store === 'sqlite') {
      copyFileSync(file, join(restored, 'youzhe.sqlite3'));
    } else {
      run('pg_restore', ['--no-owner', '-d', restoredEnv.DATABASE_URL, file]);
    }
    copyFileSync(join(env.YOUZHE_DATA_DIR, 'token-keys.json'), join(restored, 'token-keys.json'));
    const back = await startServer(restoredEnv);
    let before = 0;
    let lost = 0;
    let during = 0;
    let duringKept = 0;
    let invented = 0;
    for (let i = 0; i < VISITORS; i++) {
      const mine = places.filter((_, n) => n % VISITORS === i);
      const saved = new Set();
      for (let k = 0; k < mine.length; k += 20) {
        const ids = mine.slice(k, k + 20).join(',');
        const r = await fetch(`${back.base}/ver3/api/v3/favourites/state?kind=place&ids=${encodeURIComponent(ids)}`, {
          headers: { authorization: `Bearer ${tokens[i]}` },
        }).then((r) => r.json());
        if (r.code !== 0) throw new Error(`state: ${JSON.stringify(r)}`);
        for (const id of r.data.saved) saved.add(id);
      }
      const ackedIds = new Set(acked[i].map((a) => a.id));
      for (const a of acked[i]) {
        if (a.at < backupBegan) {
          before++;
          if (!saved.has(a.id)) lost++;
        } else {
          during++;
          if (saved.has(a.id)) duringKept++;
        }
      }
      for (const id of saved) if (!ackedIds.has(id)) invented++;
    }
    await stopServer(back.proc);
    const size = statSync(file).size;
    const all = acked.reduce((s, a) => s + a.length, 0);
    console.log(
      `${store}: ${all} saves acknowledged (${errors} refused or failed); backup took ${((backupEnded - backupBegan) / 1000).toFixed(2)} s, ${(size / 1e6).toFixed(1)} MB; ` +
        `restored: ${before - lost} of ${before} saves acknowledged before it began (${lost} lost), ${duringKept} of ${during} acknowledged during or after it, ${invented} never acknowledged`,
    );
    return lost === 0 && invented === 0;
  } finally {
    if (store === 'postgres') {
      spawnSync('psql', [pgServer + '/postgres', '-qc', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`]);
      spawnSync('psql', [pgServer + '/postgres', '-qc', `DROP DATABASE IF EXISTS ${dbName}_restored WITH (FORCE)`]);
    }
    rmSync(data, { recursive: true, force: true });
  }
}

let ok = true;
for (const store of which === 'both' ? ['sqlite', 'postgres'] : [which]) ok = (await drill(store)) && ok;
process.exit(ok ? 0 : 1);
