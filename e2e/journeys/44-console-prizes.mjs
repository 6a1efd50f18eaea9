// The console's prizes and campaigns at 1280×800 (docs/CONSOLE_UI.md): two visitors win in
// the lucky draw (the pool tilted by a province admin through the console API, put back
// afterwards) — a coupon, and a physical prize they give an address for. A moderator finds
// the coupon by its code typed in lower case without the dash and redeems it at the counter,
// ships the physical one with its tracking, and is told an unknown code; the 活动 list shows
// the campaigns without 编辑 for a moderator. A province admin then raises a shop goods'
// stock in 活动, and the visitor's shop page shows it.
import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, edited, openConsole, operatorSession, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

const DRAW = 'sample-lucky-draw';
const ADDRESS = { name: '张三', mobile: '13812345678', address: '浙江省杭州市西湖区龙井路 1 号' };
const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

async function visitorCall(t, page, method, path, data) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  const r = await page.request.fetch(t.url(path), { method, headers: { Authorization: `Bearer ${token}` }, data });
  return r.json();
}

/** A visitor signed in on the shop page who wins `prizeId` in the lucky draw (the pool tilted to it). */
async function winner(t, api, before, openid, prizeId) {
  const { page } = await t.open();
  await page.goto(t.url(`/ver3/pages/actives/shop?openid=${openid}`));
  await signedIn(page);
  const tilted = await api('PUT', `/campaigns/${DRAW}`, edited(before, (p) => ({ weight: p.id === prizeId ? 1_000_000 : 0 })));
  assert.equal(tilted.code, 0, JSON.stringify(tilted));
  const chance = await visitorCall(t, page, 'POST', `/ver3/api/v3/campaigns/${DRAW}/chances`, { task: 'checkin', key: `${openid}-checkin` });
  assert.equal(chance.data?.outcome, 'earned', JSON.stringify(chance));
  const drawn = await visitorCall(t, page, 'POST', `/ver3/api/v3/campaigns/${DRAW}/draws`, { key: `${openid}-draw` });
  assert.equal(drawn.data?.prize?.prizeId, prizeId, JSON.stringify(drawn));
  return { page, prize: drawn.data.prize };
}

journey('console: a moderator redeems and ships prizes by code; a province admin raises a goods’ stock and the shop shows it', async (t) => {
  const api = await operatorSession(t, 'e2e-cprize-api', 'province-admin');
  const before = (await api('GET', `/campaigns/${DRAW}`)).data;
  let coupon;
  let tea;
  try {
    coupon = await winner(t, api, before, 'e2e-cprize-0001', 'museum-coupon');
    tea = await winner(t, api, before, 'e2e-cprize-0002', 'longjing-tea');
  } finally {
    const back = await api('PUT', `/campaigns/${DRAW}`, edited(before, () => ({})));
    assert.equal(back.code, 0, JSON.stringify(back));
  }
  const given = await visitorCall(t, tea.page, 'PUT', `/ver3/api/v3/prizes/${tea.prize.id}/address`, ADDRESS);
  assert.equal(given.data?.state, 'address_given', JSON.stringify(given));

  // The moderator: 奖品核销 in the menu; the coupon by its code in lower case, without the dash.
  const pw = addOperator(t, 'e2e-cprize-mod', 'moderator', ['--name', '核销员小林']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'e2e-cprize-mod', pw);
  await page.waitForURL(/\/ver3\/admin\/moderation$/);
  await page.getByRole('menuitem', { name: /奖品核销/ }).click();
  await page.waitForURL(/\/ver3\/admin\/prizes$/);
  // Headless Chromium has no BarcodeDetector: typing only, and the screen says so.
  await page.getByText('这个浏览器不支持扫码，请直接输入兑奖码。').waitFor();
  const code = page.getByLabel('兑奖码');
  await code.fill(coupon.prize.code.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId('prize-state').filter({ hasText: '待领取' }).waitFor();
  await page.getByText(coupon.prize.name).first().waitFor();
  await page.getByText('无需邮寄，现场核销').waitFor();
  assert.equal(await code.inputValue(), coupon.prize.code);
  await t.shot(page, 'console-prize-found');
  await page.getByRole('button', { name: /现场核销/ }).click();
  await page.getByTestId('prize-state').filter({ hasText: '已核销' }).waitFor();
  await page.getByRole('button', { name: /现场核销/ }).waitFor({ state: 'detached' });
  await t.shot(page, 'console-prize-redeemed');

  // The physical prize: its winner's address, shipped with the tracking.
  await code.fill(tea.prize.code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId('prize-state').filter({ hasText: '已填地址，待发货' }).waitFor();
  assert.equal(await page.getByTestId('prize-address').textContent(), `${ADDRESS.name} ${ADDRESS.mobile} ${ADDRESS.address}`);
  await page.getByRole('button', { name: /标记已发货/ }).click();
  await page.getByText('请填写快递公司和单号').waitFor();
  await page.getByLabel('快递单号').fill('顺丰 SF1044000001');
  await page.getByRole('button', { name: /标记已发货/ }).click();
  await page.getByTestId('prize-state').filter({ hasText: '已发货' }).waitFor();
  await page.getByText('顺丰 SF1044000001').waitFor();
  await t.shot(page, 'console-prize-shipped');

  // An unknown code: the server's word.
  await code.fill('AAAAA-AAAAA');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByRole('alert').filter({ hasText: '没有这个兑奖码' }).waitFor();
  await t.shot(page, 'console-prize-unknown');

  // The winners see it.
  assert.equal((await visitorCall(t, coupon.page, 'GET', `/ver3/api/v3/prizes/${coupon.prize.id}`)).data.state, 'redeemed');
  const shipped = (await visitorCall(t, tea.page, 'GET', `/ver3/api/v3/prizes/${tea.prize.id}`)).data;
  assert.deepEqual([shipped.state, shipped.tracking], ['shipped', '顺丰 SF1044000001']);

  // 活动 for a moderator: the list, no 编辑.
  await page.getByRole('menuitem', { name: /活动/ }).click();
  await page.waitForURL(/\/ver3\/admin\/campaigns$/);
  const drawRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: before.title });
  await drawRow.getByText('进行中').waitFor();
  assert.equal(await page.getByRole('button', { name: /^编辑/ }).count(), 0);

  // A province admin raises the bookmark's stock; the visitor's shop page shows it.
  const adminPw = addOperator(t, 'e2e-cprize-admin', 'province-admin');
  const { page: admin } = await openConsole(t);
  await admin.goto(t.url('/ver3/admin/login'));
  await signIn(admin, 'e2e-cprize-admin', adminPw);
  await admin.getByRole('menuitem', { name: /活动/ }).waitFor();
  await admin.goto(t.url('/ver3/admin/campaigns'));
  const shop = (await api('GET', '/campaigns/sample-shop')).data;
  const bookmark = shop.prizes.find((p) => p.id === 'bookmark');
  const shopRow = admin.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: shop.title });
  const line = shopRow.locator('[data-prize="bookmark"]');
  await line.filter({ hasText: `剩余 ${bookmark.left} / 已发 ${bookmark.given} / 共 ${bookmark.stock}` }).waitFor();
  await t.shot(admin, 'console-campaigns');
  await admin.getByRole('button', { name: `编辑 ${shop.title}` }).click();
  const drawer = admin.getByRole('dialog', { name: `编辑活动：${shop.title}` });
  const stock = drawer.getByLabel(`${bookmark.name} 库存`);
  await stock.fill('');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await drawer.getByText('请填写库存').waitFor();
  await stock.fill(String(bookmark.stock + 10));
  await t.shot(admin, 'console-campaign-edit');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await admin.getByText('已保存').waitFor();
  await line.filter({ hasText: `剩余 ${bookmark.left + 10} / 已发 ${bookmark.given} / 共 ${bookmark.stock + 10}` }).waitFor();
  await t.shot(admin, 'console-campaign-saved');

  await coupon.page.goto(t.url('/ver3/pages/actives/shop'));
  await coupon.page.getByRole('listitem', { name: bookmark.name }).getByText(`剩余 ${bookmark.left + 10} 件`).waitFor();
  await t.shot(coupon.page, 'console-shop-stock');

  // The festival's programme: a new way there, saved from the drawer, reaches its page.
  const fest = (await api('GET', '/campaigns/sample-suichang-festival')).data;
  await drawer.waitFor({ state: 'hidden' });
  await admin.getByRole('button', { name: `编辑 ${fest.title}` }).click();
  const festDrawer = admin.getByRole('dialog', { name: `编辑活动：${fest.title}` });
  await festDrawer.getByLabel('第 1 场 演出者').waitFor();
  // The drawer slides in: picture it once it has come to rest.
  await settled(festDrawer);
  const way = `${fest.festival.gettingThere.slice(0, 40)}（e2e 新增：金矿停车场开放）`;
  await festDrawer.getByLabel('交通指引').fill(way);
  await festDrawer.getByLabel('第 1 场 演出者').scrollIntoViewIfNeeded();
  await t.shot(admin, 'console-festival-edit');
  await festDrawer.getByRole('button', { name: /保\s*存/ }).click();
  await admin.getByText('已保存').last().waitFor();
  assert.equal((await api('GET', '/campaigns/sample-suichang-festival')).data.festival.gettingThere, way);
  await coupon.page.goto(t.url('/ver3/pages/actives/suichang'));
  await coupon.page.getByText('金矿停车场开放', { exact: false }).waitFor();
});
