import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { waitForCode } from '../helpers/sms.mjs';
import { noSideways } from './10-hotel.mjs';
import { agree } from '../helpers/consent.mjs';

// 我的 (docs/MINE.md): signed out it offers the way in and elder mode; after the phone sign-in
// the visitor saves a place and writes a review, opens 我的 from the tab bar, finds the
// favourite counted and the review with its state in 我的点评, and turns elder mode on there.
const PHONE = '13600136060';

async function tabBar(page, current) {
  const bar = page.getByRole('navigation', { name: '主导航' });
  await bar.waitFor();
  for (const name of ['首页', '发现', '活动', '我的']) {
    const box = await bar.getByRole('link', { name }).boundingBox();
    assert.ok(box.height >= 48 && box.width >= 48, `the ${name} tab is ${box.width}×${box.height}`);
  }
  assert.equal(await bar.getByRole('link', { name: current }).getAttribute('aria-current'), 'page');
  return bar;
}

journey('我的: sign in from it, save a place, write a review, then find both there and switch elder mode', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/mine/index'));
  await page.getByRole('heading', { level: 1, name: '我的' }).waitFor();
  await tabBar(page, '我的');
  await page.getByRole('switch', { name: '长辈模式' }).waitFor();
  await t.shot(page, 'mine-signed-out');

  await page.getByRole('button', { name: '手机号登录' }).click();
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(PHONE);
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode(PHONE));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/mine/index');
  await page.getByRole('heading', { level: 2, name: new RegExp(`^游客`) }).waitFor();

  // Save West Lake and write a review of it.
  await page.goto(t.url('/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu'));
  const saved = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/favourites/place/scenic-hz-xihu') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '收藏' }).click();
  assert.equal((await (await saved).json()).code, 0);
  await page.goto(t.url('/ver3/pages/newcate/comment?id=scenic-hz-xihu&kind=place'));
  await page.getByRole('radio', { name: '4星' }).click();
  await page.getByLabel('点评内容').fill('傍晚的白堤最好看，记得带件外套。');
  const sent = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/reviews') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '发表点评' }).click();
  assert.equal((await (await sent).json()).data.status, 'published');
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments');

  // Home, then 我的 from the tab bar.
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  const bar = await tabBar(page, '首页');
  await bar.getByRole('link', { name: '我的' }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/mine/index');
  await tabBar(page, '我的');
  const entry = (name) => page.getByRole('link', { name: new RegExp(`^${name}`) });
  await entry('我的收藏').filter({ hasText: '1' }).waitFor();
  await entry('我的点评').filter({ hasText: '1' }).waitFor();
  await page.getByText('等级：', { exact: false }).waitFor();
  await page.getByText('已用手机号 136****6060 登录').waitFor();
  await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
  await noSideways(page, 'mine');
  await t.shot(page, 'mine-home');

  await entry('我的点评').click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/mine/list' && u.searchParams.get('kind') === 'reviews');
  const row = page.getByRole('listitem').filter({ hasText: '西湖风景名胜区' });
  await row.getByText('已发布').waitFor();
  await row.getByText('傍晚的白堤最好看', { exact: false }).waitFor();
  assert.equal(await page.locator('.yz-tabbar').count(), 0, 'no tab bar below the top level');
  await t.shot(page, 'mine-reviews');

  // Elder mode from 我的's settings: larger at once, and the tab bar grows with it.
  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/mine/index');
  const normalTab = await page.getByRole('navigation', { name: '主导航' }).boundingBox();
  await page.getByRole('switch', { name: '长辈模式' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('elder'));
  const elderTab = await page.getByRole('navigation', { name: '主导航' }).boundingBox();
  assert.ok(elderTab.height > normalTab.height, `elder tab bar ${elderTab.height} > ${normalTab.height}`);
  await noSideways(page, 'mine, elder');
  await t.shot(page, 'mine-home-elder');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await t.shot(page, 'mine-home-elder-bottom');
});
