import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// 西湖经典一日 leads the shipped lines (data/zhejiang/lines.jsonl): five stops in 杭州, the
// first 灵隐寺与飞来峰.
const LINE = '西湖经典一日';
const STOP = '灵隐寺与飞来峰';

journey('tour lines: from the line list to a line, day by day, and on to a stop’s place page', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/line/index'));
  await page.getByRole('heading', { level: 1, name: '推荐线路' }).waitFor();
  await page.getByText('共36条线路').waitFor();
  await t.shot(page, 'line-index');

  await page.getByRole('link', { name: new RegExp(LINE) }).first().click();
  await page.getByRole('heading', { level: 1, name: '线路详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: LINE }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), 'line-hz-classic-1d');
  await page.getByRole('heading', { level: 3, name: '第1天' }).waitFor();
  // Between two stops: an estimate, worded as one, with the straight-line distance.
  await page.getByText(/^(步行|驾车)约\d+(分钟|小时).* · 直线[\d.]+公里$/).first().waitFor();
  await page.getByText(/不是时刻表/).waitFor();
  await t.shot(page, 'line-detail');

  // The GPX link answers a GPX file with the stops as waypoints.
  const href = await page.getByRole('link', { name: '下载GPX轨迹' }).getAttribute('href');
  const gpx = await page.request.get(t.url(href));
  assert.equal(gpx.headers()['content-type'], 'application/gpx+xml');
  const text = await gpx.text();
  assert.equal(text.match(/<wpt /g)?.length, 5);
  assert.ok(text.includes(`<name>D1-1 ${STOP}</name>`));

  await page.getByRole('link', { name: new RegExp(STOP) }).first().click();
  await page.waitForURL(/\/pages\/poi\/detail\/site\?id=site-hz-lingyin/);
  await page.getByRole('heading', { level: 2, name: STOP }).waitFor();
  await t.shot(page, 'line-stop-place');
});

journey('tour lines: the list by theme and length, and a theme page', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/line/index'));
  await page.getByText('共36条线路').waitFor();
  await page.getByRole('group', { name: '按主题' }).getByRole('button', { name: '经典' }).click();
  await page.waitForURL(/theme=classic/);
  await page.getByText('共8条线路').waitFor();
  await page.getByRole('group', { name: '按天数' }).getByRole('button', { name: '2天' }).click();
  await page.waitForURL(/days=2/);
  await page.getByRole('link', { name: /杭州经典两日/ }).waitFor();
  await t.shot(page, 'line-index-filtered');
  await page.goto(t.url('/ver3/pages/line/themeDetail?id=family'));
  await page.getByRole('heading', { level: 2, name: '亲子' }).waitFor();
  await page.getByText('共5条线路').waitFor();
  await t.shot(page, 'line-theme');
});

journey('tour lines in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/line/lineDetail?id=line-hz-classic-2d'));
  await page.getByRole('heading', { level: 3, name: '第2天' }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the line page is ${wide}px wide`);
  await t.shot(page, 'line-detail-elder');
  await page.goto(t.url('/ver3/pages/line/index'));
  await page.getByText('共36条线路').waitFor();
  await t.shot(page, 'line-index-elder');
});

journey('line pages opened without their id or with an unknown one say so and lead home', async (t) => {
  const { page } = await t.open();
  for (const [route, text] of [
    ['/ver3/pages/line/lineDetail', '没有找到这条线路'],
    ['/ver3/pages/line/lineDetail?id=line-nowhere', '没有找到这条线路'],
    ['/ver3/pages/line/themeDetail?id=nope', '没有这个线路主题'],
  ]) {
    await page.goto(t.url(route));
    await page.getByRole('alert').filter({ hasText: text }).waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).count(), 1, `${route} leads home`);
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${route} offers no retry`);
  }
  await t.shot(page, 'line-not-there');
});
