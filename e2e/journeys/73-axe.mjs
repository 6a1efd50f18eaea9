import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../harness.mjs';
import { journey } from '../journey.mjs';
import { axeViolations, describeViolations } from '../helpers/axe.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';
import { specRoutes } from '../helpers/routes.mjs';
import { settled } from '../helpers/settled.mjs';

// Automated accessibility check (issue 29, docs/FRONTEND.md "Accessibility checks"): axe-core
// over every visitor route, in the normal and the elder style, and over the console's main
// screens; any serious or critical violation fails, listed page by page. Record pages are
// also opened with a real record, since a page without its id shows only its empty state.
const RECORDS = [
  'pages/poi/detail/scenic?id=scenic-hz-xihu',
  'pages/poi/detail/hotel?id=hotel-hz-four-seasons',
  'pages/hotel/detail?id=hotel-hz-four-seasons',
  'pages/hotel/facility?id=hotel-hz-four-seasons',
  'pages/hotel/search?cityId=1201',
  'pages/cate/detail?id=restaurant-hz-louwailou',
  'pages/newcate/newdetail?id=dish-330102-dongpo-rou',
  'pages/famous/peopledetail?id=person-lu-xun',
  'pages/line/lineDetail?id=line-hz-classic-1d',
  'pages/topic/detail?id=topic-songyun',
  'pages/homesearch/result?keyword=西湖',
];

/** Waits until the page has its title and its answers, and nothing is still sliding in. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await settled(page);
}

/** Opens each of `paths`, runs axe there and returns `{ path, violations }` for those with any. */
async function checkPages(t, page, paths, ready = settle) {
  const failing = [];
  for (const path of paths) {
    await page.goto(t.url(path));
    await ready(page);
    const violations = await axeViolations(page);
    if (violations.length) failing.push({ path, violations });
  }
  return failing;
}

/** Writes what was found to artifacts/axe-<label>.json and fails with one block per page. */
function report(t, label, checked, failing) {
  writeFileSync(join(ARTIFACTS, `axe-${label}.json`), JSON.stringify(failing, null, 2));
  const count = failing.reduce((n, p) => n + p.violations.reduce((m, v) => m + v.targets.length, 0), 0);
  t.note(`${label}: ${checked} pages, ${failing.length} with serious or critical violations (${count} elements)`);
  assert.equal(
    failing.length,
    0,
    `serious or critical accessibility violations (${label}):\n\n${failing.map((p) => `${p.path}\n${describeViolations(p.violations)}`).join('\n\n')}`,
  );
}

const visitorPaths = () => [...specRoutes(), ...RECORDS].map((r) => `/ver3/${r}`);

journey('accessibility check: every visitor route, normal style, has no serious or critical axe violation', async (t) => {
  const paths = visitorPaths();
  assert.ok(paths.length >= 95, `only ${paths.length} pages`);
  const { page } = await t.open({ init: () => localStorage.setItem('youzhe.elderMode', 'normal') });
  report(t, 'normal', paths.length, await checkPages(t, page, paths));
});

journey('accessibility check: every visitor route, elder style, has no serious or critical axe violation', async (t) => {
  const paths = visitorPaths();
  const { page } = await t.open({ init: () => localStorage.setItem('youzhe.elderMode', 'elder') });
  await page.goto(t.url('/ver3/'));
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')), 'elder style on');
  report(t, 'elder', paths.length, await checkPages(t, page, paths));
});

journey('accessibility check: the console sign-in, dashboard, content list, edit form and moderation have no serious or critical axe violation', async (t) => {
  const username = `axe-admin-${Date.now().toString(36)}`;
  const pw = addOperator(t, username, 'province-admin', ['--name', '无障碍检查']);
  const { page } = await openConsole(t);
  // The console has no level-one title on every screen: its ready sign is the screen's own.
  const ready = (selector) => async (p) => {
    await p.locator(selector).first().waitFor();
    await p.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await settled(p);
  };
  const failing = await checkPages(t, page, ['/ver3/admin/login'], ready('form'));
  await signIn(page, username, pw);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  const screens = [
    ['/ver3/admin/dashboard', '.ant-statistic'],
    ['/ver3/admin/content/places', '.ant-table-row'],
    ['/ver3/admin/content/places/scenic-hz-xihu', 'form'],
    ['/ver3/admin/moderation', '.ant-tabs, .ant-table, .ant-empty'],
  ];
  for (const [path, selector] of screens) failing.push(...(await checkPages(t, page, [path], ready(selector))));
  report(t, 'console', screens.length + 1, failing);
});
