import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

// Stored XSS (docs/REVIEWS.md, "Text is text"): payloads go in through the API as review text
// and, through the WeChat fake's user info, as authors' nicknames. The reviews page must show
// every one literally and run none: each payload would set `window.__xss` or open a dialog.
const PLACE = 'scenic-hz-xixi';
const HIT = 'window.__xss=1';
const PAYLOADS = [
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `<svg onload="${HIT}">`,
  `"><svg/onload=${HIT}>`,
  `'><img src=x onerror=${HIT}>`,
  `<iframe src="javascript:${HIT}"></iframe>`,
  `<a href="javascript:${HIT}">点我</a>`,
  `javascript:${HIT}`,
  `<body onload=${HIT}>`,
  `<details open ontoggle=${HIT}>`,
  `<input autofocus onfocus=${HIT}>`,
  `<video><source onerror="${HIT}"></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${HIT}>`,
  `<object data="javascript:${HIT}"></object>`,
  `<embed src="javascript:${HIT}">`,
  `<marquee onstart=${HIT}>`,
  `{{constructor.constructor('${HIT}')()}}`,
  `\${alert(1)}`,
  `<style>@import 'javascript:${HIT}';</style>`,
  `<div style="background:url(javascript:${HIT})">`,
  `&lt;img src=x onerror=${HIT}&gt;`,
  `<scr<script>ipt>${HIT}</scr</script>ipt>`,
  `<img src="x" onerror="alert(document.domain)">`,
  `<svg><animate onbegin=${HIT} attributeName=x dur=1s>`,
];
/** Authors whose nicknames are payloads (sign-ins from one address are rate limited). */
const NAMED = 8;
const PER_AUTHOR = 3;

const b64url = (s) => Buffer.from(s, 'utf8').toString('base64url');

async function codeLogin(t, page, code) {
  const res = await page.request.post(t.url('/ver3/api/wechat/v1/code/login'), { data: { code } });
  const body = await res.json();
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data.ID_token;
}

journey('stored XSS: 24 payloads as review text and 8 as nicknames are shown literally and never run', async (t) => {
  const { page } = await t.open();
  await page.addInitScript(() => {
    window.__xss = 0;
    window.alert = () => (window.__xss = 2);
    window.confirm = () => ((window.__xss = 2), false);
    window.prompt = () => ((window.__xss = 2), null);
  });
  const dialogs = [];
  page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
  await page.goto(t.url('/ver3/'));

  const names = PAYLOADS.slice(0, NAMED);
  const tokens = [];
  for (const name of names) tokens.push(await codeLogin(t, page, `nick.${b64url(name)}`));
  for (const [i, text] of PAYLOADS.entries()) {
    const token = tokens[Math.floor(i / PER_AUTHOR) % tokens.length];
    const res = await page.request.post(t.url('/ver3/api/v3/reviews'), {
      headers: { Authorization: `Bearer ${token}` },
      data: { targetKind: 'place', targetId: PLACE, rating: 1 + (i % 5), text, mediaIds: [] },
    });
    const body = await res.json();
    assert.equal(body.code, 0, `${text}: ${JSON.stringify(body)}`);
    assert.equal(body.data.status, 'published', text);
    assert.equal(body.data.text, text.trim(), 'stored exactly as sent');
  }

  await page.goto(t.url(`/ver3/pages/newcate/comments?id=${PLACE}`));
  await page.getByRole('heading', { level: 1, name: '全部点评' }).waitFor();
  // Every page of the list, so every payload is on screen. Each round waits for the next
  // page to arrive rather than a fixed time: on a busy machine a page takes seconds. The
  // button is pressed by its click event, as a tap sends it: while the list grows below it
  // the button moves, and a pointer click waits for it to stand still.
  const cards = page.locator('.rv-card');
  for (let i = 0; i < 10; i++) {
    const shown = await cards.count();
    if (shown >= PAYLOADS.length) break;
    const more = page.getByRole('button', { name: '加载更多' });
    if (await more.count()) await more.dispatchEvent('click');
    else await page.mouse.wheel(0, 4000);
    await page
      .waitForFunction((n) => document.querySelectorAll('.rv-card').length > n, shown, { timeout: 15_000 })
      .catch(() => {});
  }
  assert.equal(await page.locator('.rv-card').count(), PAYLOADS.length);
  const texts = await page.locator('.rv-card__text').allTextContents();
  for (const p of PAYLOADS) assert.ok(texts.includes(p.trim()), `shown literally: ${p}`);
  const authors = await page.locator('.rv-card__author').allTextContents();
  // The list shows a nickname's first 32 characters.
  for (const n of names) assert.ok(authors.includes([...n].slice(0, 32).join('')), `nickname shown literally: ${n}`);
  await t.shot(page, 'review-xss-list');

  // Open a photo-less card's actions, switch tabs and scroll: still nothing ran.
  await page.getByRole('tab', { name: '好评' }).click();
  await page.locator('.rv-card').first().waitFor();
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.__xss), 0, 'a payload ran');
  assert.deepEqual(dialogs, [], 'a payload opened a dialog');
  // Nothing the payloads name became an element of the page (the stars and the drawn heads of
  // authors without a picture are the page's own drawings).
  const injected = await page.evaluate(
    () => document.querySelectorAll('.rv-list script, .rv-list iframe, .rv-list svg:not(.rv-stars svg):not(svg.yz-avatar--default), .rv-list object, .rv-list embed, .rv-list img[src="x"], .rv-list marquee, .rv-list details, .rv-list input').length,
  );
  assert.equal(injected, 0);
});
