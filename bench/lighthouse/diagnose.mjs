// Why a page scores what it does: one Lighthouse mobile run, then the LCP element and its
// phases, boot-up time per script, long tasks, main-thread work and every request.
// Usage: node bench/lighthouse/diagnose.mjs <url>
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = r.lhr.audits;
console.log('score', r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details).slice(0,400));
console.log('LCP phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
for (const i of a['bootup-time'].details.items.slice(0,6)) console.log('bootup', i.url, Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile));
for (const i of (a['long-tasks']?.details?.items ?? []).slice(0,10)) console.log('long', i.url, Math.round(i.startTime), Math.round(i.duration));
for (const i of a['mainthread-work-breakdown'].details.items) console.log('main', i.groupLabel, Math.round(i.duration));
for (const i of (a['network-requests']?.details?.items ?? [])) console.log('net', i.url.replace(/^https?:\/\/[^/]+/,''), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize);
