import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { wxDouble, zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways, themeToFacilities } from './10-hotel.mjs';

journey('elder mode (浙里办): theme → hotel → facilities, larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  const { name } = await themeToFacilities(t, page, 'elder');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  assert.ok(body >= 18, `elder body text is ${body}px`);
  const title = await page.getByRole('heading', { level: 2, name }).evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  assert.ok(title >= 24, `elder place name is ${title}px`);
  // Facility rows are elder-sized touch targets.
  const row = await page.getByRole('region', { name: '基础设施' }).getByRole('listitem').first().boundingBox();
  assert.ok(row.height >= 56, `a facility row is ${row.height}px tall`);
  // The search page with its filter rows stays within the phone too.
  await page.goto(t.url('/ver3/pages/hotel/search?cityId=1245&priceLevel=2&facilities=wifi'));
  await page.getByText(/^已选：/).waitFor();
  await noSideways(page, 'elder search');
  const pressed = await page.getByRole('button', { name: '舟山' }).boundingBox();
  assert.ok(pressed.x >= 0 && pressed.x + pressed.width <= 390, 'the chosen city is scrolled into view');
  await t.shot(page, 'elder-search');
});

journey('inside WeChat: theme → hotel → facilities, the hotel as the share card, and the map opens through WeChat', async (t) => {
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: { lat: 30.2592, lng: 120.1631 } });
  const { name } = await themeToFacilities(t, page, 'wechat');
  assert.ok(!(await page.evaluate(() => document.documentElement.classList.contains('elder'))));
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '酒店详情' }).waitFor();
  if (t.serverHas('/wxShare')) {
    // Sharing the hotel page to a friend or to Moments shows the hotel, linking back to it.
    await until(page, () => window.__wxCalls.some((c) => c[0] === 'shareTimeline'), null, 'the share cards');
    const [, friend] = await page.evaluate(() => window.__wxCalls.findLast((c) => c[0] === 'shareFriend'));
    const [, moments] = await page.evaluate(() => window.__wxCalls.findLast((c) => c[0] === 'shareTimeline'));
    const id = new URL(page.url()).searchParams.get('id');
    assert.equal(friend.title, name);
    assert.ok(friend.desc.length > 0, 'the friend card has a summary');
    assert.ok(moments.title.startsWith(name), `Moments says the hotel: ${moments.title}`);
    for (const card of [friend, moments]) {
      assert.ok(card.link.startsWith(t.base) && card.link.includes(encodeURIComponent(id)), `the card links to the hotel: ${card.link}`);
      assert.ok(card.imgUrl.startsWith(t.base), `the card has the hotel's picture: ${card.imgUrl}`);
    }
  }
  await page.getByRole('button', { name: `在地图上查看${name}` }).click();
  if (t.serverHas('/wxShare')) {
    // Signed: WeChat's own map opens on the hotel.
    await until(page, () => window.__wxCalls.some((c) => c[0] === 'openLocation'), null, 'wx.openLocation');
    const [, at] = await page.evaluate(() => window.__wxCalls.find((c) => c[0] === 'openLocation'));
    assert.equal(at.name, name);
    assert.ok(at.latitude > 27 && at.latitude < 31.5 && at.longitude > 118 && at.longitude < 123, 'the hotel is in Zhejiang');
  } else {
    t.note('the server has no /wxShare: checked the fallback to the in-app map');
    await until(page, () => location.pathname.endsWith('/pages/tour/map'), null, 'the in-app map');
    assert.ok(new URL(page.url()).searchParams.get('id'), 'the map opens on the hotel by its id');
  }
});
