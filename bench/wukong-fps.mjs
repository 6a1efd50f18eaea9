// Frames per second of the Monkey King game while it is played, in Debian's Chromium at the
// phone viewport (390×844, pixel ratio 2) with the CPU slowed 4× through the DevTools
// protocol (Emulation.setCPUThrottlingRate), as a mid-range phone. The journey's harness
// starts the real binary (web/dist embedded) and signs a visitor in; a round is played with a
// tap every 250 ms sweeping across the sky.
//
//   (cd web && npx vite build) && cargo build -p youzhe &&
//   YOUZHE_BIN=$CARGO_TARGET_DIR/debug/youzhe node bench/wukong-fps.mjs [--rate 4] [--runs 3] [--frames 600] [--warmup 120]
//
// Each run skips `--warmup` frames (the chunk's code warming, the first garbage), then counts
// exactly `--frames` requestAnimationFrame intervals and reports their median and
// percentiles. A frame rate alone on a shared 2-core machine says as much about the other
// builds as about the game, so each run also reports, from a DevTools trace of the same
// frames:
//   - main thread a frame: the renderer's main-thread tasks (wall time) divided by the
//     frames, which is what the 4× throttling stretches; under 16.7 ms a frame fits;
//   - its CPU: the same tasks' thread CPU time, which neither the throttling nor waiting
//     for a core inflates (× the rate ≈ what the throttled phone would spend);
//   - game JS: the game's own stepping and drawing calls (window.__wukong.busy).
// and the load average when the run began and ended.
//
// Before the runs it checks the game's chunk loads only on its routes: none of its files on
// the home page, the play page's chunk on the play page.
//
// Target: ≥ 50 fps at 4× (bench/RESULTS.md, "Wukong: frames per second").
import assert from 'node:assert/strict';
import { loadavg } from 'node:os';
import { startServer, openBrowser } from '../e2e/harness.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const RATE = arg('rate', 4);
const RUNS = arg('runs', 3);
const FRAMES = arg('frames', 600);
const WARMUP = arg('warmup', 120);
const bin = process.env.YOUZHE_BIN ?? `${process.env.HOME}/.cache/youzhe/target/debug/youzhe`;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const load = () => loadavg()[0].toFixed(1);

/** The app's script files the page fetched, by their names without the hash. */
function scripts(page) {
  const names = new Set();
  page.on('request', (r) => {
    const m = r.url().match(/\/static\/js\/([^/]+?)-[\w-]{8}\.js$/);
    if (m) names.add(m[1]);
  });
  return names;
}

/** The game's code is in its own chunks: nothing of it on home, its play chunk on play. */
async function checkChunks(server) {
  const b = await openBrowser();
  try {
    const { page } = b;
    const seen = scripts(page);
    await page.goto(`${server.base}/ver3/`);
    await page.waitForLoadState('networkidle');
    const home = [...seen];
    assert.ok(home.length > 0, 'the home page loads scripts');
    assert.deepEqual(home.filter((n) => /wukong/i.test(n)), [], `home loads no game chunk (it loaded ${home.join(', ')})`);
    seen.clear();
    await page.goto(`${server.base}/ver3/pages/custom/wukong/play`);
    await page.waitForLoadState('networkidle');
    assert.ok(seen.has('WukongPlayPage'), `the play page loads its chunk (it loaded ${[...seen].join(', ')})`);
    console.log(`chunks: home loads ${home.length} scripts, none of the game's; play loads ${[...seen].filter((n) => /wukong/i.test(n)).join(', ')}`);
  } finally {
    await b.close();
  }
}

/** Main-thread time (wall and CPU, ms) of the renderer's top-level tasks between two marks. */
function mainThread(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((m) => m.name === 'wk-start' && m.pid === e.pid && m.tid === e.tid));
  assert.ok(main, 'the trace has the page main thread and the marks');
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const t0 = on.find((e) => e.name === 'wk-start').ts;
  const t1 = on.find((e) => e.name === 'wk-end').ts;
  let wall = 0;
  let cpu = 0;
  for (const e of on) {
    if (e.ph !== 'X' || e.cat !== 'toplevel' || e.ts < t0 || e.ts > t1) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? 0;
  }
  return { wall: wall / 1000, cpu: cpu / 1000 };
}

async function run(server, i) {
  const b = await openBrowser();
  try {
    const { page } = b;
    await page.goto(`${server.base}/ver3/pages/custom/wukong/index?openid=bench-wukong-${i}`);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);
    await page.goto(`${server.base}/ver3/pages/custom/wukong/play?seconds=45`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const loadStart = load();
    await page.getByRole('button', { name: '开始' }).click();
    const canvas = page.getByRole('img', { name: '游戏画面：孙悟空驾云接仙桃' });
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    await page.waitForFunction(() => window.__wukong && window.__wukong.frames > 0);
    // The page counts: after WARMUP frames it marks the start, then records FRAMES intervals.
    await page.evaluate(
      ([warmup, frames]) => {
        const w = window;
        const b = (w.__bench = { gaps: [], done: false, frames0: 0, busy0: 0, skip: warmup, last: 0 });
        const tick = (now) => {
          if (b.skip > 0) {
            b.skip -= 1;
            if (b.skip === 0) {
              b.last = now;
              b.start = performance.now();
              b.frames0 = w.__wukong.frames;
              b.busy0 = w.__wukong.busy;
              performance.mark('wk-start');
            }
          } else {
            b.gaps.push(now - b.last);
            b.last = now;
            if (b.gaps.length === frames) {
              b.done = true;
              b.secs = (performance.now() - b.start) / 1000;
              b.frames = w.__wukong.frames - b.frames0;
              b.busy = w.__wukong.busy - b.busy0;
              performance.mark('wk-end');
              return;
            }
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      [WARMUP, FRAMES],
    );
    const events = [];
    cdp.on('Tracing.dataCollected', (m) => events.push(...m.value));
    await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing,__metadata', transferMode: 'ReportEvents' });
    // Taps sweep across the sky like a player chasing peaches; the page is asked only
    // whether it is done, once between taps.
    for (let n = 0; ; n++) {
      if (await page.evaluate(() => window.__bench.done)) break;
      const x = box.width * (0.15 + 0.7 * Math.abs(Math.sin(n * 0.9)));
      await page.touchscreen.tap(box.x + x, box.y + box.height - 60);
      await page.waitForTimeout(250);
    }
    const loadEnd = load();
    const ended = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await ended;
    const r = await page.evaluate(() => ({ ...window.__bench, score: window.__wukong.score() }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const m = mainThread(events);
    return {
      fps: r.frames / r.secs,
      busy: r.busy / r.frames,
      main: m.wall / r.frames,
      cpu: m.cpu / r.frames,
      p50: quantile(r.gaps, 0.5),
      p90: quantile(r.gaps, 0.9),
      p99: quantile(r.gaps, 0.99),
      late: r.gaps.filter((g) => g > 20).length,
      n: r.gaps.length,
      load: `${loadStart}→${loadEnd}`,
      score: r.score,
    };
  } finally {
    await b.close();
  }
}

const server = await startServer(bin);
try {
  await checkChunks(server);
  const results = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await run(server, i);
    results.push(r);
    console.log(
      `run ${i} (load ${r.load}): ${r.fps.toFixed(1)} fps at ${RATE}×; interval p50 ${r.p50.toFixed(1)} / p90 ${r.p90.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms, ` +
        `${r.late} of ${r.n} over 20 ms; main thread ${r.main.toFixed(2)} ms a frame (CPU ${r.cpu.toFixed(2)} ms), game JS ${r.busy.toFixed(2)} ms; score ${r.score}`,
    );
  }
  const med = (k) => quantile(results.map((r) => r[k]), 0.5);
  console.log(
    `wukong at ${RATE}× CPU throttling, ${RUNS} runs of ${FRAMES} frames: median ${med('fps').toFixed(1)} fps (min ${Math.min(...results.map((r) => r.fps)).toFixed(1)}; target ≥ 50), ` +
      `main thread ${med('main').toFixed(2)} ms a frame (CPU ${med('cpu').toFixed(2)} ms), game JS ${med('busy').toFixed(2)} ms`,
  );
} finally {
  await server.stop();
}
