// Qixi matchmaking (custom/qixi/*, docs/QIXI.md) with two visitors in two browsers, each
// signed in with their own phone number: A answers the nine questions and gets an invitation
// link (A's own link offers no pairing); B opens it, answers, and both see the same score and
// have a chance to draw; B's stale second tab is refused by the server and the page says so,
// as is a third visitor on the used link. Then the draw, my prizes, the pool and the rules;
// and an elder-mode pass.
import assert from 'node:assert/strict';
import { waitForCode } from '../helpers/sms.mjs';
import { UA } from '../harness.mjs';
import { wxDouble, zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { pullDown } from '../helpers/touch.mjs';
import { agree } from '../helpers/consent.mjs';

const CAMPAIGN = 'sample-qixi';
const INDEX = '/ver3/pages/custom/qixi/index';
/** A's and B's choices (option index per question): alike in the first six, not in the last three. */
const A_PICKS = [0, 1, 2, 0, 1, 2, 0, 1, 2];
const B_PICKS = [0, 1, 2, 0, 1, 2, 1, 2, 3];
const SCORE = 67; // 6 of 9, rounded

const isPost = (part) => (r) => r.url().includes(part) && r.request().method() === 'POST';
async function tokenOf(page) {
  await until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
  return page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);
}

async function phoneSignIn(page, t, phone, back) {
  await page.goto(t.url(`/ver3/pages/login/phone?back=${encodeURIComponent(back)}`));
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await waitForCode(phone);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => `${u.pathname}${u.search}` === back);
  return tokenOf(page);
}

/** Answers the questions shown one at a time with `picks`, then presses the finish. */
async function answer(page, picks, finish, shoot) {
  for (const [i, pick] of picks.entries()) {
    await page.getByText(`第 ${i + 1} / ${picks.length} 题`).waitFor();
    const options = page.getByRole('radiogroup').getByRole('radio');
    if (i === 1 && shoot) await shoot();
    await options.nth(pick).click();
  }
  await page.getByRole('button', { name: finish }).click();
}

async function chancesLeft(page, token) {
  const me = await page.evaluate(
    ([c, tok]) => fetch(`/ver3/api/v3/campaigns/${c}/me`, { headers: { Authorization: `Bearer ${tok}` } }).then((r) => r.json()),
    [CAMPAIGN, token],
  );
  assert.equal(me.code, 0, JSON.stringify(me));
  return me.data.chancesLeft;
}

const scoreImg = (page) => page.getByRole('img', { name: `默契分 ${SCORE} 分` });

journey('Qixi: A invites, B answers on the link, both see one score and a chance; a second try and a third visitor are refused', async (t) => {
  // A, in a plain browser, signed in with A's phone.
  const a = await t.open();
  const aToken = await phoneSignIn(a.page, t, '13748480001', INDEX);
  await a.page.getByRole('heading', { level: 1, name: '七夕有约' }).waitFor();
  await a.page.getByRole('heading', { level: 2, name: '七夕 · 默契配对' }).waitFor();
  assert.equal(await a.page.getByRole('heading', { level: 1 }).count(), 1);
  await a.page.getByText('示例活动：演示用，奖品不实际发放').waitFor();
  await a.page.getByText('还没有配对，发起一个邀请吧').waitFor();
  await noSideways(a.page, 'qixi index');
  await t.shot(a.page, 'qixi-index');

  await a.page.getByRole('button', { name: '开始答题' }).click();
  const invited = a.page.waitForResponse(isPost('/qixi/invitations'));
  await answer(a.page, A_PICKS, '完成，生成邀请', () => t.shot(a.page, 'qixi-question'));
  const made = (await (await invited).json()).data;
  assert.match(made.code, /^[A-Z2-9]{10}$/);
  await a.page.waitForURL((u) => u.searchParams.get('invite') === made.code);
  await a.page.getByRole('heading', { level: 2, name: '邀请已生成' }).waitFor();
  await a.page.getByText(`邀请码 ${made.code}`).waitFor();
  const link = `${INDEX}?invite=${made.code}`;
  await a.page.getByText(t.url(link)).waitFor();
  const qr = a.page.getByRole('img', { name: '邀请二维码' });
  assert.match(await qr.getAttribute('src'), /^data:image\/svg\+xml/);
  // A's own link: A waits for the partner, with the share card; no pairing with oneself.
  await a.page.getByText(/^正在等 TA 来配对/).waitFor();
  assert.equal(await a.page.getByText(/不能和自己配对/).count(), 0);
  assert.equal(await a.page.getByRole('button', { name: '接受邀请，开始答题' }).count(), 0);
  await noSideways(a.page, 'qixi share');
  await t.shot(a.page, 'qixi-share');
  // The poster: drawn in the browser with the code and the QR code, to long-press and save.
  await a.page.getByRole('button', { name: '生成邀请海报' }).click();
  const poster = a.page.getByRole('img', { name: '七夕邀请海报' });
  await poster.waitFor();
  assert.match(await poster.getAttribute('src'), /^data:image\/png/);
  await poster.scrollIntoViewIfNeeded();
  await noSideways(a.page, 'qixi poster');
  await t.shot(a.page, 'qixi-poster');
  // Nor through the API.
  const self = await a.page.evaluate(
    ([c, tok, picks]) =>
      fetch(`/ver3/api/v3/qixi/invitations/${c}/pair`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tok}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ answers: picks }),
      }).then((r) => r.json()),
    [made.code, aToken, A_PICKS],
  );
  assert.equal(self.code, 40300, JSON.stringify(self));

  // B, in another browser, with B's phone, opens the link.
  const b = await t.open();
  const bToken = await phoneSignIn(b.page, t, '13748480002', link);
  await b.page.getByRole('heading', { level: 2, name: /邀请你来配对$/ }).waitFor();
  await b.page.getByText('答 9 道关于一起旅行的小题').waitFor();
  await noSideways(b.page, 'qixi invitation');
  await t.shot(b.page, 'qixi-invited');
  // A second tab of B's, left on the questions.
  const stale = await b.context.newPage();
  await stale.goto(t.url(link));
  await stale.getByRole('button', { name: '接受邀请，开始答题' }).click();

  await b.page.getByRole('button', { name: '接受邀请，开始答题' }).click();
  const paired = b.page.waitForResponse(isPost(`/qixi/invitations/${made.code}/pair`));
  await answer(b.page, B_PICKS, '完成，看看我们的默契');
  const pair = await (await paired).json();
  assert.equal(pair.code, 0, JSON.stringify(pair));
  await scoreImg(b.page).waitFor();
  await b.page.getByText('9 题中有 6 题想到了一起').waitFor();
  await b.page.getByText('步调相近：大方向一致，也留着彼此的小偏好').waitFor();
  await b.page.getByText('你得到了 1 次抽奖机会').waitFor();
  assert.equal(await b.page.locator('.qx-item[data-same]').count(), 6);
  await noSideways(b.page, 'qixi result');
  await t.shot(b.page, 'qixi-result-b');
  assert.equal(await chancesLeft(b.page, bToken), 1);

  // A pulls down on the share card and sees the same score.
  await pullDown(a.context, a.page);
  await scoreImg(a.page).waitFor();
  await a.page.getByText('9 题中有 6 题想到了一起').waitFor();
  await a.page.getByText('你得到了 1 次抽奖机会').waitFor();
  assert.equal(await chancesLeft(a.page, aToken), 1);
  await t.shot(a.page, 'qixi-result-a');

  // B's stale tab answers again: the server refuses, the page says why.
  const again = stale.waitForResponse(isPost(`/qixi/invitations/${made.code}/pair`));
  await answer(stale, B_PICKS, '完成，看看我们的默契');
  assert.equal((await (await again).json()).code, 40900);
  await stale.getByRole('alert').filter({ hasText: '你已经接受过这个邀请' }).waitFor();
  await t.shot(stale, 'qixi-second-try');
  assert.equal(await chancesLeft(b.page, bToken), 1, 'no second chance');

  // A third visitor on the used link.
  const c = await t.open({ userAgent: UA.wechat, init: wxDouble });
  await c.page.goto(t.url(`${link}&openid=e2e-qixi-0003`));
  await tokenOf(c.page);
  await c.page.getByText('这个邀请已经配对过了，一个邀请只能配对一次').waitFor();
  assert.equal(await c.page.getByRole('button', { name: '接受邀请，开始答题' }).count(), 0);
  await c.page.getByRole('link', { name: '我也来发起一个邀请' }).waitFor();
  await t.shot(c.page, 'qixi-taken');

  // A draws with the chance; the stage lands on the server's answer.
  await a.page.getByRole('button', { name: '抽一次' }).scrollIntoViewIfNeeded();
  const drawn = a.page.waitForResponse(isPost(`/campaigns/${CAMPAIGN}/draws`));
  await a.page.getByRole('button', { name: '抽一次' }).click();
  const d = (await (await drawn).json()).data;
  const title = d.outcome === 'won' ? `恭喜！抽中 ${d.prize.name}` : '很遗憾，这次没有抽中';
  await a.page.getByRole('status').filter({ hasText: title }).waitFor();
  await t.shot(a.page, 'qixi-drawn');
  assert.equal(await chancesLeft(a.page, aToken), 0);

  // Both list the pair.
  await a.page.goto(t.url(INDEX));
  await a.page.getByRole('link', { name: new RegExp(`· ${SCORE} 分`) }).waitFor();

  // My prizes, the pool, the rules.
  await a.page.getByRole('link', { name: '我的奖品' }).click();
  await a.page.waitForURL(/\/pages\/custom\/qixi\/myprize$/);
  if (d.outcome === 'won') await a.page.locator(`li[data-prize="${d.prize.id}"]`).getByText(d.prize.name).waitFor();
  else await a.page.getByText('还没有奖品，去抽一次吧').waitFor();
  await noSideways(a.page, 'qixi my prizes');
  await t.shot(a.page, 'qixi-myprize');
  await a.page.getByRole('link', { name: '收货地址', exact: true }).click();
  await a.page.waitForURL(/\/pages\/custom\/qixi\/user$/);
  await a.page.getByText('实物奖品请填写收货地址，只有你和发奖工作人员能看到。').waitFor();
  await t.shot(a.page, 'qixi-user');
  await a.page.getByRole('link', { name: '奖品', exact: true }).click();
  await a.page.waitForURL(/\/pages\/custom\/qixi\/gift$/);
  await a.page.getByText('玫瑰花茶礼盒（示例）').first().waitFor();
  await noSideways(a.page, 'qixi gift');
  await t.shot(a.page, 'qixi-gift');
  await a.page.getByRole('link', { name: '规则' }).click();
  await a.page.waitForURL(/\/pages\/custom\/qixi\/rule$/);
  await a.page.getByText(/一个邀请只能配对一人，不能与自己配对/).waitFor();
  await noSideways(a.page, 'qixi rule');
  await t.shot(a.page, 'qixi-rule');
});

journey('Qixi in elder mode: large options and buttons, an invitation made, an unknown link said plainly', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(`${INDEX}?openid=e2e-qixi-0004`));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await tokenOf(page);
  await page.getByRole('heading', { level: 2, name: '七夕 · 默契配对' }).waitFor();
  const start = page.getByRole('button', { name: '开始答题' });
  assert.ok((await start.boundingBox()).height >= 56, 'an elder button is at least 56 px tall');
  await noSideways(page, 'elder qixi index');
  await t.shot(page, 'qixi-elder-index');
  await start.click();
  await page.getByText('第 1 / 9 题').waitFor();
  const option = page.getByRole('radiogroup').getByRole('radio').first();
  assert.ok((await option.boundingBox()).height >= 56, 'an elder option is at least 56 px tall');
  await t.shot(page, 'qixi-elder-question');
  await answer(page, A_PICKS, '完成，生成邀请');
  await page.getByRole('heading', { level: 2, name: '邀请已生成' }).waitFor();
  assert.ok((await page.getByRole('button', { name: '复制邀请链接' }).boundingBox()).height >= 56);
  await noSideways(page, 'elder qixi share');
  await t.shot(page, 'qixi-elder-share');
  await page.goto(t.url(`${INDEX}?invite=ZZZZZZZZZZ`));
  await page.getByText('没有找到这个邀请，链接可能不完整').waitFor();
  assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  await t.shot(page, 'qixi-elder-missing');
});
