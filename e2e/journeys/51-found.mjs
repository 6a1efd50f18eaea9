// Spot the difference (docs/FOUND.md) at 390 px: the home entry → how to play → a round on
// the two pictures: a tap on a difference counted, a tap elsewhere not, a hint, the finish
// with every difference drawn, the round in my records; and in 浙里办's elder mode, a
// round played on the larger type. The journey finds the differences as a player does, by
// comparing the two pictures (their pixels, in the page): the server sends no place before
// the round ends, and the journey reads none from anywhere else.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

/**
 * Compares pictures a and b (their addresses, `width` × `height` picture units) pixel by
 * pixel in the page: `spots` are where they differ, one per patch of differing pixels (the
 * middle of the patch, in picture units, biggest patch first); `empty` is the spot farthest
 * from every difference.
 */
export async function differencesByEye(page, srcA, srcB, width, height) {
  return page.evaluate(
    async ({ srcA, srcB, width, height }) => {
      const load = (src) =>
        new Promise((ok, fail) => {
          const img = new Image();
          img.onload = () => ok(img);
          img.onerror = () => fail(new Error(`picture ${src}`));
          img.src = src;
        });
      const [a, b] = await Promise.all([load(srcA), load(srcB)]);
      const pixels = (img) => {
        const c = document.createElement('canvas');
        [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
        const g = c.getContext('2d');
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, c.width, c.height).data;
      };
      const [pa, pb] = [pixels(a), pixels(b)];
      const w = a.naturalWidth;
      const scale = w / width;
      // Cells of 4 × 4 units; a cell differs when some of its pixels clearly do.
      const CELL = 4;
      const [cw, ch] = [Math.ceil(width / CELL), Math.ceil(height / CELL)];
      const cells = new Array(cw * ch).fill(null).map(() => ({ n: 0, x: 0, y: 0 }));
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2]);
        if (d < 24) continue;
        const p = i / 4;
        const [ux, uy] = [(p % w) / scale, Math.floor(p / w) / scale];
        const c = cells[Math.floor(uy / CELL) * cw + Math.floor(ux / CELL)];
        c.n += 1;
        c.x += ux;
        c.y += uy;
      }
      // Patches: differing cells touching one another.
      const seen = new Set();
      const spots = [];
      for (let k = 0; k < cells.length; k += 1) {
        if (cells[k].n < 2 || seen.has(k)) continue;
        const patch = { n: 0, x: 0, y: 0 };
        const todo = [k];
        seen.add(k);
        while (todo.length) {
          const j = todo.pop();
          patch.n += cells[j].n;
          patch.x += cells[j].x;
          patch.y += cells[j].y;
          const [x, y] = [j % cw, Math.floor(j / cw)];
          for (let dy = -1; dy <= 1; dy += 1)
            for (let dx = -1; dx <= 1; dx += 1) {
              const [nx, ny] = [x + dx, y + dy];
              const m = ny * cw + nx;
              if (nx < 0 || ny < 0 || nx >= cw || ny >= ch || seen.has(m) || cells[m].n < 2) continue;
              seen.add(m);
              todo.push(m);
            }
        }
        spots.push(patch);
      }
      spots.sort((p, q) => q.n - p.n);
      const differing = cells.flatMap((c, k) => (c.n >= 2 ? [[((k % cw) + 0.5) * CELL, (Math.floor(k / cw) + 0.5) * CELL]] : []));
      let empty = null;
      let far = -1;
      for (let y = 15; y <= height - 15; y += 5)
        for (let x = 15; x <= width - 15; x += 5) {
          const d = Math.min(...differing.map(([dx, dy]) => Math.hypot(x - dx, y - dy)));
          if (d > far) [far, empty] = [d, [x, y]];
        }
      return {
        natural: [a.naturalWidth, a.naturalHeight, b.naturalWidth, b.naturalHeight],
        spots: spots.map((p) => [Math.round(p.x / p.n), Math.round(p.y / p.n)]),
        empty,
        far,
      };
    },
    { srcA, srcB, width, height },
  );
}

/** The differences as seen on the round's two pictures, now on the page. */
async function seenOnPage(page, round) {
  const [a, b] = await page.locator('.found-picture img').evaluateAll((imgs) => imgs.map((i) => i.currentSrc || i.src));
  const seen = await differencesByEye(page, a, b, round.width, round.height);
  assert.deepEqual(seen.natural, [2 * round.width, 2 * round.height, 2 * round.width, 2 * round.height], 'two pixels per picture unit');
  assert.equal(seen.spots.length, round.differences, `differences seen: ${JSON.stringify(seen.spots)}`);
  assert.ok(seen.far >= 30, `a spot far from every difference: ${seen.far}`);
  return seen;
}

const isStart = (r) => r.url().endsWith('/ver3/api/v3/found/rounds') && r.request().method() === 'POST';
const isTap = (r) => r.url().endsWith('/taps') && r.request().method() === 'POST';

/** Taps picture `name` at (x, y) in the round's picture units. */
async function tapAt(page, name, round, [x, y]) {
  const pic = page.getByRole('button', { name, exact: true });
  await pic.scrollIntoViewIfNeeded();
  const box = await pic.boundingBox();
  const answer = page.waitForResponse(isTap);
  await pic.click({ position: { x: (x * box.width) / round.width, y: (y * box.height) / round.height } });
  return (await (await answer).json()).data;
}

/** The start's answer, with no difference's place in it. */
async function startRound(page, button) {
  const started = page.waitForResponse(isStart);
  await page.getByRole('button', { name: button }).click();
  const round = (await (await started).json()).data;
  assert.equal(round.state, 'open');
  assert.ok(!/"cx"/.test(JSON.stringify(round)) && round.all === null, 'no positions before the end');
  assert.match(round.pictureB, new RegExp(`/found/scenes/${round.sceneId}/picture/b\\?v=`));
  await page.waitForURL(/\/pages\/found\/detail\?id=/);
  await page.getByRole('heading', { level: 2, name: round.sceneName }).waitFor();
  return round;
}

journey('found: the home entry, a hit counted, a miss not, a hint, the finish and my records', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/?openid=e2e-found-0001'));
  await signedIn(page);
  await page.getByRole('link', { name: /找不同/ }).click();
  await page.waitForURL(/\/pages\/found\/index/);
  await page.getByRole('heading', { level: 2, name: '浙江找不同' }).waitFor();
  await page.getByText('每局限时 120 秒，从开局时计时').waitFor();
  await noSideways(page, 'found index');
  await t.shot(page, 'found-index');

  const round = await startRound(page, '开始一局');
  const pics = page.locator('.found-picture img');
  await until(page, () => [...document.querySelectorAll('.found-picture img')].every((i) => i.complete && i.naturalWidth > 0), null, 'both pictures');
  assert.equal(await pics.count(), 2);
  const [a, b] = [await pics.nth(0).boundingBox(), await pics.nth(1).boundingBox()];
  assert.ok(a.width >= 370 && b.y >= a.y + a.height, `pictures one above the other, ${a.width}px wide`);
  await page.getByRole('timer').filter({ hasText: /剩余 \d+ 秒/ }).waitFor();
  await noSideways(page, 'found game');
  await t.shot(page, 'found-game');
  // The pictures are PNGs: nothing in the page names a difference's place.
  assert.equal(await page.locator('.found-picture img[src$=".svg"], .found-picture svg circle').count(), 0);
  const seen = await seenOnPage(page, round);

  // A right spot on picture b, where the pictures differ: counted, and marked.
  const [cx, cy] = seen.spots[0];
  const hit = await tapAt(page, '找不同的图', round, [cx, cy]);
  assert.deepEqual([hit.hit, hit.fresh], [true, true], `a tap at ${cx}, ${cy}`);
  await page.getByText('找到了一处！').waitFor();
  await page.getByText('已找到 1 / 5').waitFor();
  assert.equal(await page.locator('.found-mark--found').count(), 2, 'the find marked on both pictures');
  // A wrong spot on picture a: not counted.
  const miss = await tapAt(page, '原图', round, seen.empty);
  assert.deepEqual([miss.hit, miss.round.found.length], [false, 1]);
  await page.getByText('这里没有不同').waitFor();
  await page.getByText('已找到 1 / 5').waitFor();
  await page.getByText('点错 1 次').waitFor();
  // The same difference again: not a second find.
  const again = await tapAt(page, '原图', round, [cx, cy]);
  assert.deepEqual([again.hit, again.fresh], [true, false]);
  await page.getByText('这一处已经找到过了').waitFor();
  await page.getByText('已找到 1 / 5').waitFor();
  await t.shot(page, 'found-tapped');

  // A hint: one difference circled, one hint left.
  await page.getByRole('button', { name: '提示（剩 2 次）' }).click();
  await page.getByRole('button', { name: '提示（剩 1 次）' }).waitFor();
  await page.getByText('提示的地方已用虚线圈出').waitFor();
  assert.equal(await page.locator('.found-mark--hinted').count(), 2);
  await t.shot(page, 'found-hint');

  // Finish early: every difference drawn, the score.
  page.once('dialog', (d) => {
    assert.match(d.message(), /还有 4 处没找到/);
    void d.accept();
  });
  const finished = page.waitForResponse((r) => r.url().endsWith('/finish') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '结束本局' }).click();
  const ended = (await (await finished).json()).data;
  await page.getByRole('heading', { level: 2, name: '本局结束' }).waitFor();
  await page.getByText('找到 1 / 5 处').waitFor();
  // Now the places are told: what the eye saw was every difference and nothing else.
  const near = ([x, y], d) => Math.hypot(x - d.cx, y - d.cy) <= d.r + 6;
  assert.equal(ended.all.length, 5);
  assert.ok(seen.spots.every((s) => ended.all.some((d) => near(s, d))), 'every spot seen is a difference');
  assert.ok(ended.all.every((d) => seen.spots.some((s) => near(s, d))), 'every difference was seen');
  assert.ok(ended.all.every((d) => !near(seen.empty, d)));
  await page.getByText('得分 50').waitFor();
  assert.equal(await page.locator('.found-mark--missed').count(), 2 * 3);
  await page.getByRole('heading', { level: 2, name: '本局结束' }).scrollIntoViewIfNeeded();
  // The finish's loading veil has gone before the picture of the result is taken.
  await page.getByText('正在加载').waitFor({ state: 'hidden' });
  await noSideways(page, 'found result');
  await t.shot(page, 'found-result');

  // My records: this round with its score.
  await page.getByRole('link', { name: '我的记录' }).click();
  await page.waitForURL(/\/pages\/found\/list/);
  const mine = page.locator(`a[href$="id=${round.roundId}"]`);
  await mine.waitFor();
  assert.match(await mine.innerText(), /50 分/);
  assert.match(await mine.innerText(), /找到 1\/5 · 提示 1 · 点错 1/);
  const box = await mine.boundingBox();
  assert.ok(box.height >= 44);
  await noSideways(page, 'found list');
  await t.shot(page, 'found-list');
  // The record opens the ended round.
  await mine.click();
  await page.getByRole('heading', { level: 2, name: '本局结束' }).waitFor();
});

journey('found in elder mode: the larger type, a find and a miss, the result', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/found/index?openid=e2e-found-0002'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '浙江找不同' }).waitFor();
  await page.getByText('还没有完成过一局').waitFor();
  await noSideways(page, 'elder found index');
  await t.shot(page, 'found-elder-index');
  const round = await startRound(page, '开始一局');
  await until(page, () => [...document.querySelectorAll('.found-picture img')].every((i) => i.complete && i.naturalWidth > 0), null, 'both pictures');
  const seen = await seenOnPage(page, round);
  const hit = await tapAt(page, '原图', round, seen.spots[seen.spots.length - 1]);
  assert.equal(hit.hit, true);
  await page.getByText('已找到 1 / 5').waitFor();
  const miss = await tapAt(page, '找不同的图', round, seen.empty);
  assert.equal(miss.hit, false);
  await page.getByText('点错 1 次').waitFor();
  const hint = page.getByRole('button', { name: '提示（剩 2 次）' });
  assert.ok((await hint.boundingBox()).height >= 48);
  await page.locator('.found-picture').first().scrollIntoViewIfNeeded();
  await noSideways(page, 'elder found game');
  await t.shot(page, 'found-elder-game');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: '结束本局' }).click();
  await page.getByRole('heading', { level: 2, name: '本局结束' }).waitFor();
  await page.getByText('得分 90').waitFor();
  await t.shot(page, 'found-elder-result');
});

journey('found: an unknown round says so with a way back', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/found/detail?id=AAAAAAAAAAAAAAAAAAAA&openid=e2e-found-0003'));
  await signedIn(page);
  await page.getByText('没有找到这一局').waitFor();
  await page.getByText(/这一局不是你开的，或者已经不存在了/).waitFor();
  assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  // The ways forward: a new round, or the visitor's own records.
  await page.getByRole('button', { name: '开一局新的' }).waitFor();
  await page.getByRole('link', { name: '我的找不同记录' }).waitFor();
  await page.getByText('正在加载').waitFor({ state: 'hidden' });
  await t.shot(page, 'found-unknown-round');
});
