// Stored XSS checks shared by the journeys: the payload corpus (e2e/fixtures/xss-corpus.json,
// read by the Rust sanitiser test too), a watch on a page that counts what a payload that got
// through would do, and the check after a page has shown them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

/** `{label, payload}`: each payload that can run tries `window.__pwned=1`. */
export const CORPUS = JSON.parse(readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8'));

/** Payloads of at most `max` characters (a field's limit), as the server keeps them (trimmed). */
export const upTo = (max) => CORPUS.map((c) => c.payload.trim()).filter((p) => [...p].length <= max);

/**
 * Elements and attributes a payload would leave in the page had it been parsed as markup.
 * The app itself uses none of them: no inline handlers (the CSP forbids them), no frames.
 */
const INJECTED = [
  'iframe',
  'object',
  'embed',
  'marquee',
  'base',
  'meta[http-equiv]',
  'math',
  'foreignObject',
  'animate',
  'set',
  'details[open]',
  'img[src="x"]',
  'audio[src="x"]',
  '[onerror]',
  '[onload]',
  '[onfocus]',
  '[onbegin]',
  '[ontoggle]',
  '[onstart]',
  '[onmouseover]',
  '[formaction]',
  '[srcdoc]',
  '[style*="expression"]',
  'a[href^="javascript" i]',
  'a[href^="data:" i]',
  'form[action^="javascript" i]',
  'script:not([src]):not([type="application/json"]):not([type="application/ld+json"])',
].join(',');

/**
 * Watches `page` for what a payload that ran would do: set `window.__pwned`, open a dialog, or
 * make the browser complain (a CSP refusal, a request for a payload's `x`). Call before the
 * first `goto`.
 */
export async function watch(page) {
  await page.addInitScript(() => {
    window.__pwned = 0;
  });
  const seen = { dialogs: [], errors: [] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const url = m.location()?.url ?? '';
    const text = m.text();
    if (/Content Security Policy|Refused to|__pwned|javascript:|srcdoc|onerror/i.test(text) || /\/x(\?|$)|x\.htc|x\.xml/.test(url)) {
      seen.errors.push(`${text} ${url}`);
    }
  });
  return seen;
}

/** Nothing ran, nothing opened, nothing complained, and no payload became an element. */
export async function clean(page, seen, where) {
  // A handler left in the page would run on its next event; give one a moment to.
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.__pwned), 0, `${where}: a payload ran`);
  assert.deepEqual(seen.dialogs, [], `${where}: a payload opened a dialog`);
  assert.deepEqual(seen.errors, [], `${where}: the browser refused or fetched something a payload asked for`);
  const injected = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML.slice(0, 120)), INJECTED);
  assert.deepEqual(injected, [], `${where}: a payload became part of the page`);
}

/** Every one of `texts` is in the page's text exactly as written (shown as text, not markup). */
export async function shownLiterally(page, texts, where, root = 'body') {
  const shown = await page.locator(root).first().evaluate((e) => e.textContent);
  const missing = texts.filter((s) => !shown.includes(s));
  assert.deepEqual(missing, [], `${where}: not shown as written`);
}
