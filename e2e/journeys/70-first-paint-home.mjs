import assert from 'node:assert/strict';
import { zwDouble } from '../doubles.mjs';
import { boxesOf, watchShifts } from '../helpers/firstPaint.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';

// The home page's first answer, Hangzhou's stay themes (a first visit starts on Hangzhou).
const THEMES = (u) => u.pathname === '/ver3/api/v3/places/themes' && u.searchParams.get('cityId') === '1201';

/** Where the first screen's parts are, in the server's markup or the app's. */
const boxes = (page, root) =>
  boxesOf(page, root, {
    slogan: '.hotel-index__slogan',
    search: '.hotel-index__search',
    cities: '.hotel-index__cities',
    banner: '.theme-banner',
    theme: '.theme-banner__theme',
  });

journey('the home page holds its first screen before any script runs', async (t) => {
  const { page } = await t.open({ javaScript: false });
  await page.goto(t.url('/ver3/'));
  await page.locator('#yz-first .hotel-index__slogan', { hasText: '住在浙里，看见诗画江南' }).waitFor();
  await page.getByText('搜索杭州的酒店、民宿').waitFor();
  assert.equal(await page.locator('#yz-first .yz-chip').count(), 11);
  assert.ok((await page.locator('#yz-first .theme-banner__theme').textContent()).length > 0, 'the first banner');
  assert.equal(await page.locator('#yz-first .theme-banner img').getAttribute('fetchpriority'), 'high');
  assert.equal(await page.title(), '游浙 - 住在浙里，看见诗画江南');
  await t.shot(page, 'first-paint-home-no-js');
});

journey('the app takes over the home page where the server drew it, without asking for its themes again', async (t) => {
  // The server's boxes, as a browser without scripts lays them out.
  const bare = await t.open({ javaScript: false });
  await bare.page.goto(t.url('/ver3/'));
  await bare.page.locator('#yz-first .theme-banner').waitFor();
  const server = await boxes(bare.page, '#yz-first');
  const serverTheme = await bare.page.locator('#yz-first .theme-banner__theme').textContent();

  const { page } = await t.open();
  let asked = 0;
  page.on('request', (r) => {
    if (THEMES(new URL(r.url()))) asked++;
  });
  await watchShifts(page);
  await page.goto(t.url('/ver3/'));
  await until(page, () => !document.getElementById('yz-first'), null, 'the app drew the home page');
  await page.locator('#root .theme-banner__slide').first().waitFor();
  const app = await boxes(page, '#root');
  // Same words in the same places: the hero, the search bar, the cities and the banner.
  for (const part of Object.keys(server)) {
    assert.ok(server[part], `the server drew the ${part}`);
    assert.deepEqual(app[part], server[part], `the ${part} stays where the server drew it`);
  }
  assert.equal(await page.locator('#root .theme-banner__theme').first().textContent(), serverTheme);
  assert.equal(asked, 0, 'the inlined themes were used');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => window.__cls);
  t.note(`home CLS ${cls.toFixed(4)}`);
  assert.ok(cls <= 0.02, `CLS ${cls}`);
  await t.shot(page, 'first-paint-home-settled');
});

journey('in elder mode the home page grows from the server markup to the app without a jump', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  let asked = 0;
  page.on('request', (r) => {
    if (THEMES(new URL(r.url()))) asked++;
  });
  await watchShifts(page);
  await page.goto(t.url('/ver3/'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await until(page, () => !document.getElementById('yz-first'), null, 'the app drew the home page');
  await page.locator('#root .theme-banner__slide').first().waitFor();
  // Three elder-sized cities a row, all within the phone.
  const chips = await page.locator('#root .hotel-index__cities .yz-chip').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [Math.round(r.y), r.right, r.height]));
  assert.equal(new Set(chips.slice(0, 3).map((c) => c[0])).size, 1, 'three in the first row');
  assert.notEqual(chips[3][0], chips[0][0], 'the fourth starts a row');
  assert.ok(chips.every((c) => c[1] <= 390 && c[2] >= 56), 'elder-sized, within the phone');
  assert.equal(asked, 0, 'the inlined themes were used');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => window.__cls);
  t.note(`elder home CLS ${cls.toFixed(4)}`);
  assert.ok(cls <= 0.02, `CLS ${cls}`);
  await t.shot(page, 'first-paint-home-elder');
});
