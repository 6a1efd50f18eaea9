// The driving blind-box (custom/huawei/*, docs/CAMPAIGN_PAGES.md) at 390 px inside WeChat,
// standing at 千岛湖: a daily check-in and a place check-in earn chances (a far place is
// refused with the distance), opening the box shows what the server answered and the
// destination the draw names; then, with the pool tilted by a province admin through the
// console API, a physical prize: its code and QR, an address (a wrong mobile first, refused
// on its field), and prize staff shipping it, which the visitor sees after pulling down to
// refresh. And in 浙里办's elder mode, a shorter pass with large buttons.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { UA } from '../harness.mjs';
import { wxDouble, zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { edited, operatorSession } from '../helpers/operator.mjs';
import { pullDown } from '../helpers/touch.mjs';

const CAMPAIGN = 'sample-blindbox';
/** The task's places in the campaign's order (data/zhejiang/campaigns.jsonl) and their names. */
const PLACES = [
  ['scenic-hz-xihu', '西湖风景名胜区'],
  ['scenic-hz-qiandaohu', '千岛湖风景名胜区'],
  ['scenic-hz-tianmushan', '天目山'],
  ['scenic-hz-longmen', '龙门古镇'],
  ['scenic-hz-chaoshan', '超山风景区'],
];
/** About 120 m from 千岛湖's stored point (29.6085, 119.0432). */
const AT_QIANDAOHU = { lat: 29.6095, lng: 119.0436 };

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const isPost = (suffix) => (r) => r.url().endsWith(suffix) && r.request().method() === 'POST';
const chancesLeft = (page) => page.getByTestId('chances-left');

/** Opens the box and checks the page lands on what the server answered; the answer. */
async function openBox(page) {
  const drawn = page.waitForResponse(isPost(`/campaigns/${CAMPAIGN}/draws`));
  await page.getByRole('button', { name: /^(开盲盒|再开一盒)$/ }).click();
  const answer = (await (await drawn).json()).data;
  assert.match(JSON.stringify(answer), /"drawId":\d+/);
  const title = answer.outcome === 'won' ? `恭喜！抽中 ${answer.prize.name}` : '很遗憾，这次没有抽中';
  await page.getByRole('status').filter({ hasText: title }).waitFor();
  const stage = page.locator('section.cmp-draw');
  assert.equal(await stage.getAttribute('data-landed'), answer.outcome === 'won' ? answer.prize.prizeId : 'lose');
  assert.equal(await page.locator('.cmp-box__window').textContent(), answer.outcome === 'won' ? answer.prize.name : '谢谢参与');
  // The server names the destination: one of the check-in places.
  const [, destination] = PLACES.find(([id]) => id === answer.destination) ?? assert.fail(`a check-in place: ${answer.destination}`);
  await page.getByText(`自驾目的地：${destination}`).waitFor();
  await page.locator('.bbx-dest__name', { hasText: destination }).waitFor();
  await page.getByText(answer.chancesLeft > 0 ? `还剩 ${answer.chancesLeft} 次机会` : '暂无抽奖机会，做任务得机会吧').waitFor();
  return answer;
}

journey('blind-box: chances by check-ins, the box lands on the server’s answer, a prize’s code, QR, address and shipping', async (t) => {
  const { context, page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: AT_QIANDAOHU });
  await page.goto(t.url('/ver3/pages/custom/huawei/index?openid=e2e-bbx-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 1, name: '自驾盲盒' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '自驾盲盒' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
  await page.getByText('示例活动：演示用，奖品不实际发放').waitFor();
  await chancesLeft(page).filter({ hasText: '0 次' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '开盲盒' }).isDisabled(), true);
  await page.getByText('开一次盲盒，就有你的自驾目的地').waitFor();
  await noSideways(page, 'blind-box index');
  await t.shot(page, 'blindbox-index');

  // The one daily check-in (docs/POINTS.md): points and this campaign's chance, once a day.
  const checkin = page.waitForResponse(isPost('/ver3/api/v3/checkin'));
  await page.getByRole('button', { name: '签到', exact: true }).click();
  const pressed = (await (await checkin).json()).data;
  assert.equal(pressed.already, false, JSON.stringify(pressed));
  assert.ok(pressed.chances.some((c) => c.campaignId === CAMPAIGN && c.chances === 1), JSON.stringify(pressed));
  await chancesLeft(page).filter({ hasText: '1 次' }).waitFor();
  await page.getByRole('button', { name: '今日已签到' }).first().waitFor();

  // A place check-in 天目山 away: refused with the server's distance; at 千岛湖: two chances.
  const placeRow = (name) => page.locator('.cmp-place').filter({ has: page.getByRole('link', { name, exact: true }) });
  const far = page.waitForResponse(isPost(`/campaigns/${CAMPAIGN}/chances`));
  await placeRow('天目山').getByRole('button', { name: '打卡' }).click();
  const refusal = await (await far).json();
  assert.equal(refusal.code, 40000);
  await placeRow('天目山').getByText(refusal.msg).waitFor();
  const near = page.waitForResponse(isPost(`/campaigns/${CAMPAIGN}/chances`));
  await placeRow('千岛湖风景名胜区').getByRole('button', { name: '打卡' }).click();
  const earned = (await (await near).json()).data;
  assert.deepEqual([earned.outcome, earned.chances, earned.chancesLeft], ['earned', 2, 3]);
  await chancesLeft(page).filter({ hasText: '3 次' }).waitFor();
  await placeRow('千岛湖风景名胜区').getByText(/距你\d+米/).waitFor();
  await t.shot(page, 'blindbox-chances');

  // Open the box as shipped: whatever the server answers is what the page shows.
  await page.getByRole('button', { name: '开盲盒' }).scrollIntoViewIfNeeded();
  const first = await openBox(page);
  await noSideways(page, 'blind-box opened');
  await t.shot(page, 'blindbox-opened');
  await chancesLeft(page).filter({ hasText: '2 次' }).waitFor();

  // A province admin tilts the pool through the console: the car kit, without a daily cap.
  const admin = await operatorSession(t, 'e2e-bbx-admin', 'province-admin');
  const before = (await admin('GET', `/campaigns/${CAMPAIGN}`)).data;
  const tilted = await admin('PUT', `/campaigns/${CAMPAIGN}`, edited(before, (p) => (p.id === 'car-kit' ? { weight: 1_000_000, dailyCap: 0 } : { weight: 0 })));
  assert.equal(tilted.code, 0, JSON.stringify(tilted));
  try {
    const won = await openBox(page);
    assert.deepEqual([won.outcome, won.prize.prizeId, won.prize.kind, won.prize.state], ['won', 'car-kit', 'physical', 'won']);
    assert.match(won.prize.code, /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    await t.shot(page, 'blindbox-won');

    // The prize asks for its address: a wrong mobile is refused on its field, then saved.
    await page.getByRole('link', { name: '填写收货地址' }).click();
    await page.waitForURL(new RegExp(`/pages/custom/huawei/user\\?id=${won.prize.id}$`));
    await page.getByRole('heading', { level: 2, name: '车载应急包（示例）' }).waitFor();
    await page.getByText(won.prize.code).waitFor();
    await page.getByLabel('收件人').fill('张三');
    await page.getByLabel('手机号').fill('12345678901');
    await page.getByLabel('详细地址').fill('浙江省杭州市淳安县千岛湖镇新安东路 1 号');
    let puts = 0;
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/prizes/') && puts++);
    await page.getByRole('button', { name: '保存地址' }).click();
    const mobileError = page.locator('[data-field="mobile"]').getByRole('alert');
    await mobileError.filter({ hasText: '请填写正确的手机号' }).waitFor();
    assert.equal(await page.getByLabel('手机号').getAttribute('aria-invalid'), 'true');
    assert.equal(puts, 0, 'nothing sent with a wrong mobile');
    await noSideways(page, 'blind-box address');
    await t.shot(page, 'blindbox-address-error');
    await page.getByLabel('手机号').fill('13800138000');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/prizes/${won.prize.id}/address`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: '保存地址' }).click();
    assert.equal((await (await saved).json()).data.state, 'address_given');
    await page.locator('.cmp-badge', { hasText: '已填地址，待发货' }).waitFor();
    await page.getByText('寄往：张三 13800138000 浙江省杭州市淳安县千岛湖镇新安东路 1 号').waitFor();
    await t.shot(page, 'blindbox-address-saved');

    // My prizes: the code and its QR while it waits to be shipped.
    await page.getByRole('link', { name: '我的奖品' }).click();
    await page.waitForURL(/\/pages\/custom\/huawei\/myprize$/);
    const row = page.locator(`li[data-prize="${won.prize.id}"]`);
    await row.getByText(won.prize.code).waitFor();
    await row.getByText('已填地址，待发货').waitFor();
    const qr = row.getByRole('img', { name: `兑奖码 ${won.prize.code} 的二维码` });
    await qr.waitFor();
    assert.match(await qr.getAttribute('src'), /^data:image\/svg\+xml/);
    assert.ok((await qr.boundingBox()).width >= 150, 'a QR code staff can scan');
    if (first.outcome === 'won') await page.locator(`li[data-prize="${first.prize.id}"]`).getByText(first.prize.name).waitFor();
    await noSideways(page, 'blind-box my prizes');
    await t.shot(page, 'blindbox-myprize');

    // Prize staff find it by its code, with the address, and ship it; the visitor pulls down and sees it.
    const staff = await operatorSession(t, 'e2e-bbx-staff', 'moderator');
    const found = await staff('GET', `/prizes?code=${encodeURIComponent(won.prize.code.toLowerCase())}`);
    assert.equal(found.code, 0, JSON.stringify(found));
    assert.match(JSON.stringify(found.data), /13800138000/);
    const shipped = await staff('POST', '/prizes/ship', { code: won.prize.code, tracking: 'SF1234567890' });
    assert.equal(shipped.code, 0, JSON.stringify(shipped));
    await page.evaluate(() => window.scrollTo(0, 0));
    await pullDown(context, page);
    await row.getByText('已发货').waitFor();
    await row.getByText('快递单号 SF1234567890').waitFor();
    assert.equal(await row.getByText(won.prize.code).count(), 0, 'a shipped prize shows no code to redeem');
    await t.shot(page, 'blindbox-shipped');
  } finally {
    const back = await admin('PUT', `/campaigns/${CAMPAIGN}`, edited(before, () => ({})));
    assert.equal(back.code, 0, JSON.stringify(back));
  }

  // The pool and the rules.
  await page.getByRole('link', { name: '奖池' }).click();
  await page.getByRole('heading', { level: 2, name: '奖池' }).waitFor();
  await page.locator('[data-prize="car-kit"]').getByText(/剩余 \d+ 份/).waitFor();
  await page.getByRole('heading', { level: 2, name: '中奖名单' }).waitFor();
  await page.getByText(/\*\* 抽中 车载应急包（示例）/).first().waitFor();
  await noSideways(page, 'blind-box gift');
  await t.shot(page, 'blindbox-gift');
  await page.getByRole('link', { name: '规则' }).click();
  await page.getByRole('heading', { level: 2, name: '自驾盲盒（示例）' }).waitFor();
  await page.getByText('每人每天最多 5 次，活动期间共 40 次').waitFor();
  await noSideways(page, 'blind-box rule');
  await t.shot(page, 'blindbox-rule');
});

journey('blind-box in elder mode: large buttons, a check-in, the box opened as the server answered', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/custom/huawei/index?openid=e2e-bbx-0002'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '自驾盲盒' }).waitFor();
  await chancesLeft(page).filter({ hasText: '0 次' }).waitFor();
  const checkin = page.getByRole('button', { name: '签到', exact: true });
  assert.ok((await checkin.boundingBox()).height >= 56, 'an elder button is at least 56 px tall');
  await checkin.click();
  await chancesLeft(page).filter({ hasText: '1 次' }).waitFor();
  const open = page.getByRole('button', { name: '开盲盒' });
  assert.ok((await open.boundingBox()).height >= 56);
  await noSideways(page, 'elder blind-box');
  await t.shot(page, 'blindbox-elder-index');
  await open.scrollIntoViewIfNeeded();
  const answer = await openBox(page);
  await page.getByText('暂无抽奖机会，做任务得机会吧').waitFor();
  await t.shot(page, 'blindbox-elder-opened');
  await page.getByRole('link', { name: '我的奖品' }).click();
  await page.waitForURL(/\/pages\/custom\/huawei\/myprize$/);
  if (answer.outcome === 'won') await page.locator(`li[data-prize="${answer.prize.id}"]`).getByText(answer.prize.name).waitFor();
  else await page.getByText('还没有奖品，去抽一次吧').waitFor();
  await noSideways(page, 'elder my prizes');
  await t.shot(page, 'blindbox-elder-myprize');
  await page.getByRole('link', { name: '收货地址' }).click();
  await page.waitForURL(/\/pages\/custom\/huawei\/user$/);
  await page.getByText('实物奖品需要填写收货地址，发货前可以修改').waitFor();
  await t.shot(page, 'blindbox-elder-user');
  await page.getByRole('link', { name: '奖池' }).click();
  await page.getByRole('heading', { level: 2, name: '奖池' }).waitFor();
  await noSideways(page, 'elder gift');
  await t.shot(page, 'blindbox-elder-gift');
  await page.getByRole('link', { name: '规则' }).click();
  await page.getByRole('heading', { level: 2, name: '自驾盲盒（示例）' }).waitFor();
  await noSideways(page, 'elder rule');
  await t.shot(page, 'blindbox-elder-rule');
});

/** Question id → the right option's text, from the shipped bank. */
const RIGHT = new Map(
  readFileSync(new URL('../../data/zhejiang/quiz_questions.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .map((q) => [q.id, q.options[q.answer]]),
);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

journey('quiz result: the chance a pass earned is drawn right there, landing on the server’s answer', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/custom/answer/index?openid=e2e-bbx-0003'));
  await signedIn(page);
  const started = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/quiz/attempts') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '开始答题' }).click();
  const attempt = (await (await started).json()).data;
  for (const [i, q] of attempt.questions.entries()) {
    await page.getByRole('button', { name: new RegExp(`^[A-D]\\. ${escape(RIGHT.get(q.id))}$`) }).click();
    if (i < attempt.questions.length - 1) await page.getByRole('button', { name: '下一题' }).click();
  }
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('heading', { level: 2, name: '恭喜通过！' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '用掉这次抽奖机会' }).waitFor();
  await page.getByText('还剩 1 次机会').waitFor();
  const drawn = page.waitForResponse(isPost('/campaigns/sample-quiz/draws'));
  await page.getByRole('button', { name: '抽奖', exact: true }).click();
  const body = await (await drawn).json();
  assert.equal(body.code, 0, `the draw was refused: ${JSON.stringify(body)}`);
  const answer = body.data;
  const title = answer.outcome === 'won' ? `恭喜！抽中 ${answer.prize.name}` : '很遗憾，这次没有抽中';
  await page.getByRole('status').filter({ hasText: title }).waitFor();
  assert.equal(await page.locator('section.cmp-draw').getAttribute('data-landed'), answer.outcome === 'won' ? answer.prize.prizeId : 'lose');
  assert.equal(await page.locator('.cmp-slot[data-won]').getAttribute('data-slot'), answer.outcome === 'won' ? answer.prize.prizeId : 'lose');
  if (answer.outcome === 'won') await page.getByText(answer.prize.code).waitFor();
  await page.getByText('暂无抽奖机会，做任务得机会吧').waitFor();
  await noSideways(page, 'quiz draw');
  await t.shot(page, 'quiz-draw');
});
