import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

journey('a deep link opens its page, and back goes home', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/cate/index?from=share'));
  await page.getByRole('heading', { level: 1, name: '美食' }).waitFor();
  assert.equal(await page.title(), '美食');
  await page.getByRole('link', { name: /^百县千碗.*一县一碗招牌菜/ }).waitFor();
  await t.shot(page, 'deep-link');
  // Entered directly: back has no history to go to, so it goes home.
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/ver3/');
  // Home replaced the entry page, so there is again nothing to go back to.
  assert.equal(await page.getByRole('button', { name: '返回' }).count(), 0);
});

journey('navigating inside the app keeps history for back', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/hotel/index'));
  await page.getByRole('link', { name: '排行榜' }).click();
  await page.getByRole('heading', { level: 1, name: '排行榜' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/ver3/pages/ranklist/index');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/ver3/pages/hotel/index');
});
