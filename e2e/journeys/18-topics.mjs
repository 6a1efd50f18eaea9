import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// 诗画浙江·宋韵 leads the shipped topics (data/zhejiang/topics.jsonl) and the home page's
// banners; its first place is 楼外楼.
const TOPIC = '诗画浙江·宋韵';
const PLACE = '楼外楼（孤山路总店）';

journey('topics: from a home banner to the topic, its places, figures and share code, and on to a place', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'));
  const banner = page.getByRole('link', { name: new RegExp(`专题：\\s*${TOPIC}`) });
  await banner.scrollIntoViewIfNeeded();
  // The hot places are the city's the home page shows (Hangzhou until another is picked).
  await page.getByRole('region', { name: '杭州热门景点' }).getByRole('link').first().waitFor();
  await page.getByRole('region', { name: '杭州热门住宿' }).getByRole('link').first().waitFor();
  await t.shot(page, 'topic-home-section');
  await banner.click();
  await page.waitForURL(/\/pages\/topic\/detail\?id=topic-songyun/);
  await page.getByRole('heading', { level: 1, name: '专题详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: TOPIC }).waitFor();
  await page.getByRole('heading', { level: 3, name: '专题地点' }).waitFor();
  await page.getByText(/^浏览\d+次$/).waitFor();
  await page.getByText(/^\d+人收藏$/).first().waitFor();
  const qr = page.getByRole('img', { name: '这个专题页面的二维码' });
  await qr.waitFor();
  assert.ok((await qr.getAttribute('src')).startsWith('data:image/svg+xml'));
  await t.shot(page, 'topic-detail');
  await qr.scrollIntoViewIfNeeded();
  await t.shot(page, 'topic-detail-share');

  await page.getByRole('link', { name: new RegExp(PLACE.replace(/[()（）]/g, '.')) }).first().click();
  await page.waitForURL(/\/pages\/cate\/detail\?id=restaurant-hz-louwailou/);
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
});

journey('topics: the list of every topic, each leading to its page', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/topic/index'));
  await page.getByRole('heading', { level: 1, name: '专题' }).waitFor();
  await page.getByText('共17个专题').waitFor();
  await t.shot(page, 'topic-index');
  await page.getByRole('link', { name: /海岛度假/ }).click();
  await page.waitForURL(/id=topic-islands/);
  await page.getByRole('heading', { level: 2, name: '海岛度假' }).waitFor();
});

journey('topics in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/topic/detail?id=topic-water-towns'));
  await page.getByRole('heading', { level: 2, name: '古镇水乡' }).waitFor();
  await page.getByRole('img', { name: '这个专题页面的二维码' }).waitFor();
  await page.waitForFunction(() => document.documentElement.classList.contains('elder'));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the topic page is ${wide}px wide`);
  await t.shot(page, 'topic-detail-elder');
  await page.goto(t.url('/ver3/pages/topic/index'));
  await page.getByText('共17个专题').waitFor();
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390);
  await t.shot(page, 'topic-index-elder');
  await page.goto(t.url('/ver3/'));
  const banner = page.getByRole('link', { name: new RegExp(`专题：\\s*${TOPIC}`) });
  await banner.scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390);
  await t.shot(page, 'topic-home-section-elder');
});

journey('a shop page lists the local goods it sells', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/poi/detail/shop?id=shop-ls-qingyuan-mushroom-market'));
  const goods = page.getByRole('region', { name: '这里有售的地理标志特产' });
  await goods.getByText('庆元香菇').waitFor();
  await goods.getByText('庆元县 · 国家地理标志保护产品').waitFor();
  await goods.scrollIntoViewIfNeeded();
  await t.shot(page, 'topic-shop-goods');
});

journey('a topic opened without its id or with an unknown one says so and leads home', async (t) => {
  const { page } = await t.open();
  for (const route of ['/ver3/pages/topic/detail', '/ver3/pages/topic/detail?id=topic-nowhere']) {
    await page.goto(t.url(route));
    await page.getByRole('alert').filter({ hasText: '没有找到这个专题' }).waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).count(), 1, `${route} leads home`);
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${route} offers no retry`);
  }
  await t.shot(page, 'topic-not-there');
});
