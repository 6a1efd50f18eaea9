import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { journey } from '../journey.mjs';

// Visitors read visitors' words: provenance (files, packages, datums, field names) stays in the
// data and the docs. Every page a visitor reaches is read as a visitor sees it, once its
// answers have come, and held to the same list of words the app's own source line keeps out
// (TECHNICAL_WORDS in web/src/lib/plainSource.ts), plus what a broken template leaves behind.

function fromWeb(file, start, end) {
  const src = readFileSync(new URL(`../../web/src/${file}`, import.meta.url), 'utf8');
  return src.slice(src.indexOf(start), src.indexOf(end, src.indexOf(start)));
}

const specRoutes = () => [...fromWeb('lib/routePaths.ts', 'SPEC_ROUTES = [', '] as const').matchAll(/'([^']+)'/g)].map((m) => m[1]);

function technicalWords() {
  const line = fromWeb('lib/plainSource.ts', 'export const TECHNICAL_WORDS', '\n');
  const m = line.match(/=\s*\/(.+)\/([a-z]*);?$/);
  assert.ok(m, 'TECHNICAL_WORDS is a regular expression literal');
  return new RegExp(m[1], m[2]);
}

// What a template leaves when a value is missing.
const LEFTOVERS = /\bundefined\b|\bNaN\b|\[object Object\]|\{\{|\bnull\b/;

// Each kind of record page with a real record, and the pages that quote sources.
const RECORDS = [
  'pages/poi/detail/scenic?id=scenic-hz-xihu',
  'pages/poi/detail/site?id=site-huz-feiying-ta',
  'pages/poi/detail/food?id=food-huz-anji-bamboo-feast',
  'pages/poi/detail/shop?id=shop-huz-anji-white-tea',
  'pages/poi/detail/hotel?id=hotel-hz-four-seasons',
  'pages/poi/detail/canteen?id=canteen-hz-dayin-fuyun',
  'pages/poi/detail/subpages/moreContent?id=scenic-hz-xihu',
  'pages/poi/detail/subpages/photo?id=scenic-hz-xihu',
  'pages/hotel/detail?id=hotel-hz-four-seasons',
  'pages/hotel/newdetail?id=homestay-huz-anji-daxi',
  'pages/hotel/facility?id=hotel-hz-four-seasons',
  'pages/cate/detail?id=restaurant-hz-louwailou',
  'pages/newcate/newdetail?id=dish-330102-dongpo-rou',
  'pages/newcate/facility?id=restaurant-hz-louwailou',
  'pages/famous/peopledetail?id=person-lu-xun',
  'pages/famous/scenicdetail?id=site-sx-luxun-guli',
  'pages/famous/scenicintro?id=site-sx-luxun-guli',
  'pages/line/lineDetail?id=line-hz-classic-1d',
  'pages/line/inTourLineInfo?id=line-hz-classic-1d',
  'pages/line/map?id=line-hz-classic-2d',
  'pages/topic/detail?id=topic-songyun',
  'pages/tour/classic?id=sugg-sx-winter-anchang',
  'pages/ranklist/index?cityId=1201',
  'pages/homesearch/result?keyword=西湖',
  'pages/tour/map?id=scenic-hz-xihu',
];

journey('visitor pages read in visitors’ words: no file, package, datum or field name, nothing a template left', async (t) => {
  const technical = technicalWords();
  const { page } = await t.open();
  const pages = [...specRoutes(), ...RECORDS];
  assert.ok(pages.length >= 95 + RECORDS.length, `only ${pages.length} pages to read`);
  const found = [];
  for (const route of pages) {
    await page.goto(t.url(`/ver3/${route}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page's own answers have come (the idle network), then the words as shown.
    await page.waitForLoadState('networkidle');
    const text = await page.evaluate(() => document.body.innerText);
    const bad = text.match(technical) ?? text.match(LEFTOVERS);
    if (bad) {
      const at = text.indexOf(bad[0]);
      found.push(`${route}: “${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}”`);
    }
  }
  assert.deepEqual(found, [], `pages showing words that are not a visitor's:\n${found.join('\n')}`);
});
