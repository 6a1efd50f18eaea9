// Frames per second of the Monkey King game while it is played, in Debian's Chromium at the
// phone viewport (390×844, pixel ratio 2) with the CPU slowed 4× through the DevTools
// protocol (Emulation.setCPUThrottlingRate), as a mid-range phone. The journey's harness
// starts the real binary (web/dist embedded) and signs a visitor in; a 20 s round is played
// with a tap every 250 ms sweeping across the sky, and for 15 s of it the page counts the
// game's own frames and every requestAnimationFrame interval.
//
//   (cd web && npx vite build) && cargo build -p youzhe &&
//   YOUZHE_BIN=$CARGO_TARGET_DIR/debug/youzhe node bench/wukong-fps.mjs [--rate 4] [--runs 3]
//
// Besides the frame rate it reports the game's own JavaScript per frame (stepping and
// drawing, from window.__wukong.busy): on a loaded machine the rate says as much about the
// machine as about the game, the time per frame says how much of the 16.7 ms the game uses.
//
// Target: ≥ 50 fps at 4× (bench/RESULTS.md, "Wukong: frames per second").
import { startServer, openBrowser } from '../e2e/harness.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const RATE = arg('rate', 4);
const RUNS = arg('runs', 3);
const bin = process.env.YOUZHE_BIN ?? `${process.env.HOME}/.cache/youzhe/target/debug/youzhe`;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function run(server, i) {
  const b = await openBrowser();
  try {
    const { page } = b;
    await page.goto(`${server.base}/ver3/pages/custom/wukong/index?openid=bench-wukong-${i}`);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);
    await page.goto(`${server.base}/ver3/pages/custom/wukong/play?seconds=20`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.getByRole('button', { name: '开始' }).click();
    const canvas = page.getByRole('img', { name: '游戏画面：孙悟空驾云接仙桃' });
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    await page.waitForFunction(() => window.__wukong && window.__wukong.frames > 10);
    // Count from the page itself: the game's frames and each rAF interval.
    await page.evaluate(() => {
      const w = window;
      w.__bench = { start: performance.now(), frames0: w.__wukong.frames, busy0: w.__wukong.busy, gaps: [], last: performance.now(), on: true };
      const tick = (now) => {
        const b = w.__bench;
        if (!b.on) return;
        b.gaps.push(now - b.last);
        b.last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // Taps sweep across the sky like a player chasing peaches; the page is not asked
    // anything meanwhile, so the bench's own calls do not cost the game frames.
    const end = Date.now() + 15_000;
    for (let n = 0; Date.now() < end; n++) {
      const x = box.width * (0.15 + 0.7 * Math.abs(Math.sin(n * 0.9)));
      await page.touchscreen.tap(box.x + x, box.y + box.height - 60);
      await page.waitForTimeout(250);
    }
    const r = await page.evaluate(() => {
      const b = window.__bench;
      b.on = false;
      const secs = (performance.now() - b.start) / 1000;
      const frames = window.__wukong.frames - b.frames0;
      return { secs, frames, busy: (window.__wukong.busy - b.busy0) / frames, gaps: b.gaps.slice(1), score: window.__wukong.score() };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const fps = r.frames / r.secs;
    const long = r.gaps.filter((g) => g > 1000 / 30).length;
    return { fps, busy: r.busy, p50: quantile(r.gaps, 0.5), p95: quantile(r.gaps, 0.95), long, n: r.gaps.length, score: r.score };
  } finally {
    await b.close();
  }
}

const server = await startServer(bin);
try {
  const results = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await run(server, i);
    results.push(r);
    console.log(
      `run ${i}: ${r.fps.toFixed(1)} fps (CPU ${RATE}× slower), game JS ${r.busy.toFixed(2)} ms a frame, frame interval p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
        `${r.long} of ${r.n} frames over 33 ms, score ${r.score}`,
    );
  }
  const fps = results.map((r) => r.fps);
  console.log(`wukong fps at ${RATE}× CPU throttling: median ${quantile(fps, 0.5).toFixed(1)}, min ${Math.min(...fps).toFixed(1)} (target ≥ 50)`);
} finally {
  await server.stop();
}
