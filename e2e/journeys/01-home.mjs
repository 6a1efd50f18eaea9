import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

journey('/ver3/ opens the hotel index', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '酒店民宿' }).waitFor();
  assert.equal(await page.title(), '酒店民宿');
  // The home page opened the visit: no back button.
  assert.equal(await page.getByRole('button', { name: '返回' }).count(), 0);
  const cities = page.getByRole('button', { pressed: false }).or(page.getByRole('button', { pressed: true }));
  assert.equal(await page.locator('.yz-chip').count(), 11);
  await page.locator('.yz-chip', { hasText: '宁波' }).click();
  assert.equal(await page.locator('.yz-chip', { hasText: '宁波' }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: /搜索宁波的酒店/ }).waitFor();
  assert.ok((await cities.count()) >= 11);
  await t.shot(page, 'home');
});

journey('the server root and /ver3 lead to the app', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/'));
  assert.equal(new URL(page.url()).pathname, '/ver3/');
  await page.getByRole('heading', { level: 1, name: '酒店民宿' }).waitFor();
});
