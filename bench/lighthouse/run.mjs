// Lighthouse (mobile, default simulated throttling) on the product's key pages, three runs
// each in Debian's Chromium; prints the median of each category and the performance metrics.
// Usage: node bench/lighthouse/run.mjs <base-url> [runs]
//   LH_PAGES='name=/path;name=/path' measures those pages instead of the list below.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const runs = Number(process.argv[3] ?? 3);
const DEFAULT_PAGES = [
  ['hotel/index (home)', '/ver3/'],
  ['hotel/search', '/ver3/pages/hotel/search?cityId=1201'],
  ['scenic detail (West Lake)', '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu'],
  ['rank lists', '/ver3/pages/ranklist/index'],
  ['famous people', '/ver3/pages/famous/people'],
  ['line detail (West Lake classic)', '/ver3/pages/line/lineDetail?id=line-hz-classic-1d'],
];
const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(';').map((p) => p.split('='))
  : DEFAULT_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(url) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--lang=zh-CN'],
  });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = r.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      metrics: Object.fromEntries(METRICS.map(([k, id]) => [k, lhr.audits[id].numericValue])),
      failing: lhr.categories.performance.auditRefs
        .filter((a) => a.weight > 0 && (lhr.audits[a.id].score ?? 1) < 0.9)
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

console.log(`youzhe lighthouse: ${runs} runs per page, mobile preset, ${new Date().toISOString()}`);
console.log('| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | SI |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
let worst = 100;
for (const [name, path] of PAGES) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse sometimes loses the trace (NO_NAVSTART): such a run is repeated, up to twice.
    for (let attempt = 1; ; attempt++) {
      try {
        results.push(await once(base + path));
        break;
      } catch (e) {
        if (attempt === 3) throw e;
        console.error(`retrying after: ${e.message}`);
      }
    }
  }
  const s = Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))]));
  const m = Object.fromEntries(METRICS.map(([k]) => [k, median(results.map((r) => r.metrics[k]))]));
  worst = Math.min(worst, s.performance);
  const ms = (v) => `${(v / 1000).toFixed(2)} s`;
  console.log(
    `| ${name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${ms(m.FCP)} | ${ms(m.LCP)} | ${Math.round(m.TBT)} ms | ${m.CLS.toFixed(3)} | ${ms(m.SI)} |`,
  );
  const weak = [...new Set(results.flatMap((r) => r.failing))];
  if (weak.length) console.log(`|   below 0.9: ${weak.join(', ')} | | | | | | | | | |`);
  console.log(`<!-- ${name} runs: ${results.map((r) => r.scores.performance).join(', ')} -->`);
}
console.log(`lowest median performance: ${worst} (target ≥ 90)`);
