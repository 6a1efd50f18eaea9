import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

// A tourist's day without a stumble: search by pinyin with suggestions, result rows as
// cards, the home page following the city picked, and elder mode switched on by the visitor.

journey('search suggests by pinyin as the visitor types; lingyin is 灵隐, not 西泠印社', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/homesearch/index'), { timeout: 90_000 });
  const box = page.getByRole('combobox', { name: '搜索景点、酒店、美食、人物' });
  await box.pressSequentially('lingyin', { delay: 40 });
  const first = page.getByRole('option', { name: /灵隐寺与飞来峰/ });
  await first.waitFor();
  assert.equal(await page.getByRole('option', { name: /西泠印社/ }).count(), 0);
  await t.shot(page, 'search-suggest');
  await box.press('ArrowDown');
  assert.equal(await first.getAttribute('aria-selected'), 'true');
  await box.press('Enter');
  await page.waitForURL(/\/pages\/poi\/detail\/site\?id=site-hz-lingyin/);
  await page.getByRole('heading', { level: 2, name: '灵隐寺与飞来峰' }).waitFor();

  // Submitted instead: the results are the lists' cards, with a picture and the reviews' word.
  await page.goto(t.url('/ver3/pages/homesearch/result?keyword=lingyin'));
  const row = page.getByRole('link', { name: /灵隐寺与飞来峰/ }).first();
  await row.waitFor();
  assert.ok(await row.locator('img').count(), 'the row has its cover');
  await row.getByText('暂无评分').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'search-result-cards');
});

journey('the home page follows the city picked, and elder mode is a setting', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'), { timeout: 90_000 });
  await page.getByRole('region', { name: '选择城市' }).getByRole('button', { name: '宁波' }).click();
  await page.getByText(/^正在看宁波/).waitFor();
  const hot = page.getByRole('region', { name: '宁波热门景点' });
  await hot.scrollIntoViewIfNeeded();
  await hot.getByRole('link').first().waitFor();
  await t.shot(page, 'home-ningbo');

  const sw = page.getByRole('switch', { name: '长辈模式' });
  await sw.scrollIntoViewIfNeeded();
  await t.shot(page, 'home-settings');
  await sw.click();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  // Remembered: the next visit opens in elder mode, on any browser.
  await page.reload();
  await page.getByRole('switch', { name: '长辈模式' }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  assert.equal(await page.getByRole('switch', { name: '长辈模式' }).getAttribute('aria-checked'), 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await t.shot(page, 'home-elder');
  await page.goto(t.url('/ver3/pages/homesearch/index'));
  await page.getByRole('combobox').pressSequentially('lingyin', { delay: 40 });
  await page.getByRole('option', { name: /灵隐寺与飞来峰/ }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'search-suggest-elder');
  await page.goto(t.url('/ver3/pages/line/inTourLineInfo?id=line-hz-classic-1d'));
  await page.getByRole('link', { name: '第1站 灵隐寺与飞来峰' }).first().waitFor();
  await t.shot(page, 'line-on-the-road-elder');
});
