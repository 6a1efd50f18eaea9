import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// The dashboard (crates/console): a visitor opens the home page and West Lake's page with a
// source code; an analyst sees today's page views, the pages and the source in the charts,
// and downloads the CSV of the day view.
const WEST_LAKE = '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu&PV_FROM_CODE=e2e-dash';

/** The number the 每日浏览量 panel's statistic shows. */
async function totalViews(page) {
  const stat = page.locator('.ant-card').filter({ hasText: '每日浏览量' }).locator('.ant-statistic-content-value');
  await stat.waitFor();
  return Number((await stat.textContent()).replace(/[^\d]/g, ''));
}

journey('console: the dashboard shows the page views the visitor just made, by day, page and source, with CSV', async (t) => {
  const { page: visitor } = await t.open();
  await visitor.goto(t.url('/ver3/'));
  await visitor.getByRole('link').first().waitFor();
  await visitor.goto(t.url(WEST_LAKE));
  await visitor.getByRole('heading', { level: 2, name: '西湖风景名胜区' }).waitFor();

  const pw = addOperator(t, 'analyst-1', 'analyst', ['--name', '数据分析员']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'analyst-1', pw);
  await page.waitForURL(/\/ver3\/admin\/dashboard$/);
  // Page views are written in batches: reload until they are in (a few seconds at most).
  let total = 0;
  for (let i = 0; i < 20 && total < 2; i++) {
    if (i) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    total = await totalViews(page);
  }
  assert.ok(total >= 2, `the dashboard counts the visitor's two pages (${total})`);
  await page.getByRole('img', { name: '每日浏览量' }).waitFor();
  await page.getByRole('img', { name: '浏览量排行' }).waitFor();
  await page.getByRole('img', { name: '热门场所' }).waitFor();
  await t.shot(page, 'console-dashboard');
  await page.locator('.ant-card').filter({ hasText: '纠错答复用时' }).scrollIntoViewIfNeeded();
  await t.shot(page, 'console-dashboard-lower');

  // By source: the visitor's code is among the slices (the pie's data, read through the API the chart drew).
  await page.getByText('来源', { exact: true }).click();
  await page.getByRole('img', { name: '浏览量来源' }).waitFor();
  const bySource = await page.evaluate(() => fetch('/ver3/api/admin/v1/dashboard/pageviews?by=source').then((r) => r.json()));
  assert.ok(bySource.data.rows.some((r) => r.key === 'e2e-dash'), JSON.stringify(bySource.data.rows));
  await t.shot(page, 'console-dashboard-source');

  // The day view's CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.ant-card').filter({ hasText: '每日浏览量' }).getByRole('button', { name: /CSV/ }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.csv$/);
});
