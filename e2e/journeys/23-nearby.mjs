import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// Zhoushan's town centre: the shipped content has one place within 5 km (舟山博物馆), so
// the list widens and says so; food, which reaches 10 km at most, has none. Beside West Lake
// 5 km hold dozens.
const ZHOUSHAN = 'lat=29.985&lng=122.207';
const WEST_LAKE = 'lat=30.2431&lng=120.1502';

async function cards(page) {
  return page.locator('.nearby__list .yz-place').count();
}

journey('near me: a sparse town widens the radius, says how far, and a place opens', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(`/ver3/pages/tour/nearby?${ZHOUSHAN}`));
  await page.getByRole('heading', { level: 1, name: '我的附近' }).waitFor();
  const note = page.getByText(/^5公里内地点较少，已扩大到\d+公里：共\d+处/);
  await note.waitFor();
  const total = Number((await note.textContent()).match(/共(\d+)处/)[1]);
  assert.ok(total >= 10, `widened to ${total} places`);
  assert.ok((await cards(page)) >= 10);
  await t.shot(page, 'nearby-widened');

  // Food reaches 10 km at most (docs/PLACES.md, "How far nearby reaches"): none that close to
  // this town centre, said plainly, with the way back to every kind.
  await page.getByRole('group', { name: '按类别' }).getByRole('button', { name: '美食' }).click();
  await page.waitForURL(/kind=/);
  await page.getByText('附近没有找到这一类地点').waitFor();
  assert.equal(await cards(page), 0);
  await t.shot(page, 'nearby-no-food-within-reach');
  await page.getByRole('button', { name: '看全部类别' }).click();
  await page.getByText(/已扩大到\d+公里/).waitFor();
  const first = page.locator('.nearby__list .yz-place').first();
  const name = (await first.locator('.yz-place__name').textContent()).trim();
  await first.click();
  await page.waitForURL(/\/pages\/(poi\/detail|cate)\//);
  await page.getByRole('heading', { level: 2, name }).waitFor();
});

journey('near me beside West Lake: no widening, nearest first', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(`/ver3/pages/tour/nearby?${WEST_LAKE}`));
  await page.getByText(/^5公里内共\d+处$/).waitFor();
  assert.equal(await page.getByText(/已扩大到/).count(), 0);
  // "西湖区 · 350米", "西湖区 · 1.20公里": nearest first.
  const where = await page.locator('.nearby__list .yz-place__where').allTextContents();
  const metres = where.map((s) => {
    const m = s.match(/([\d.]+)(公里|米)/);
    return m ? Number(m[1]) * (m[2] === '公里' ? 1000 : 1) : NaN;
  });
  assert.ok(metres.length >= 10 && metres.every(Number.isFinite), where.join(' | '));
  assert.ok(metres.every((m, i) => i === 0 || metres[i - 1] <= m), where.join(' | '));
  await t.shot(page, 'nearby-west-lake');
});

journey('near me in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(`/ver3/pages/tour/nearby?${ZHOUSHAN}`));
  await page.getByText(/已扩大到\d+公里/).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the nearby page is ${wide}px wide`);
  await t.shot(page, 'nearby-elder');
});
