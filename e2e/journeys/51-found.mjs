// Spot the difference (docs/FOUND.md) at 390 px: the home entry → how to play → a round on
// the two pictures: a tap on a difference counted, a tap elsewhere not, a hint, the finish
// with every difference drawn, the round in my records; and in 浙里办's elder mode, a
// round played on the larger type. The journey knows where the differences are from the
// scene file on disk (it is the test); the browser learns a place only from the server.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

const SCENES = JSON.parse(readFileSync(new URL('../../data/zhejiang/found.json', import.meta.url), 'utf8'));
const circles = (scene) => SCENES.scenes.find((s) => s.id === scene).differences.map((d) => d.circle);
/** A spot at least 30 units from every difference. */
function emptySpot(cs) {
  for (let y = 20; y < SCENES.height; y += 10)
    for (let x = 20; x < SCENES.width; x += 10)
      if (cs.every(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 > (r + 30) ** 2)) return [x, y];
  throw new Error('no empty spot');
}

const isStart = (r) => r.url().endsWith('/ver3/api/v3/found/rounds') && r.request().method() === 'POST';
const isTap = (r) => r.url().endsWith('/taps') && r.request().method() === 'POST';

/** Taps picture `name` at (x, y) in picture units. */
async function tapAt(page, name, [x, y]) {
  const pic = page.getByRole('button', { name, exact: true });
  await pic.scrollIntoViewIfNeeded();
  const box = await pic.boundingBox();
  const answer = page.waitForResponse(isTap);
  await pic.click({ position: { x: (x * box.width) / SCENES.width, y: (y * box.height) / SCENES.height } });
  return (await (await answer).json()).data;
}

/** The start's answer, with no difference's place in it. */
async function startRound(page, button) {
  const started = page.waitForResponse(isStart);
  await page.getByRole('button', { name: button }).click();
  const round = (await (await started).json()).data;
  assert.equal(round.state, 'open');
  assert.ok(!/"cx"/.test(JSON.stringify(round)) && round.all === null, 'no positions before the end');
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
  const cs = circles(round.sceneId);
  const pics = page.locator('.found-picture img');
  await until(page, () => [...document.querySelectorAll('.found-picture img')].every((i) => i.complete && i.naturalWidth > 0), null, 'both pictures');
  assert.equal(await pics.count(), 2);
  const [a, b] = [await pics.nth(0).boundingBox(), await pics.nth(1).boundingBox()];
  assert.ok(a.width >= 370 && b.y >= a.y + a.height, `pictures one above the other, ${a.width}px wide`);
  await page.getByRole('timer').filter({ hasText: /剩余 \d+ 秒/ }).waitFor();
  await noSideways(page, 'found game');
  await t.shot(page, 'found-game');

  // A right spot on picture b: counted, and marked.
  const [cx, cy] = cs[0];
  const hit = await tapAt(page, '找不同的图', [cx, cy]);
  assert.deepEqual([hit.hit, hit.fresh, hit.difference.index], [true, true, 0]);
  await page.getByText('找到了一处！').waitFor();
  await page.getByText('已找到 1 / 5').waitFor();
  assert.equal(await page.locator('.found-mark--found').count(), 2, 'the find marked on both pictures');
  // A wrong spot on picture a: not counted.
  const miss = await tapAt(page, '原图', emptySpot(cs));
  assert.deepEqual([miss.hit, miss.round.found.length], [false, 1]);
  await page.getByText('这里没有不同').waitFor();
  await page.getByText('已找到 1 / 5').waitFor();
  await page.getByText('点错 1 次').waitFor();
  // The same difference again: not a second find.
  const again = await tapAt(page, '原图', [cx, cy]);
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
  await page.getByRole('button', { name: '结束本局' }).click();
  await page.getByRole('heading', { level: 2, name: '本局结束' }).waitFor();
  await page.getByText('找到 1 / 5 处').waitFor();
  await page.getByText('得分 50').waitFor();
  assert.equal(await page.locator('.found-mark--missed').count(), 2 * 3);
  await page.getByRole('heading', { level: 2, name: '本局结束' }).scrollIntoViewIfNeeded();
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
  const cs = circles(round.sceneId);
  const hit = await tapAt(page, '原图', [cs[2][0], cs[2][1]]);
  assert.equal(hit.hit, true);
  await page.getByText('已找到 1 / 5').waitFor();
  const miss = await tapAt(page, '找不同的图', emptySpot(cs));
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
  await page.getByText('没有这一局').waitFor();
  assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  await page.getByRole('link', { name: '再来一局' }).waitFor();
});
