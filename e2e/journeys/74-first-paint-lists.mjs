import assert from 'node:assert/strict';
import { boxesOf, countRequests, shifts, watchShifts } from '../helpers/firstPaint.mjs';
import { journey, until } from '../journey.mjs';

// The lists whose first HTML carries their first page: the stay search (the whole province,
// then one city's homestays), a food theme in a city and the search results for a keyword.
const PAGES = [
  {
    path: '/ver3/pages/hotel/search',
    title: '浙江酒店民宿 - 游浙',
    asks: (u) => u.pathname === '/ver3/api/v3/places' && u.searchParams.get('page') === '1',
    parts: { bar: '.hotel-search__bar', filters: '.hotel-search__filters', count: '.hotel-search__count', card: '.yz-place', name: '.yz-place__name' },
    words: '.hotel-search__count, .yz-place__name',
  },
  {
    path: '/ver3/pages/hotel/search?cityId=1201&kind=homestay',
    title: '杭州民宿 - 游浙',
    asks: (u) => u.pathname === '/ver3/api/v3/places' && u.searchParams.get('page') === '1',
    parts: { bar: '.hotel-search__bar', filters: '.hotel-search__filters', count: '.hotel-search__count', card: '.yz-place', name: '.yz-place__name' },
    words: '.hotel-search__count, .yz-place__name',
  },
  {
    path: `/ver3/pages/cate/theme?theme=${encodeURIComponent('杭帮菜')}&cityId=1201`,
    title: '杭州美食 · 杭帮菜 - 游浙',
    asks: (u) => u.pathname === '/ver3/api/v3/places' && u.searchParams.get('page') === '1',
    parts: { head: '.cate-theme__head', strip: '.cate-city-strip', card: '.yz-place', name: '.yz-place__name' },
    words: '.cate-theme__head, .yz-place__name',
  },
  {
    path: `/ver3/pages/homesearch/result?keyword=${encodeURIComponent('西湖')}`,
    title: '“西湖”的搜索结果 - 游浙',
    asks: (u) => u.pathname === '/ver3/api/v3/http/search' && (u.searchParams.get('page') ?? '1') === '1',
    parts: { box: '.homesearch__box', tabs: '.homesearch__tabs', total: '.homesearch__total', first: '.homesearch__list > :first-child' },
    words: '.homesearch__total, .yz-place__name, .homesearch__item-name',
  },
];

journey('the lists arrive drawn with their first page, and the app takes over in place without asking again', async (t) => {
  for (const p of PAGES) {
    // The server's page, as a browser without scripts lays it out.
    const bare = await t.open({ javaScript: false });
    await bare.page.goto(t.url(p.path));
    await bare.page.locator(`#yz-first ${Object.values(p.parts).at(-1)}`).first().waitFor();
    assert.equal(await bare.page.title(), p.title, p.path);
    const server = await boxesOf(bare.page, '#yz-first', p.parts);
    const words = await bare.page.locator(`#yz-first :is(${p.words})`).allTextContents();
    assert.ok(words.length > 1, `${p.path}: words in the first HTML`);
    assert.equal(await bare.page.locator('#yz-first img[fetchpriority="high"]').count(), 1, `${p.path}: one picture first`);
    await t.shot(bare.page, `first-paint-lists-no-js-${PAGES.indexOf(p)}`);

    // The app, from a cold load.
    const { page } = await t.open();
    const asked = countRequests(page, p.asks);
    await watchShifts(page);
    await page.goto(t.url(p.path));
    await until(page, () => !document.getElementById('yz-first'), null, `${p.path}: the app drew the list`);
    await page.locator(`#root ${Object.values(p.parts).at(-1)}`).first().waitFor();
    const app = await boxesOf(page, '#root', p.parts);
    for (const part of Object.keys(p.parts)) {
      assert.ok(server[part], `${p.path}: the server drew the ${part}`);
      assert.deepEqual(app[part], server[part], `${p.path}: the ${part} stays where the server drew it`);
    }
    const after = await page.locator(`#root :is(${p.words})`).allTextContents();
    assert.deepEqual(after.slice(0, words.length), words, `${p.path}: the same words`);
    assert.equal(asked.n, 0, `${p.path}: the inlined first page was used`);
    await page.waitForTimeout(500);
    const cls = await shifts(page);
    t.note(`${p.path} CLS ${cls.toFixed(4)}`);
    assert.ok(cls <= 0.02, `${p.path}: CLS ${cls}`);
    await t.shot(page, `first-paint-lists-settled-${PAGES.indexOf(p)}`);
  }
});
