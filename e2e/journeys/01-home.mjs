import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

journey('/ver3/ opens the hotel index', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  assert.equal(await page.title(), '游浙');
  // The home page opened the visit: no back button.
  assert.equal(await page.getByRole('button', { name: '返回' }).count(), 0);
  // The eleven cities of SPEC §3, Hangzhou chosen until the visitor picks another.
  const cities = page.getByRole('region', { name: '选择城市' }).getByRole('button');
  assert.equal(await cities.count(), 11);
  assert.equal(await cities.and(page.locator('[aria-pressed="true"]')).textContent(), '杭州');
  await page.getByRole('button', { name: '宁波', exact: true }).click();
  assert.equal(await page.getByRole('button', { name: '宁波', exact: true }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: /搜索宁波的酒店/ }).click();
  await page.getByRole('heading', { level: 1, name: '搜索酒店' }).waitFor();
  assert.equal(new URL(page.url()).search, '?cityId=1202');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  // The choice holds for the session.
  assert.equal(await cities.and(page.locator('[aria-pressed="true"]')).textContent(), '宁波');
  await t.shot(page, 'home');
});

journey('the server root and /ver3 lead to the app', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/'));
  assert.equal(new URL(page.url()).pathname, '/ver3/');
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
});
