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

// The dish, line, person and topic pages: the server's words, then the app's, the same, and
// the page's answer taken from the HTML instead of asked again.
const DETAILS = [
  ['/ver3/pages/newcate/newdetail?id=dish-330102-dongpo-rou', '/ver3/api/v3/dishes/detail?id=dish-330102-dongpo-rou', '.dish-detail__name'],
  ['/ver3/pages/line/lineDetail?id=line-hz-classic-1d', '/ver3/api/v3/lines/detail?id=line-hz-classic-1d', '.line__title'],
  ['/ver3/pages/famous/peopledetail?id=person-lu-xun', '/ver3/api/v3/famous/person?id=person-lu-xun', '.famous__title'],
  ['/ver3/pages/topic/detail?id=topic-songyun', '/ver3/api/v3/topic/template?id=topic-songyun', '.topic__title'],
];

journey('dish, line, person and topic pages hold their words first and the app keeps them', async (t) => {
  const { page } = await t.open();
  const asked = new Map();
  page.on('request', (r) => {
    const u = new URL(r.url());
    const key = u.pathname + u.search;
    asked.set(key, (asked.get(key) ?? 0) + 1);
  });
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, api, nameClass] of DETAILS) {
    const res = await page.goto(t.url(path));
    // The server's words, read from the HTML it sent (the app may take over before a
    // locator could read them on screen).
    const html = await res.text();
    const [first, lead] = await page.evaluate(
      ([doc, cls]) => {
        const d = new DOMParser().parseFromString(doc, 'text/html');
        const h1 = d.querySelector('#yz-first h1');
        return [h1?.textContent ?? '', [...d.querySelectorAll(`#yz-first ${cls} ~ p`)].map((p) => p.textContent)];
      },
      [html, nameClass],
    );
    assert.ok(first.length > 0, `${path}: the server drew a name`);
    assert.ok(html.includes(`class="${nameClass.slice(1)}"`), `${path}: in the app's class`);
    await until(page, () => !document.getElementById('yz-first'), null, `${path}: the app rendered the page`);
    const after = page.locator(`#root ${nameClass}`);
    await after.waitFor();
    assert.equal(await after.textContent(), first, `${path}: the same name`);
    assert.deepEqual(await page.locator(`#root ${nameClass} ~ p`).allTextContents(), lead, `${path}: the same words under it`);
    assert.equal(asked.get(api) ?? 0, 0, `${path}: the inlined answer was used`);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => window.__cls);
    t.note(`${path} CLS ${cls.toFixed(4)}`);
    await t.shot(page, `first-paint-${nameClass.slice(1, nameClass.indexOf('_'))}`);
  }
});
