import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const PLACE = '西湖风景名胜区';
const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

journey('favourites: heart a place, find it in 我的收藏, remove it with a moment to undo', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu&openid=e2e-fav-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
  const heart = page.getByRole('button', { name: '收藏' });
  await heart.waitFor();
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  const box = await heart.boundingBox();
  assert.ok(box.height >= 44 && box.width >= 44, `the heart is ${box.width}×${box.height}`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/favourites/place/scenic-hz-xihu') && r.request().method() === 'PUT');
  await heart.click();
  assert.equal((await (await saved).json()).code, 0);
  assert.equal(await heart.getAttribute('aria-pressed'), 'true');
  await t.shot(page, 'fav-heart-saved');

  // Opened again, the page shows the heart as saved.
  await page.reload();
  await until(page, () => document.querySelector('.yz-heart')?.getAttribute('aria-pressed') === 'true', null, 'the saved heart after a reload');

  await page.goto(t.url('/ver3/pages/tour/collect'));
  await page.getByRole('heading', { level: 1, name: '我的收藏' }).waitFor();
  await page.getByRole('link', { name: new RegExp(PLACE) }).waitFor();
  await page.getByText('共1个收藏').waitFor();
  await noSideways(page, 'collect');
  await t.shot(page, 'fav-collect');
  await page.getByRole('group').getByRole('button', { name: /百县千碗/ }).click();
  await page.getByText('还没有收藏，看到喜欢的点一下爱心吧').waitFor();
  await page.getByRole('group').getByRole('button', { name: /全部/ }).click();

  await page.getByRole('button', { name: `删除收藏：${PLACE}` }).first().click();
  await page.getByRole('status').filter({ hasText: `已删除“${PLACE}”` }).waitFor();
  await page.getByText('还没有收藏，看到喜欢的点一下爱心吧').waitFor();
  await t.shot(page, 'fav-removed-undo');
  await page.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('link', { name: new RegExp(PLACE) }).waitFor();
  await page.getByRole('button', { name: `删除收藏：${PLACE}` }).first().click();
  await page.getByText('还没有收藏，看到喜欢的点一下爱心吧').waitFor();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  const left = await page.request.get(t.url('/ver3/api/v3/favourites'), { headers: { Authorization: `Bearer ${token}` } });
  assert.equal((await left.json()).data.total, 0);
});

journey('points: check in once a day, see the balance, the level and the record', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/integral?openid=e2e-points-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 1, name: '旅游积分' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '我的积分' }).waitFor();
  await page.getByText('当前等级：新游客').waitFor();
  await page.getByText('再得 100 分升级为“浙行者”').waitFor();
  // A campaign's points prize is drawn: the task leads to the draw, nothing reads 即将开放.
  assert.equal(await page.getByRole('link', { name: '去抽奖' }).getAttribute('href'), '/ver3/pages/custom/huawei/index');
  assert.equal(await page.getByText('即将开放').count(), 0);
  await t.shot(page, 'points-before');

  await page.getByRole('button', { name: '签到', exact: true }).click();
  // The one daily check-in: the points and every running campaign's chance at once.
  await page.locator('.adm-toast-main', { hasText: /^签到成功：积分 \+5 · \d+ 个活动各得抽奖机会$/ }).waitFor();
  await page.getByRole('button', { name: '今日已签到' }).waitFor();
  assert.ok(await page.getByRole('button', { name: '今日已签到' }).isDisabled());
  await page.locator('.mine-balance__value', { hasText: /^5$/ }).waitFor();
  await noSideways(page, 'integral');
  await t.shot(page, 'points-checked-in');

  // The same day's check-in again (another device, a double tap): credited once.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  const key = await page.evaluate(() => `checkin-${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}`);
  const again = await page.request.post(t.url('/ver3/api/Open/integral'), {
    headers: { Authorization: `Bearer ${token}` },
    data: { event: 'checkin', key },
  });
  const body = await again.json();
  assert.deepEqual([body.data.outcome, body.data.balance], ['already', 5]);

  await page.getByRole('link', { name: '积分明细' }).click();
  await page.getByRole('heading', { level: 1, name: '我的记录' }).waitFor();
  await page.getByText('每日签到').waitFor();
  await page.getByText('+5 分').waitFor();
  assert.equal(await page.getByText('+5 分').count(), 1);
  await t.shot(page, 'points-records');
});

journey('favourites and points in elder mode (浙里办): larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/newcate/newdetail?id=dish-330102-dongpo-rou&openid=e2e-fav-elder'));
  await signedIn(page);
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await page.getByRole('button', { name: '收藏' }).click();
  await until(page, () => document.querySelector('.yz-heart')?.getAttribute('aria-pressed') === 'true', null, 'the saved heart');
  await noSideways(page, 'elder dish');
  await t.shot(page, 'fav-dish-elder');
  await page.goto(t.url('/ver3/pages/tour/collect'));
  await page.getByRole('link', { name: /东坡肉/ }).waitFor();
  const remove = await page.getByRole('button', { name: /^删除收藏/ }).first().boundingBox();
  assert.ok(remove.height >= 44, `the remove button is ${remove.height}px tall`);
  await noSideways(page, 'elder collect');
  await t.shot(page, 'fav-collect-elder');
  await page.goto(t.url('/ver3/pages/tour/integral'));
  await page.getByRole('button', { name: '签到', exact: true }).waitFor();
  await noSideways(page, 'elder integral');
  await t.shot(page, 'points-elder');
});

journey('without a sign-in, the visitor’s own pages and the heart lead to phone sign-in and back', async (t) => {
  const { page } = await t.open();
  for (const [route, title] of [
    ['/ver3/pages/tour/collect', '我的收藏'],
    ['/ver3/pages/tour/integral', '旅游积分'],
    ['/ver3/pages/tour/integrallist', '我的记录'],
  ]) {
    await page.goto(t.url(route));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('登录后即可收藏喜欢的地方和美食，每日签到攒积分').waitFor();
    await page.getByRole('link', { name: '回首页逛逛' }).waitFor();
    await noSideways(page, route);
  }
  await t.shot(page, 'mine-signed-out');
  await page.getByRole('button', { name: '手机号登录' }).click();
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('back'), '/ver3/pages/tour/integrallist');
  // The heart, unpressed, leads there too, to come back to the line.
  await page.goto(t.url('/ver3/pages/line/lineDetail?id=line-hz-classic-1d'));
  const heart = page.getByRole('button', { name: '收藏' });
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  await heart.click();
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('back'), '/ver3/pages/line/lineDetail?id=line-hz-classic-1d');
});
