// Crash safety (docs/OPERATIONS.md, "Killed mid-write"): visitors write at once — favourites,
// the daily check-in, prize draws, reviews, camping sign-ups — while the server is killed with
// SIGKILL at a random moment, again and again, on a SQLite file and on PostgreSQL. After the
// last restart:
//   - every write the server acknowledged is there (favourites listed, reviews among the
//     visitor's own, the check-in done, the sign-up active);
//   - every acknowledged draw, sent again with its key, answers the same outcome and takes
//     nothing more;
//   - stock is exact: a prize's stock taken equals its wins, never below 0; seats taken equal the
//     active sign-ups' parties, never above the capacity;
//   - the points ledger sums to every visitor's balance.
//
// Usage: node tools/crash/run.mjs [cycles] [sqlite|postgres|both]   (make crash: 3 cycles)
//   YOUZHE_BIN      the binary (default: the debug build)
//   YOUZHE_TEST_PG  a PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/test);
//                   a fresh database is made on it and dropped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, openSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cycles = Number(process.argv[2] ?? 3);
const which = process.argv[3] ?? 'both';
const target = process.env.CARGO_TARGET_DIR || path.join(os.homedir(), '.cache/youzhe/target');
const bin = process.env.YOUZHE_BIN || path.join(target, 'debug/youzhe');
const adminUrl = process.env.YOUZHE_TEST_PG || 'postgres://postgres@127.0.0.1:5432/test';

const VISITORS = 12;
const CAMPAIGN = 'crash-draws';
const STOCK = { a: 25, b: 40 };
const EVENT = 'sample-camping-anji-stars';
const campaign = {
  id: CAMPAIGN,
  title: '断电演练抽奖',
  kind: 'generic',
  runsDays: 30,
  rules: '演练用',
  limits: { perDay: 1_000_000, inAll: 1_000_000 },
  loseWeight: 10,
  tasks: [{ task: 'checkin', chances: 1, perDay: 1 }],
  // Small stock, so that it runs out while the server is being killed.
  prizes: [
    { id: 'a', name: '奖品甲', kind: 'coupon', stock: STOCK.a, weight: 30 },
    { id: 'b', name: '奖品乙', kind: 'coupon', stock: STOCK.b, weight: 30 },
  ],
};
// The places visitors save and review: real records of the shipped content.
const PLACES = readFileSync(path.join(root, 'data/zhejiang/places.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .filter((p) => p.kind === 'scenic')
  .map((p) => p.id);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((done) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
function run(cmd, args) {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${out.stderr || out.error}`);
  return out.stdout.trim();
}

/** The shipped content with the drill's campaign added, as a folder of its own. */
function contentFolder(dir) {
  mkdirSync(dir);
  const shipped = path.join(root, 'data/zhejiang');
  for (const f of readdirSync(shipped)) if (f !== 'campaigns.jsonl') symlinkSync(path.join(shipped, f), path.join(dir, f));
  const campaigns = readFileSync(path.join(shipped, 'campaigns.jsonl'), 'utf8').trimEnd();
  writeFileSync(path.join(dir, 'campaigns.jsonl'), `${campaigns}\n${JSON.stringify(campaign)}\n`);
}

async function drill(store) {
  const work = mkdtempSync(path.join(os.tmpdir(), `youzhe-crash-${store}-`));
  const content = path.join(work, 'content');
  contentFolder(content);
  const data = path.join(work, 'var');
  const dbName = `youzhe_crash_${process.pid}`;
  let dbUrl = null;
  if (store === 'postgres') {
    run('psql', [adminUrl, '-qc', `CREATE DATABASE ${dbName}`]);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const sql = (q) =>
    store === 'postgres'
      ? run('psql', [dbUrl, '-v', 'ON_ERROR_STOP=1', '-qtAc', q])
      : run('sqlite3', ['-cmd', '.timeout 5000', path.join(data, 'youzhe.sqlite3'), q]);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = null;
  let starts = 0;
  const start = async () => {
    const log = openSync(path.join(work, `server-${++starts}.log`), 'w');
    server = spawn(bin, ['serve'], {
      env: {
        ...process.env,
        YOUZHE_ADDR: `127.0.0.1:${port}`,
        YOUZHE_DATA_DIR: data,
        YOUZHE_CONTENT_DIR: content,
        ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
        YOUZHE_PRECOMPRESS: 'false',
        RUST_LOG: 'warn',
        // Closed loops of writes would be refused by design; the drill is about durability.
        YOUZHE_RATE_CAMPAIGNS: 'off',
        YOUZHE_CAMPAIGN_NEW_PER_ADDRESS: 'off',
        YOUZHE_RATE_LOGIN: 'off',
        YOUZHE_RATE_FAVOURITES: 'off',
        YOUZHE_RATE_REVIEWS: 'off',
        YOUZHE_RATE_POINTS: 'off',
        YOUZHE_RATE_CAMPING: 'off',
      },
      stdio: ['ignore', log, log],
    });
    const t0 = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited: see ${work}/server-${starts}.log`);
      const r = await fetch(`${base}/readyz`).catch(() => null);
      if (r?.ok) break;
      if (Date.now() - t0 > 60_000) throw new Error('the server was not ready after 60 s');
      await sleep(50);
    }
  };
  const kill = async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    await exited;
  };
  const call = async (method, p, token, body) => {
    const res = await fetch(base + p, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  const acked = { favourites: [], reviews: [], checkins: new Set(), draws: [], signups: [] };
  let sent = 0;
  try {
    await start();
    const tokens = [];
    for (let i = 0; i < VISITORS; i++) {
      const r = await call('POST', '/ver3/api/api-auth/v1/zlhw-center/open-id/login', null, { openid: `crash-${store}-${i}` });
      if (r.body?.code !== 0) throw new Error(`sign-in ${i}: ${JSON.stringify(r.body)}`);
      tokens.push(r.body.data.ID_token);
    }
    // Chances to draw with, straight in the store: the drill is about writes, not earning.
    sql(`INSERT INTO campaign_chances (campaign_id, user_id, task, deed, chances, idempotency_key, day, at_ms)
      SELECT '${CAMPAIGN}', uid, 'checkin', 'drill', 100000, 'drill', '2000-01-01', 0 FROM visitors`);

    let n = 0;
    for (let cycle = 1; cycle <= cycles; cycle++) {
      if (cycle > 1) await start();
      let stop = false;
      const writer = async (i) => {
        const token = tokens[i];
        while (!stop) {
          const k = n++;
          const kind = k % 5;
          let done = null;
          try {
            sent++;
            if (kind === 0) {
              const place = PLACES[(i * 37 + k) % PLACES.length];
              const r = await call('PUT', `/ver3/api/v3/favourites/place/${place}`, token);
              if (r.body?.code === 0) done = () => acked.favourites.push({ i, place });
            } else if (kind === 1) {
              const key = `d-${i}-${k}`;
              const r = await call('POST', `/ver3/api/v3/campaigns/${CAMPAIGN}/draws`, token, { key });
              if (r.body?.code === 0) done = () => acked.draws.push({ i, key, outcome: r.body.data.outcome, prize: r.body.data.prize?.id ?? null });
            } else if (kind === 2) {
              const place = PLACES[(i * 53 + k * 7) % PLACES.length];
              const text = `断电演练 ${store} ${i}-${k}：湖光山色，值得再来。`;
              const r = await call('POST', '/ver3/api/v3/reviews', token, { targetKind: 'place', targetId: place, rating: 5, text });
              if (r.body?.code === 0) done = () => acked.reviews.push({ i, id: r.body.data.id });
            } else if (kind === 3) {
              const r = await call('POST', '/ver3/api/v3/checkin', token);
              if (r.body?.code === 0) done = () => acked.checkins.add(i);
            } else {
              const r = await call('POST', `/ver3/api/v3/camping/events/${EVENT}/signup`, token, {
                key: `s-${i}`,
                party: 1 + (i % 3),
                phone: `138${String(10000000 + i).slice(-8)}`,
              });
              if (r.body?.code === 0) done = () => acked.signups.push({ i, id: r.body.data.signup.id });
            }
          } catch {
            // The connection died with the server: not acknowledged, nothing to expect.
          }
          // An answer that arrived is acknowledged, however close to the kill it came.
          if (done) done();
        }
      };
      const writers = tokens.map((_, i) => writer(i));
      await sleep(800 + Math.random() * 1700);
      await kill();
      stop = true;
      await Promise.all(writers);
      console.log(`crash: ${store} cycle ${cycle}: killed with SIGKILL after ${sent} writes sent so far`);
    }

    await start();
    const lost = [];
    for (let i = 0; i < VISITORS; i++) {
      const token = tokens[i];
      const favs = new Set();
      for (let page = 1; ; page++) {
        const r = await call('GET', `/ver3/api/v3/favourites?kind=place&page=${page}&size=50`, token);
        const list = r.body?.data?.list ?? [];
        for (const f of list) favs.add(f.id);
        if (list.length < 50) break;
      }
      for (const f of acked.favourites.filter((f) => f.i === i)) if (!favs.has(f.place)) lost.push(`favourite ${i} ${f.place}`);
      const mine = new Set();
      for (let page = 1; ; page++) {
        const r = await call('GET', `/ver3/api/v3/reviews/mine?page=${page}&size=50`, token);
        const list = r.body?.data?.list ?? [];
        for (const x of list) mine.add(x.id);
        if (list.length < 50) break;
      }
      for (const x of acked.reviews.filter((x) => x.i === i)) if (!mine.has(x.id)) lost.push(`review ${i} ${x.id}`);
      if (acked.checkins.has(i)) {
        const r = await call('GET', '/ver3/api/v3/checkin', token);
        if (r.body?.data?.done !== true) lost.push(`check-in ${i}: ${JSON.stringify(r.body?.data)}`);
      }
    }
    const signups = await Promise.all(tokens.map((tk) => call('GET', '/ver3/api/v3/camping/signups/mine', tk)));
    for (const s of acked.signups) {
      const list = signups[s.i].body?.data?.list ?? [];
      if (!list.some((x) => x.id === s.id && x.state !== 'cancelled')) lost.push(`sign-up ${s.i} ${s.id}`);
    }
    const drawsBefore = sql(`SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = '${CAMPAIGN}'`);
    let differ = 0;
    for (const d of acked.draws) {
      const r = await call('POST', `/ver3/api/v3/campaigns/${CAMPAIGN}/draws`, tokens[d.i], { key: d.key });
      if (r.body?.code !== 0 || r.body.data.outcome !== d.outcome || (r.body.data.prize?.id ?? null) !== d.prize) differ++;
    }
    const drawsAfter = sql(`SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = '${CAMPAIGN}'`);

    const wrong = [];
    for (const [id, stock] of Object.entries(STOCK)) {
      const left = Number(sql(`SELECT stock FROM campaign_prizes WHERE campaign_id = '${CAMPAIGN}' AND id = '${id}'`));
      const wins = Number(sql(`SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = '${CAMPAIGN}' AND prize_id = '${id}'`));
      console.log(`crash: ${store} prize ${id}: stock ${stock}, ${stock - left} taken, ${wins} won`);
      if (left < 0 || stock - left !== wins) wrong.push(`prize ${id}: ${stock - left} taken from stock but ${wins} won`);
    }
    const seats = sql(`SELECT capacity || ' ' || seats_taken FROM camping_seats WHERE event_id = '${EVENT}'`).split(' ').map(Number);
    const parties = Number(sql(`SELECT COALESCE(SUM(party), 0) FROM camping_signups WHERE event_id = '${EVENT}' AND state = 'active'`));
    if (seats[1] !== parties || seats[1] > seats[0]) wrong.push(`seats: ${seats[1]} taken of ${seats[0]}, parties ${parties}`);
    // Points: the balance each visitor is shown is their ledger's sum, never below 0, and no
    // event was credited past its daily cap (a credit replayed after a kill would pass it).
    for (let i = 0; i < VISITORS; i++) {
      const shown = (await call('GET', '/ver3/api/v3/points', tokens[i])).body?.data?.balance;
      const uid = sql(`SELECT uid FROM visitors WHERE openid = 'crash-${store}-${i}'`);
      const sum = Number(sql(`SELECT COALESCE(SUM(points), 0) FROM point_ledger WHERE user_id = '${uid}'`));
      if (shown !== sum || sum < 0) wrong.push(`visitor ${i}: shown ${shown} points, ledger ${sum}`);
    }
    const overCap = sql(`SELECT COUNT(*) FROM (SELECT l.user_id FROM point_ledger l JOIN point_rules r ON r.event = l.event
      WHERE r.daily_cap > 0 GROUP BY l.user_id, l.event, l.day, r.daily_cap HAVING COUNT(*) > r.daily_cap) x`);
    if (overCap !== '0') wrong.push(`${overCap} credits past their daily cap`);

    const counts = `${acked.favourites.length} favourites, ${acked.checkins.size} check-ins, ${acked.draws.length} draws, ${acked.reviews.length} reviews, ${acked.signups.length} sign-ups`;
    console.log(`crash: ${store}: ${cycles} kills, ${sent} writes sent, acknowledged ${counts}; ${lost.length} lost; ${differ} draws answered differently on replay`);
    if (drawsAfter !== drawsBefore) wrong.push(`replaying acknowledged draws added ${drawsAfter - drawsBefore} draws`);
    if (lost.length) wrong.push(`lost after SIGKILL: ${lost.slice(0, 10).join('; ')}`);
    if (differ) wrong.push(`${differ} acknowledged draws answered differently when sent again`);
    if (acked.draws.length === 0 || acked.favourites.length === 0) wrong.push('the writers got nothing acknowledged: the drill proved nothing');
    if (wrong.length) throw new Error(`${store}: ${wrong.join('\n')}\n(logs in ${work})`);
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await sleep(100);
    if (store === 'postgres') spawnSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`]);
  }
  rmSync(work, { recursive: true, force: true });
}

const t0 = Date.now();
let failed = false;
for (const store of which === 'both' ? ['sqlite', 'postgres'] : [which]) {
  try {
    await drill(store);
  } catch (e) {
    failed = true;
    console.error(`crash: FAILED: ${e.message}`);
  }
}
console.log(`crash: ${failed ? 'failed' : 'passed'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
