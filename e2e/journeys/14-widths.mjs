import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// Every places page, with real shipped ids, at the narrow and wide ends of the phones we
// serve (360–430 px), in normal and elder text: the content arrives and nothing is wider
// than the screen.
const PAGES = [
  '/ver3/',
  '/ver3/pages/hotel/newindex',
  '/ver3/pages/hotel/newestindex',
  '/ver3/pages/hotel/search?cityId=1201',
  '/ver3/pages/hotel/theme?theme=湖光山色&cityId=1201',
  '/ver3/pages/hotel/detail?id=hotel-hz-four-seasons',
  '/ver3/pages/hotel/newdetail?id=homestay-huz-anji-daxi',
  '/ver3/pages/hotel/facility?id=hotel-hz-four-seasons',
  '/ver3/pages/cate/index',
  '/ver3/pages/cate/search',
  '/ver3/pages/cate/result?keyword=西湖醋鱼',
  '/ver3/pages/cate/theme?theme=杭帮菜&cityId=1201',
  '/ver3/pages/cate/detail?id=restaurant-hz-louwailou',
  '/ver3/pages/newcate/food',
  '/ver3/pages/newcate/newdetail?id=dish-330102-dongpo-rou',
  '/ver3/pages/newcate/facility?id=restaurant-hz-louwailou',
  '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu',
  '/ver3/pages/poi/detail/site?id=site-huz-feiying-ta',
  '/ver3/pages/poi/detail/canteen?id=canteen-hz-dayin-fuyun',
  '/ver3/pages/poi/detail/food?id=food-huz-anji-bamboo-feast',
  '/ver3/pages/poi/detail/hotel?id=hotel-hz-four-seasons',
  '/ver3/pages/poi/detail/shop?id=shop-huz-anji-white-tea',
  '/ver3/pages/poi/detail/subpages/moreContent?id=scenic-hz-xihu',
  '/ver3/pages/poi/detail/subpages/photo?id=scenic-hz-xihu',
  '/ver3/pages/poi/detail/subpages/moreFood?id=scenic-hz-xihu',
  '/ver3/pages/public/photo/photo?id=scenic-hz-xihu',
  '/ver3/pages/tour/map?id=scenic-hz-xihu',
  '/ver3/pages/tour/classic',
  '/ver3/pages/tour/classic?theme=古镇&cityId=1209',
  '/ver3/pages/tour/classic?tab=news',
  '/ver3/pages/tour/classic?id=sugg-jx-water-towns',
  '/ver3/pages/homesearch/index',
  '/ver3/pages/homesearch/result?keyword=西湖',
  '/ver3/pages/ranklist/index',
  '/ver3/pages/ranklist/index?cityId=1245&kind=food',
  '/ver3/pages/famous/index',
  '/ver3/pages/famous/people',
  '/ver3/pages/famous/people?theme=literature&cityId=1205',
  '/ver3/pages/famous/theme?id=science',
  '/ver3/pages/famous/peopledetail?id=person-lu-xun',
  '/ver3/pages/famous/peopledetail?id=person-wang-yangming',
  '/ver3/pages/famous/scenicdetail?id=site-sx-luxun-guli&personId=person-lu-xun',
  '/ver3/pages/famous/scenicintro?id=site-sx-luxun-guli&personId=person-lu-xun',
  '/ver3/pages/line/index',
  '/ver3/pages/line/index?theme=classic&days=2',
  '/ver3/pages/line/themeDetail?id=island',
  '/ver3/pages/tour/live',
  '/ver3/pages/tour/livecity?city_id=1201',
  '/ver3/pages/line/lineDetail?id=line-hz-classic-2d',
  '/ver3/pages/line/map?id=line-hz-classic-2d',
  '/ver3/pages/line/inTourLineInfo?id=line-hz-classic-2d',
  '/ver3/pages/webview/webview?url=https%3A%2F%2Felsewhere.example%2Fnews',
  '/ver3/choose-location',
  '/ver3/open-location?lat=30.2437&lng=120.1505&name=%E6%96%AD%E6%A1%A5%E6%AE%8B%E9%9B%AA&address=%E6%9D%AD%E5%B7%9E%E5%B8%82%E8%A5%BF%E6%B9%96%E5%8C%BA%E5%8C%97%E5%B1%B1%E8%A1%97',
  '/ver3/pages/tour/nearby?lat=29.985&lng=122.207',
  '/ver3/pages/line/lineDetail?id=trail-person-wu-changshuo',
  '/ver3/pages/topic/index',
  '/ver3/pages/topic/detail?id=topic-songyun',
  '/ver3/pages/poi/detail/shop?id=shop-ls-qingyuan-mushroom-market',
];

async function sweep(t, { width, elder }) {
  const { page } = await t.open(elder ? { userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' } : {});
  await page.setViewportSize({ width, height: 800 });
  for (const path of PAGES) {
    await page.goto(t.url(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    if (elder) assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')), `${path}: elder`);
    // Real content, not a placeholder or a not-found state.
    const text = await page.locator('main, #root').first().innerText();
    assert.ok(!/页面走丢了|即将上线|没有找到这|没有指定|没能打开|没能加载|加载失败/.test(text), `${path} at ${width}px shows no content: ${text.slice(0, 80)}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= width, `${path} at ${width}px${elder ? ' (elder)' : ''} is ${wide}px wide`);
    if (width === 360 && elder) await t.shot(page, `360 elder ${path.replace(/^\/ver3\/(pages\/)?/, '') || 'home'}`);
  }
}

journey('places pages at 360 px: content, nothing wider than the screen', (t) => sweep(t, { width: 360, elder: false }));
journey('places pages at 360 px in elder mode', (t) => sweep(t, { width: 360, elder: true }));
journey('places pages at 430 px in elder mode', (t) => sweep(t, { width: 430, elder: true }));
