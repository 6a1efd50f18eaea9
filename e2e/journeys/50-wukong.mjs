// The Monkey King game (docs/GAMES.md) at 390 px: the rules and the boards → a short round
// played with real taps on the canvas (the journey reads where the peaches fall through
// window.__wukong and taps there) → the server's verdict, the score on today's board; a
// score no round could make, posted directly, refused; and in 浙里办's elder mode, a round
// with large controls.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const isOpen = (r) => r.url().endsWith('/ver3/api/v3/games/wukong/sessions') && r.request().method() === 'POST';
const isScore = (r) => r.url().endsWith('/ver3/api/v3/games/wukong/scores') && r.request().method() === 'POST';

/** Plays until the round ends: taps where the lowest peach will fall, like a player would. */
async function playRound(page, shot) {
  const canvas = page.getByRole('img', { name: '游戏画面：孙悟空驾云接仙桃' });
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  let taps = 0;
  let shotTaken = false;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => {
      const w = window.__wukong;
      if (!w) return null;
      const m = w.monkey();
      const next = w
        .things()
        .filter((x) => x.kind !== 'rock' && x.y < m.y)
        .sort((a, b) => b.y - a.y)[0];
      return { next, monkeyY: m.y, score: w.score() };
    });
    if (await page.getByRole('heading', { level: 2, name: '本局结束' }).isVisible()) break;
    if (state?.next) {
      await page.touchscreen.tap(box.x + state.next.x, box.y + Math.min(state.monkeyY, box.height - 10));
      taps += 1;
      if (!shotTaken && state.score > 0 && shot) {
        shotTaken = true;
        await shot();
      }
    }
    await page.waitForTimeout(120);
  }
  return taps;
}

journey('wukong: rules and boards, a short round played with taps, the score accepted and on the board', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/custom/wukong/index?openid=e2e-wukong-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '悟空摘仙桃' }).waitFor();
  await page.getByText('单局达到 200 分得 1 次抽奖机会，达到 500 分再得 1 次').waitFor();
  await page.getByText('还没有成绩，来玩一局吧').waitFor();
  await page.getByRole('tab', { name: '今日' }).waitFor();
  await noSideways(page, 'wukong index');
  await t.shot(page, 'wukong-index');

  await page.getByRole('link', { name: '开始游戏' }).click();
  await page.waitForURL(/\/pages\/custom\/wukong\/play$/);
  await page.getByRole('button', { name: '开始' }).waitFor();
  await t.shot(page, 'wukong-ready');
  // A short round (12 s) for the journey; the rules are the same.
  await page.goto(t.url('/ver3/pages/custom/wukong/play?seconds=12'));
  const opened = page.waitForResponse(isOpen);
  const scored = page.waitForResponse(isScore, { timeout: 60_000 });
  await page.getByRole('button', { name: '开始' }).click();
  const session = (await (await opened).json()).data;
  assert.match(session.session, /^[A-Za-z0-9]{20}\.\d+\.\d+\.[0-9a-f]{64}$/);
  const mute = page.getByRole('button', { name: '关闭声音' });
  assert.ok((await mute.boundingBox()).height >= 44, 'the mute button is a touch target');
  await noSideways(page, 'wukong play');
  const taps = await playRound(page, () => t.shot(page, 'wukong-playing'));
  assert.ok(taps >= 5, `${taps} taps`);
  const scoredResponse = await scored;
  const verdict = await scoredResponse.json();
  assert.equal(verdict.code, 0, JSON.stringify(verdict));
  // What the server replayed: the round's world and the aims the taps made.
  const sent = scoredResponse.request().postDataJSON();
  assert.equal(sent.play.seconds, 12);
  assert.ok(sent.play.aims.length >= 5, `${sent.play.aims.length} aims`);
  const score = verdict.data.score;
  assert.ok(score > 0, 'the taps caught peaches');
  await page.getByText('成绩已记录').waitFor();
  await page.getByText(`本局得分 ${score}`).waitFor();
  await page.getByText(`我的最好成绩 ${score} 分`).waitFor();
  await t.shot(page, 'wukong-result');

  await page.getByRole('link', { name: '看排行榜' }).click();
  await page.getByText(`我的最好成绩：${score} 分`).waitFor();
  const mine = page.locator('.wk-line[data-mine="true"]');
  await mine.waitFor();
  assert.match(await mine.textContent(), new RegExp(`\\*\\*（我）${score} 分$`));
  await page.getByRole('tab', { name: '总榜' }).click();
  await page.locator('#wk-board-list .wk-line[data-mine="true"]').filter({ hasText: `${score} 分` }).waitFor();
  await t.shot(page, 'wukong-board');

  // A score the aims do not make, posted directly on a new session: refused.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  const headers = { Authorization: `Bearer ${token}` };
  const fresh = (await (await page.request.post(t.url('/ver3/api/v3/games/wukong/sessions'), { headers })).json()).data;
  const cheat = await (
    await page.request.post(t.url('/ver3/api/v3/games/wukong/scores'), { headers, data: { session: fresh.session, score: 2000, key: 'cheat-1', play: sent.play } })
  ).json();
  assert.equal(cheat.code, 40300, JSON.stringify(cheat));
  assert.match(cheat.msg, /未被记录/);
  // The same round's session again: used.
  const reuse = await (
    await page.request.post(t.url('/ver3/api/v3/games/wukong/scores'), { headers, data: { session: session.session, score, key: 'again-1', play: sent.play } })
  ).json();
  assert.equal(reuse.code, 40900, JSON.stringify(reuse));
});

journey('wukong in elder mode: large controls, a slower round, the score accepted', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/custom/wukong/index?openid=e2e-wukong-0002'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '悟空摘仙桃' }).waitFor();
  await noSideways(page, 'elder wukong index');
  await t.shot(page, 'wukong-elder-index');
  await page.goto(t.url('/ver3/pages/custom/wukong/play?seconds=8'));
  const go = page.getByRole('button', { name: '开始' });
  await go.waitFor();
  assert.ok((await go.boundingBox()).height >= 60, 'the elder start button is large');
  const scored = page.waitForResponse(isScore, { timeout: 60_000 });
  await go.click();
  assert.ok((await page.getByRole('button', { name: '暂停' }).boundingBox()).height >= 52, 'elder pause is large');
  await playRound(page, () => t.shot(page, 'wukong-elder-playing'));
  const verdict = await (await scored).json();
  assert.equal(verdict.code, 0, JSON.stringify(verdict));
  await page.getByText('成绩已记录').waitFor();
  await noSideways(page, 'elder wukong result');
  await t.shot(page, 'wukong-elder-result');
});
