// The county stamp campaigns (custom/ninghai/*, custom/yunhe/active, custom/food/*,
// docs/STAMPS.md) at 390 px. In WeChat at 前童古镇 (its position from the WeChat double, the
// location chain's own source there): the start page, then the card: a check-in at a place
// 4 km away is refused with the server's distance, the one at hand is stamped; the visitor
// opens the card again standing by the other two places (the chain's position in the page's
// address), stamps them, the card is full and the draw lands on the server's answer. Then 云和's
// card and the food trail's two pages; in a plain browser, the device's own position
// (Playwright's geolocation, translated to GCJ-02 by the server as the chain does) stamps 云和梯田;
// and every route in 浙里办's elder mode.
import assert from 'node:assert/strict';
import { waitForCode } from '../helpers/sms.mjs';
import { UA } from '../harness.mjs';
import { wxDouble, zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { agree } from '../helpers/consent.mjs';

const NINGHAI = 'sample-stamps-ninghai';
/** About 150 m from 前童古镇's stored point (29.284, 121.365). */
const AT_QIANTONG = { lat: 29.2853, lng: 121.365 };
/** Between 豆腐三宝 (29.244, 121.352) and the 民宿集群 (29.245, 121.35): both within 500 m. */
const AT_TOFU = 'lat=29.2445&lng=121.351';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const isPost = (suffix) => (r) => r.url().endsWith(suffix) && r.request().method() === 'POST';
const row = (page, name) => page.locator('.stp-stop').filter({ has: page.getByRole('link', { name, exact: true }) });

async function checkIn(page, name) {
  const answer = page.waitForResponse(isPost(`/stamps/${NINGHAI}/checkins`));
  await row(page, name).getByRole('button', { name: `打卡盖章 ${name}` }).click();
  return (await answer).json();
}

journey('stamps: 宁海 start page, a far check-in refused with the distance, three stamps, the full card draws', async (t) => {
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: AT_QIANTONG });
  await page.goto(t.url('/ver3/pages/custom/ninghai/activestart?openid=e2e-stp-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 1, name: '宁海集章' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '集章路线（3 站）' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
  await page.getByText('示例活动：演示用，奖品不实际发放').first().waitFor();
  await noSideways(page, 'ninghai start');
  await t.shot(page, 'stamps-ninghai-start');

  await page.getByRole('link', { name: '开始集章' }).click();
  await page.waitForURL(/\/pages\/custom\/ninghai\/active$/);
  await page.getByRole('heading', { level: 1, name: '宁海集章卡' }).waitFor();
  await page.getByText('已集 0 / 3 枚', { exact: true }).waitFor();
  await page.getByText('集满 3 枚章即可抽奖，还差 3 枚。').waitFor();
  await noSideways(page, 'ninghai card');
  await t.shot(page, 'stamps-ninghai-card');

  // 豆腐三宝 is 4 km from 前童古镇's gate: refused, with the distance the server measured.
  const far = await checkIn(page, '前童古镇豆腐三宝');
  assert.equal(far.code, 40300, JSON.stringify(far));
  assert.match(far.msg, /约 \d+ 米，需在 500 米内打卡/);
  await row(page, '前童古镇豆腐三宝').getByText(far.msg).waitFor();
  await page.getByText('已集 0 / 3 枚', { exact: true }).waitFor();
  await t.shot(page, 'stamps-ninghai-far');

  const near = await checkIn(page, '前童古镇');
  assert.deepEqual([near.code, near.data.outcome, near.data.collected, near.data.full], [0, 'stamped', 1, false]);
  await page.getByText('已集 1 / 3 枚', { exact: true }).waitFor();
  await row(page, '前童古镇').getByText(/盖章$/).waitFor();
  assert.equal(await row(page, '前童古镇').getByRole('button').count(), 0, 'a stamped place has no button');

  // Standing between the other two: both stamp, the last fills the card and earns the chance.
  await page.goto(t.url(`/ver3/pages/custom/ninghai/active?${AT_TOFU}`));
  await page.getByText('已集 1 / 3 枚', { exact: true }).waitFor();
  await row(page, '前童古镇豆腐三宝').getByText(/距你\d+米/).waitFor();
  const second = await checkIn(page, '前童古镇豆腐三宝');
  assert.equal(second.data.collected, 2, JSON.stringify(second));
  await page.getByText('已集 2 / 3 枚', { exact: true }).waitFor();
  const last = await checkIn(page, '前童古镇民宿集群');
  assert.deepEqual([last.data.collected, last.data.full, last.data.chance.outcome, last.data.chance.chances], [3, true, 'earned', 1]);
  await page.getByText('已集 3 / 3 枚', { exact: true }).waitFor();
  await page.getByText('集章卡已集满').waitFor();
  await page.getByRole('heading', { level: 2, name: '集满抽奖' }).waitFor();
  await noSideways(page, 'ninghai full');
  await t.shot(page, 'stamps-ninghai-full');

  const drawn = page.waitForResponse(isPost(`/campaigns/${NINGHAI}/draws`));
  await page.getByRole('button', { name: '抽奖', exact: true }).click();
  const answer = (await (await drawn).json()).data;
  const title = answer.outcome === 'won' ? `恭喜！抽中 ${answer.prize.name}` : '很遗憾，这次没有抽中';
  await page.getByRole('status').filter({ hasText: title }).waitFor();
  await page.getByText('暂无抽奖机会，做任务得机会吧').waitFor();
  await noSideways(page, 'ninghai drawn');
  await t.shot(page, 'stamps-ninghai-drawn');

  await page.getByRole('link', { name: '我的奖品' }).last().click();
  await page.waitForURL(/\/pages\/custom\/huawei\/myprize$/);
  if (answer.outcome === 'won') await page.locator(`li[data-prize="${answer.prize.id}"]`).getByText(answer.prize.name).waitFor();
});

journey('stamps: 云和 card and the 百县千碗 food trail, its places by city', async (t) => {
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: { lat: 28.0705, lng: 119.51 } });
  await page.goto(t.url('/ver3/pages/custom/yunhe/active?openid=e2e-stp-0002'));
  await signedIn(page);
  await page.getByRole('heading', { level: 1, name: '云和集章卡' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '云和 · 梯田集章' }).waitFor();
  await page.getByText('已集 0 / 4 枚', { exact: true }).waitFor();
  const answer = page.waitForResponse(isPost('/stamps/sample-stamps-yunhe/checkins'));
  await page.getByRole('button', { name: '打卡盖章 云和梯田', exact: true }).click();
  assert.equal((await (await answer).json()).data.outcome, 'stamped');
  await page.getByText('已集 1 / 4 枚', { exact: true }).waitFor();
  await noSideways(page, 'yunhe card');
  await t.shot(page, 'stamps-yunhe-card');

  await page.goto(t.url('/ver3/pages/custom/food/index'));
  await page.getByRole('heading', { level: 1, name: '美食集章卡' }).waitFor();
  await page.getByText('已集 0 / 11 枚', { exact: true }).waitFor();
  await page.getByText('招牌菜：东坡肉').waitFor();
  await noSideways(page, 'food card');
  await t.shot(page, 'stamps-food-card');
  await page.getByRole('link', { name: '按城市看美食地图' }).click();
  await page.waitForURL(/\/pages\/custom\/food\/index2$/);
  await page.getByRole('heading', { level: 1, name: '美食地图' }).waitFor();
  const hz = page.getByRole('region', { name: '杭州市' });
  await hz.getByText('招牌菜：东坡肉').waitFor();
  await page.getByRole('region', { name: '丽水市' }).getByText('招牌菜：丽水山粉饺').waitFor();
  await noSideways(page, 'food by city');
  await t.shot(page, 'stamps-food-bycity');
  await page.getByRole('link', { name: '回到集章卡' }).click();
  await page.waitForURL(/\/pages\/custom\/food\/index$/);
});

journey('stamps in elder mode: every route at 390 px with large buttons', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/custom/ninghai/activestart?openid=e2e-stp-0003'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '集章路线（3 站）' }).waitFor();
  assert.ok((await page.getByRole('link', { name: '开始集章' }).boundingBox()).height >= 56, 'a large start button');
  await noSideways(page, 'elder start');
  await t.shot(page, 'stamps-elder-ninghai-start');
  for (const [route, h1, label] of [
    ['custom/ninghai/active', '宁海集章卡', 'ninghai-card'],
    ['custom/yunhe/active', '云和集章卡', 'yunhe-card'],
    ['custom/food/index', '美食集章卡', 'food-card'],
  ]) {
    await page.goto(t.url(`/ver3/pages/${route}`));
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await page.getByText(/^已集 0 \/ \d+ 枚$/).waitFor();
    const go = page.getByRole('button', { name: /^打卡盖章 / }).first();
    assert.ok((await go.boundingBox()).height >= 56, `${route}: a large check-in button`);
    await noSideways(page, `elder ${route}`);
    await t.shot(page, `stamps-elder-${label}`);
  }
  // In Hangzhou (the 浙里办 double's position), 宁波's 缸鸭狗 is far: the server says how far.
  const far = page.waitForResponse(isPost('/stamps/sample-stamps-food/checkins'));
  await page.getByRole('button', { name: '打卡盖章 缸鸭狗（城隍庙店）' }).click();
  const refusal = await (await far).json();
  assert.equal(refusal.code, 40300);
  await page.getByText(refusal.msg).waitFor();
  await t.shot(page, 'stamps-elder-food-far');
  await page.goto(t.url('/ver3/pages/custom/food/index2'));
  await page.getByRole('heading', { level: 1, name: '美食地图' }).waitFor();
  await page.getByRole('region', { name: '宁波市' }).waitFor();
  await noSideways(page, 'elder food by city');
  await t.shot(page, 'stamps-elder-food-bycity');
});

journey('stamps in a plain browser: the device position (geolocation) stamps 云和梯田, a far place is refused', async (t) => {
  const { context, page } = await t.open();
  // The device reports WGS-84; the chain has the server translate it to GCJ-02, the places'
  // datum. Stand where the translation lands about 80 m from 云和梯田 (28.07, 119.51).
  const target = { lat: 28.0707, lng: 119.5103 };
  const tr = await (await fetch(t.url(`/ver3/api/v3/geo/translate?locations=${target.lat},${target.lng}&type=1`))).json();
  const shifted = (tr.data.locations ?? tr.data)[0];
  const device = { latitude: 2 * target.lat - shifted.lat, longitude: 2 * target.lng - shifted.lng };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(device);

  const back = '/ver3/pages/custom/yunhe/active';
  await page.goto(t.url(`/ver3/pages/login/phone?back=${encodeURIComponent(back)}`));
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13800138056');
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await waitForCode('13800138056');
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === back);
  await page.getByRole('heading', { level: 1, name: '云和集章卡' }).waitFor();
  await page.getByText('已集 0 / 4 枚', { exact: true }).waitFor();

  const far = page.waitForResponse(isPost('/stamps/sample-stamps-yunhe/checkins'));
  await page.getByRole('button', { name: '打卡盖章 云和木制玩具专卖（县城）', exact: true }).click();
  const refusal = await (await far).json();
  assert.equal(refusal.code, 40300, JSON.stringify(refusal));
  assert.match(refusal.msg, /^距离云和木制玩具专卖（县城）约 \d+ 米，需在 500 米内打卡$/);
  await page.getByText(refusal.msg).waitFor();

  const near = page.waitForResponse(isPost('/stamps/sample-stamps-yunhe/checkins'));
  await page.getByRole('button', { name: '打卡盖章 云和梯田', exact: true }).click();
  const stamped = (await (await near).json()).data;
  assert.equal(stamped.outcome, 'stamped', JSON.stringify(stamped));
  assert.ok(stamped.distanceM <= 500, `stamped ${stamped.distanceM} m away`);
  await page.getByText('已集 1 / 4 枚', { exact: true }).waitFor();
  await noSideways(page, 'yunhe by geolocation');
  await t.shot(page, 'stamps-yunhe-geolocation');
});
