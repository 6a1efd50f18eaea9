import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// The shipped suggestions (data/zhejiang/suggestions.jsonl): 31, four of them on 古镇, among
// those 乌镇还是西塘？… whose first place is 乌镇.
const THEME = '古镇';
const TITLE = '乌镇还是西塘？两座水乡的不同玩法';
const PLACE = '乌镇';

const notWider = async (page, what) => {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `${what} is ${wide}px wide`);
};

journey('classic recommendations: a theme, a suggestion, one of its places, and back to the same list', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/classic'));
  await page.getByRole('heading', { level: 1, name: '经典游' }).waitFor();
  await page.getByText('共31篇推荐').waitFor();
  await notWider(page, 'the classic page');
  await t.shot(page, 'classic-index');

  await page.getByRole('group', { name: '按主题' }).getByRole('button', { name: THEME }).click();
  await page.waitForURL((u) => u.searchParams.get('theme') === THEME);
  await page.getByText('共4篇推荐').waitFor();
  await t.shot(page, 'classic-theme');

  await page.getByRole('link', { name: new RegExp(TITLE) }).click();
  await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), 'sugg-jx-water-towns');
  await page.getByText(/^2026-11-13 · 嘉兴市$/).waitFor();
  await page.getByRole('heading', { level: 3, name: '文中地点' }).waitFor();
  await page.getByText(/^资料来源：/).waitFor();
  await notWider(page, 'a suggestion');
  await t.shot(page, 'classic-detail');

  await page.getByRole('link', { name: new RegExp(`^${PLACE}`) }).first().click();
  await page.waitForURL(/\/pages\/poi\/detail\/scenic\?id=scenic-jx-wuzhen/);
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
  // The place page lists the articles that mention it, this one among them.
  const articles = page.getByRole('region', { name: '推荐文章' });
  await articles.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
  await articles.scrollIntoViewIfNeeded();
  await t.shot(page, 'classic-place');

  await page.goBack();
  await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
  await page.goBack();
  await page.getByText('共4篇推荐').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('theme'), THEME);
  const chip = page.getByRole('group', { name: '按主题' }).getByRole('button', { name: THEME });
  assert.equal(await chip.getAttribute('aria-pressed'), 'true');
});

journey('classic recommendations: news and notices say none is published yet', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/classic'));
  await page.getByRole('tab', { name: '旅游资讯' }).click();
  await page.waitForURL(/tab=news/);
  await page.getByText(/^暂无资讯/).waitFor();
  await t.shot(page, 'classic-news-empty');
  await page.getByRole('tab', { name: '通知公告' }).click();
  await page.getByText(/^暂无公告/).waitFor();
  await t.shot(page, 'classic-notices-empty');
});

journey('classic recommendations in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/tour/classic?cityId=1205'));
  await page.getByText('共3篇推荐').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  await notWider(page, 'the classic page in elder mode');
  await t.shot(page, 'classic-index-elder');
  await page.goto(t.url('/ver3/pages/tour/classic?id=sugg-sx-winter-anchang'));
  await page.getByRole('heading', { level: 2, name: '腊月去安昌：看酱鸭腊肠挂满河沿' }).waitFor();
  await notWider(page, 'a suggestion in elder mode');
  await t.shot(page, 'classic-detail-elder');
});

journey('a suggestion opened with an empty or unknown id says so and leads home', async (t) => {
  const { page } = await t.open();
  for (const route of ['/ver3/pages/tour/classic?id=', '/ver3/pages/tour/classic?id=sugg-nowhere']) {
    await page.goto(t.url(route));
    await page.getByRole('alert').filter({ hasText: '没有找到这篇推荐' }).waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).count(), 1, `${route} leads home`);
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${route} offers no retry`);
  }
  await t.shot(page, 'classic-not-there');
});
