import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';

// Offline (docs/FRONTEND.md, "Offline"): the app is installable, its service worker takes
// charge, and a line saved with 离线保存 opens with no network — its days and stops, the
// road view and the map of its county outlines; a page that was never fetched says the
// network is gone instead of pretending.
const LINE = 'line-hz-classic-1d';

journey('离线保存: a saved line, its road view and its map open with no network; an unsaved page says so', async (t) => {
  const { page, context } = await t.open({ serviceWorkers: 'allow' });
  await page.goto(t.url(`/ver3/pages/line/lineDetail?id=${LINE}`));
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
  assert.equal(manifest, '/ver3/manifest.webmanifest');
  const installable = await page.evaluate(async (href) => (await fetch(href)).json(), manifest);
  assert.equal(installable.start_url, '/ver3/');
  assert.ok(installable.icons.length > 0, 'the manifest names an icon');
  await until(page, () => !!navigator.serviceWorker?.controller, null, 'the service worker in charge of the page', 20_000);

  const title = (await page.locator('.line__title').textContent()).trim();
  await page.getByRole('button', { name: '离线保存' }).click();
  await page.getByRole('status').filter({ hasText: '已离线保存' }).waitFor({ timeout: 20_000 });
  await t.shot(page, 'offline-line-saved');

  await context.setOffline(true);
  // Opened again from nothing: a reload with no network.
  await page.goto(t.url(`/ver3/pages/line/lineDetail?id=${LINE}`));
  await page.locator('.line__title').filter({ hasText: title }).waitFor();
  // The kept copy is shown, not covered: a line says so, and no tip hides the page.
  await page.getByRole('status').filter({ hasText: '当前没有网络' }).waitFor();
  assert.equal(await page.getByRole('alert').count(), 0, 'the no-network tip covers a kept page');
  assert.ok((await page.getByRole('link', { name: /第1站/ }).count()) > 0 || (await page.locator('.line__section').count()) > 1, 'the days and stops are there');
  await page.getByRole('status').filter({ hasText: '已离线保存' }).waitFor();
  await t.shot(page, 'offline-line-opened');

  await page.goto(t.url(`/ver3/pages/line/inTourLineInfo?id=${LINE}`));
  await page.getByRole('link', { name: /第1站/ }).first().waitFor();
  assert.equal(await page.getByRole('alert').count(), 0, 'the road view is covered offline');

  await page.goto(t.url(`/ver3/pages/line/map?id=${LINE}`));
  await until(page, () => document.querySelector('.yz-map')?.getAttribute('aria-busy') === 'false', null, 'the map drawn from kept outlines', 20_000);
  assert.equal(await page.getByRole('alert').count(), 0, 'the map is covered offline');
  await t.shot(page, 'offline-line-map');

  // A line never fetched: the no-network tip, not a made-up page.
  await page.goto(t.url('/ver3/pages/line/lineDetail?id=line-hz-classic-2d'));
  await page.getByRole('alert').filter({ hasText: '哎呀，网络信号丢失' }).waitFor();
  await t.shot(page, 'offline-line-missing');
  await context.setOffline(false);
});
