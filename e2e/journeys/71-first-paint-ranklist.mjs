import assert from 'node:assert/strict';
import { boxesOf, watchShifts } from '../helpers/firstPaint.mjs';
import { journey, until } from '../journey.mjs';

/** Where the top of the page is, in the server's markup or the app's. */
const boxes = (page, root) =>
  boxesOf(page, root, {
    title: '.ranklist__title',
    filters: '.ranklist__filters',
    count: '.ranklist__count',
    name: '.ranklist__name',
    evidence: '.ranklist__evidence',
  });

// The whole province, and one city (the chips and the lists follow the address).
const PAGES = [
  ['/ver3/pages/ranklist/index', '/v3/homepage/rankList'],
  ['/ver3/pages/ranklist/index?cityId=1201', '/v3/homepage/rankList?cityId=1201'],
];

journey('the rank lists arrive drawn, and the app takes over in place without asking for them again', async (t) => {
  for (const [path, api] of PAGES) {
    const bare = await t.open({ javaScript: false });
    await bare.page.goto(t.url(path));
    await bare.page.locator('#yz-first .ranklist__evidence').waitFor();
    assert.equal(await bare.page.title(), '浙江榜单 - 游浙');
    const server = await boxes(bare.page, '#yz-first');
    const words = await bare.page.locator('#yz-first .ranklist__filters, #yz-first .ranklist__head, #yz-first .ranklist__evidence').allTextContents();
    await t.shot(bare.page, `first-paint-ranklist-no-js${path.includes('?') ? '-city' : ''}`);

    const { page } = await t.open();
    let asked = 0;
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname + u.search === api) asked++;
    });
    await watchShifts(page);
    await page.goto(t.url(path));
    await until(page, () => !document.getElementById('yz-first'), null, `${path}: the app drew the lists`);
    await page.locator('#root .ranklist__item').first().waitFor();
    const app = await boxes(page, '#root');
    for (const part of Object.keys(server)) {
      assert.ok(server[part], `${path}: the server drew the ${part}`);
      assert.deepEqual(app[part], server[part], `${path}: the ${part} stays where the server drew it`);
    }
    const after = await page.locator('#root .ranklist__filters, #root .ranklist__list:first-of-type .ranklist__head, #root .ranklist__list:first-of-type .ranklist__evidence').allTextContents();
    assert.deepEqual(after, words, `${path}: the same words`);
    assert.equal(asked, 0, `${path}: the inlined lists were used`);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => window.__cls);
    t.note(`${path} CLS ${cls.toFixed(4)}`);
    assert.ok(cls <= 0.02, `${path}: CLS ${cls}`);
    await t.shot(page, `first-paint-ranklist-settled${path.includes('?') ? '-city' : ''}`);
  }
});
