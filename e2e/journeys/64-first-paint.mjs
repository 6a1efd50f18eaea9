import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';

const XIHU = '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu';
const DETAIL = '/ver3/api/poi/v1/details?id=scenic-hz-xihu';

journey('a place page holds its words and cover before any script runs', async (t) => {
  const { page } = await t.open({ javaScript: false });
  await page.goto(t.url(XIHU));
  await page.getByRole('heading', { level: 1, name: '西湖' }).waitFor();
  const img = page.locator('#yz-first img.yz-cover');
  assert.equal(await img.getAttribute('fetchpriority'), 'high');
  await until(page, () => document.querySelector('#yz-first img')?.complete, null, 'the cover loaded');
  assert.match(await page.title(), /^西湖/);
  await t.shot(page, 'first-paint-no-js');
});

journey('the app takes over the place page without asking for its answer again', async (t) => {
  const { page } = await t.open();
  let asked = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname + new URL(r.url()).search === DETAIL) asked++;
  });
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(t.url(XIHU));
  const first = await page.locator('#yz-first h1').textContent();
  await until(page, () => !document.getElementById('yz-first'), null, 'the app rendered the page');
  await page.locator('#root .poi-hero__name').waitFor();
  assert.equal(await page.locator('#root .poi-hero__name').textContent(), first);
  assert.equal(asked, 0, 'the inlined answer was used');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => window.__cls);
  t.note(`CLS ${cls.toFixed(4)}`);
  await t.shot(page, 'first-paint-settled');
});
