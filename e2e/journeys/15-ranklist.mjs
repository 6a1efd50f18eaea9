import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// The shipped rank lists (data/zhejiang/rankings.jsonl): 浙江必吃榜 leads, 海鲜必吃榜 ranks
// 沈家门海鲜夜排档 (舟山) first; every list is editorial and says so.
const FIRST_LIST = '浙江必吃榜';
const SEAFOOD = '海鲜必吃榜';
const ZHOUSHAN_PLACE = '沈家门海鲜夜排档';

journey('rankings: from the home page to the lists, their evidence, a city and a kind, and a ranked place', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  await page.getByRole('link', { name: '排行榜' }).click();
  await page.getByRole('heading', { level: 1, name: '排行榜' }).waitFor();

  // Every list, each with what it is based on, when it changed, and no paid placement.
  const first = page.getByRole('region', { name: FIRST_LIST });
  await first.waitFor();
  await page.getByText('共12个榜单').waitFor();
  assert.match(await first.innerText(), /依据：编辑榜单/);
  assert.match(await first.innerText(), /更新于 2026-11-29/);
  assert.match(await first.innerText(), /无付费上榜/);
  assert.equal(await first.getByRole('listitem').count(), 5, 'five places before "show all"');
  await t.shot(page, 'ranklist');
  await first.getByRole('button', { name: '展开全部15个' }).click();
  assert.equal(await first.getByRole('listitem').count(), 15);

  // 舟山: only its places, with their ranks in the whole list kept.
  await page.getByRole('group', { name: '按城市看榜单' }).getByRole('button', { name: '舟山市' }).click();
  await page.waitForURL(/cityId=1245/);
  const seafood = page.getByRole('region', { name: SEAFOOD });
  // The province's answer stays on screen until the city's arrives: wait for the city's words.
  await seafood.getByText(/舟山市上榜\d+个，全榜10个/).waitFor();
  assert.match(await seafood.innerText(), /舟山市上榜\d+个，全榜10个/);
  await page.getByRole('group', { name: '按类别看榜单' }).getByRole('button', { name: '小吃美食' }).click();
  await page.waitForURL(/kind=food/);
  await seafood.waitFor();
  // As above, the previous answer shows until the new one arrives.
  await page.getByRole('region', { name: FIRST_LIST }).waitFor({ state: 'detached' });
  assert.equal(await page.getByRole('region', { name: FIRST_LIST }).count(), 0, 'a restaurant list is not a food list');
  await t.shot(page, 'ranklist-zhoushan-food');

  // A ranked place opens on its own page.
  const place = seafood.getByRole('listitem').first();
  assert.ok(await place.getByLabel('第1名').isVisible());
  await place.getByRole('link', { name: new RegExp(ZHOUSHAN_PLACE) }).click();
  await page.getByRole('heading', { level: 1, name: '美食详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: ZHOUSHAN_PLACE }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), 'food-zs-shenjiamen-night');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('region', { name: SEAFOOD }).waitFor();
});

journey('rankings in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/ranklist/index'));
  await page.getByRole('region', { name: FIRST_LIST }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the rank list is ${wide}px wide`);
  await t.shot(page, 'ranklist-elder');
  await page.getByRole('region', { name: SEAFOOD }).scrollIntoViewIfNeeded();
  await t.shot(page, 'ranklist-elder-seafood');
});

journey('rankings for a city without lists say so and lead back to the whole province', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/ranklist/index?cityId=9999'));
  await page.getByText('这里还没有榜单').waitFor();
  await t.shot(page, 'ranklist-empty');
  await page.getByRole('button', { name: '看全省榜单' }).click();
  await page.getByRole('region', { name: FIRST_LIST }).waitFor();
  assert.equal(new URL(page.url()).search, '');
});
