import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// 西湖风景名胜区 is 杭州's most popular scenic spot in the shipped places (so the first of its
// main spots) and open all day (全天开放), so it is open whenever the journey runs.
const CITY = '杭州市';
const SPOT = '西湖风景名胜区';
// The key the harness configures for operators' reports.
const KEY = 'e2e-operator-key';

journey('live: the province, a city, and on to an open place', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/live'));
  await page.getByRole('heading', { level: 1, name: '实况浙江' }).waitFor();
  const card = page.getByRole('link', { name: CITY });
  await card.waitFor();
  await card.getByText(/^此刻开放\d+处$/).waitFor();
  await card.getByText(/^日出\d\d:\d\d · 日落\d\d:\d\d$/).waitFor();
  // No weather service is configured and no crowd reported here: both are left out, never 未知.
  assert.equal(await card.getByText(/未接入|未知|天气/).count(), 0);
  assert.equal(await page.getByRole('region', { name: '各城市实况' }).getByRole('listitem').count(), 11, 'every city has its card');
  await t.shot(page, 'live');

  await card.click();
  await page.waitForURL(/\/pages\/tour\/livecity\?city_id=1201$/);
  await page.getByRole('heading', { level: 2, name: CITY }).waitFor();
  await page.getByText(/^日出\d\d:\d\d · 日落\d\d:\d\d$/).waitFor();
  // Nothing reported: no crowd section, no 未知.
  assert.equal(await page.getByRole('region', { name: '景区人流' }).count(), 0);
  assert.equal(await page.getByText(/未知|暂无上报|未接入/).count(), 0);
  await t.shot(page, 'livecity');

  const open = page.getByRole('region', { name: '此刻开放' });
  await open.getByRole('link', { name: new RegExp(SPOT) }).click();
  await page.waitForURL(/\/pages\/poi\/detail\/scenic\?id=scenic-hz-xihu/);
  await page.getByRole('heading', { level: 2, name: SPOT }).waitFor();
});

journey('live: an operator’s report reaches an open page without reloading it', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/livecity?city_id=1201'));
  await page.getByRole('heading', { level: 2, name: CITY }).waitFor();
  await page.getByText(/实时更新中/).waitFor();
  const spot = page.getByRole('region', { name: '景区人流' }).getByRole('listitem').filter({ hasText: SPOT });
  // Nothing reported yet: the spot is not listed.
  assert.equal(await spot.count(), 0);

  // Without the key the report is refused and nothing changes.
  const body = { place_id: 'scenic-hz-xihu', level: '拥挤', observed_at: new Date().toISOString(), ttl_seconds: 600 };
  const refused = await page.request.post(t.url('/ver3/api/v3/live/crowd'), { data: body, headers: { 'X-Operator-Key': 'wrong' } });
  assert.equal((await refused.json()).code, 40300);
  const sent = await page.request.post(t.url('/ver3/api/v3/live/crowd'), { data: body, headers: { 'X-Operator-Key': KEY } });
  assert.equal((await sent.json()).code, 0);

  await spot.getByText('拥挤').waitFor({ timeout: 10_000 });
  await spot.getByText(/^\d\d:\d\d观测$/).waitFor();
  await t.shot(page, 'livecity-pushed');
});

journey('live pages in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  for (const [path, label] of [
    ['/ver3/pages/tour/live', 'live-elder'],
    ['/ver3/pages/tour/livecity?city_id=1202', 'livecity-elder'],
  ]) {
    await page.goto(t.url(path));
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.getByText(/^日出\d\d:\d\d · 日落\d\d:\d\d$/).first().waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `${path} is ${wide}px wide`);
    await t.shot(page, label);
  }
});

journey('the live city page without a city or with an unknown one says so and leads home', async (t) => {
  const { page } = await t.open();
  for (const route of ['/ver3/pages/tour/livecity', '/ver3/pages/tour/livecity?city_id=9999', '/ver3/pages/tour/livecity?city_id=abc']) {
    await page.goto(t.url(route));
    await page.getByRole('alert').filter({ hasText: '没有这个城市的实况' }).waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).count(), 1, `${route} leads home`);
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${route} offers no retry`);
  }
  await t.shot(page, 'livecity-not-there');
});
