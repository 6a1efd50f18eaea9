// The points shop (actives/shop, docs/CAMPAIGNS.md "The points shop") at 390 px: a visitor
// earns points the way the points pages do — the daily check-in (+5) and a points prize of
// the lucky draw (+50; the pool tilted towards it by a province admin through the console
// API, put back afterwards) — then redeems goods with a double tap on the confirm: one
// redemption, the balance down by the price on the page and in 积分明细, the code and QR.
// Goods dearer than the balance are not offered: 积分不足 with what is missing, and the server
// refuses a redemption sent anyway, in its own words, taking nothing. A stock change
// appears after pulling down to refresh. Then 浙里办's elder mode.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { edited, operatorSession } from '../helpers/operator.mjs';
import { pullDown } from '../helpers/touch.mjs';

const SHOP = 'sample-shop';
const DRAW = 'sample-lucky-draw';
const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const tokenOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);

/** A visitor call with the page's token. */
export async function visitorCall(t, page, method, path, data) {
  const r = await page.request.fetch(t.url(path), { method, headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data });
  return r.json();
}

const goods = (page, name) => page.getByRole('listitem', { name });

journey('points shop: earn points, redeem with a double tap once, the balance drops on the page and in 积分明细, 积分不足 as the server says', async (t) => {
  const admin = await operatorSession(t, 'e2e-shop-admin', 'province-admin');
  const before = (await admin('GET', `/campaigns/${DRAW}`)).data;
  const { context, page } = await t.open();
  try {
    // Points by the daily check-in (+5) …
    await page.goto(t.url('/ver3/pages/tour/integral?openid=e2e-shop-0001'));
    await signedIn(page);
    await page.getByRole('button', { name: '签到', exact: true }).click();
    await page.locator('.mine-balance__value', { hasText: /^5$/ }).waitFor();
    // … and by the lucky draw's points prize (+50), the pool tilted towards it.
    const tilted = await admin('PUT', `/campaigns/${DRAW}`, edited(before, (p) => ({ weight: p.id === 'points-50' ? 1_000_000 : 0 })));
    assert.equal(tilted.code, 0, JSON.stringify(tilted));
    // The daily check-in gave the lucky draw's chance with the points: its own task says so.
    const chance = await visitorCall(t, page, 'POST', `/ver3/api/v3/campaigns/${DRAW}/chances`, { task: 'checkin', key: 'e2e-shop-checkin' });
    assert.equal(chance.data.outcome, 'already', JSON.stringify(chance));
    const drawn = await visitorCall(t, page, 'POST', `/ver3/api/v3/campaigns/${DRAW}/draws`, { key: 'e2e-shop-draw' });
    assert.equal(drawn.data.prize?.prizeId, 'points-50', JSON.stringify(drawn));
  } finally {
    const back = await admin('PUT', `/campaigns/${DRAW}`, edited(before, () => ({})));
    assert.equal(back.code, 0, JSON.stringify(back));
  }

  // The shop: balance 55, the goods with price and stock.
  const shopBefore = (await admin('GET', `/campaigns/${SHOP}`)).data;
  const bookmarkLeft = shopBefore.prizes.find((p) => p.id === 'bookmark').left;
  await page.goto(t.url('/ver3/pages/actives/shop'));
  await page.getByRole('heading', { level: 1, name: '好物' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
  await page.getByRole('heading', { level: 2, name: '我的积分' }).waitFor();
  await page.getByText('55 分', { exact: true }).waitFor();
  await page.getByText('示例商城：演示用，商品不实际发放').waitFor();
  const bookmark = goods(page, '西湖书签（示例）');
  await bookmark.getByText('50 积分').waitFor();
  await bookmark.getByText(`剩余 ${bookmarkLeft} 件`).waitFor();
  await goods(page, '龙井茶包（示例）').getByText(/^积分不足，还差 \d+ 积分$/).waitFor();
  assert.equal(await page.getByRole('link', { name: '赚积分' }).getAttribute('href'), '/ver3/pages/tour/integral');
  for (const b of await page.locator('.shop-goods__go, .shop-link').all()) {
    const box = await b.boundingBox();
    assert.ok(box.height >= 44, `a control is ${box.height}px tall`);
  }
  await noSideways(page, 'shop');
  await t.shot(page, 'shop-index');

  // Redeem the bookmark: the confirm says the price and what is left; a double tap redeems once.
  const keys = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/campaigns/${SHOP}/redemptions`)) keys.push(r.postDataJSON().key);
  });
  await bookmark.getByRole('button', { name: '兑换' }).click();
  const confirm = page.getByRole('dialog', { name: '确认兑换' });
  await confirm.getByText('用 50 积分兑换「西湖书签（示例）」？').waitFor();
  await confirm.getByText('兑换后剩余 5 积分').waitFor();
  await t.shot(page, 'shop-confirm');
  await confirm.getByRole('button', { name: '确认兑换' }).dblclick();
  const done = page.getByRole('dialog', { name: '兑换成功' });
  await done.getByText('已用 50 积分兑换「西湖书签（示例）」，剩余 5 积分').waitFor();
  const code = await done.getByTestId('prize-code').textContent();
  assert.match(code, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await done.getByRole('img', { name: `兑奖码 ${code} 的二维码` }).waitFor();
  assert.equal(await done.getByRole('link', { name: '我的奖品' }).getAttribute('href'), '/ver3/pages/custom/huawei/myprize');
  await t.shot(page, 'shop-redeemed');
  assert.ok(keys.length >= 1 && keys.every((k) => k === keys[0]), `one key: ${keys}`);
  const mine = (await visitorCall(t, page, 'GET', '/ver3/api/v3/prizes/mine?size=50')).data.list.filter((p) => p.campaignId === SHOP);
  assert.deepEqual(mine.map((p) => [p.prizeId, p.code, p.pointsSpent]), [['bookmark', code, 50]]);
  await done.getByRole('button', { name: '继续逛逛' }).click();
  await page.getByText('5 分', { exact: true }).waitFor();
  await bookmark.getByText(`剩余 ${bookmarkLeft - 1} 件`).waitFor();

  // Dearer than the balance: not offered, with what is missing; sent anyway, the server
  // refuses in its own words and takes nothing.
  const tea = goods(page, '龙井茶包（示例）');
  await tea.getByText(/^积分不足，还差 \d+ 积分$/).waitFor();
  assert.equal(await tea.getByRole('button', { name: '积分不足' }).isDisabled(), true);
  const teaId = shopBefore.prizes.find((p) => p.name === '龙井茶包（示例）').id;
  const answer = await visitorCall(t, page, 'POST', `/ver3/api/v3/campaigns/${SHOP}/redemptions`, { goodsId: teaId, key: 'e2e-shop-tea' });
  assert.equal(answer.code, 40900, JSON.stringify(answer));
  assert.match(answer.msg, /积分不足/);
  await t.shot(page, 'shop-not-enough');
  await page.getByText('5 分', { exact: true }).waitFor();

  // A stock change by the console shows after pulling down.
  const more = await admin('PUT', `/campaigns/${SHOP}`, edited(shopBefore, (p) => (p.id === 'bookmark' ? { stock: p.stock + 3 } : {})));
  assert.equal(more.code, 0, JSON.stringify(more));
  await pullDown(context, page);
  await bookmark.getByText(`剩余 ${bookmarkLeft + 2} 件`).waitFor();

  // 积分明细: the debit, once.
  await page.getByRole('link', { name: '积分明细' }).click();
  await page.getByRole('heading', { level: 1, name: '我的记录' }).waitFor();
  await page.getByText('积分商城兑换').waitFor();
  assert.equal(await page.getByText('积分商城兑换').count(), 1);
  await page.getByText('-50 分').waitFor();
  await t.shot(page, 'shop-records');
});

journey('points shop in elder mode (浙里办): large controls, 积分不足 said on the goods, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/actives/shop?openid=e2e-shop-elder'));
  await signedIn(page);
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await page.getByRole('heading', { level: 1, name: '好物' }).waitFor();
  await page.getByText('0 分', { exact: true }).waitFor();
  const bookmark = goods(page, '西湖书签（示例）');
  // With no points, 兑换 is not offered: the button says why, and the line under it what is missing.
  const button = bookmark.getByRole('button', { name: '积分不足' });
  const box = await button.boundingBox();
  assert.ok(box.height >= 44, `积分不足 is ${box.height}px tall`);
  assert.equal(await button.isDisabled(), true);
  await bookmark.getByText('积分不足，还差 50 积分').waitFor();
  await noSideways(page, 'elder shop');
  // The sign-in's loading mask gone first, so the picture shows the page.
  await page.getByText('正在加载').waitFor({ state: 'hidden' });
  await t.shot(page, 'shop-elder');
});
