import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';

journey('浙里办 reporting the elder style gets the elder class and larger targets', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder-android')));
  assert.equal(await page.evaluate(() => localStorage.getItem('usertype')), 'elder');
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  const chip = await page.locator('.yz-chip').first().boundingBox();
  assert.ok(chip.height >= 56, `elder city buttons are ${chip.height}px tall`);
  const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  assert.ok(fontSize >= 18, `elder body text is ${fontSize}px`);
  // Outside WeChat: IP location first (loopback has none), then the bridge's position,
  // named by the server's reverse geocoding.
  await page.getByText('当前位置：杭州市 · 拱墅区').waitFor();
  const where = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
  assert.deepEqual([where.source, where.cityId, where.lat, where.lng], ['device', 1201, 30.2741, 120.1551]);
  await t.shot(page, 'elder-home');
  await page.getByRole('link', { name: '推荐线路' }).click();
  await page.getByRole('heading', { level: 1, name: '推荐线路' }).waitFor();
  await page.getByText('共36条线路').waitFor();
  // An address we have no page for shows the 404 page, in the elder style too.
  await page.goto(t.url('/ver3/pages/actives/nowhere'));
  await page.getByText('页面走丢了').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  await t.shot(page, 'elder-not-found');
});

journey('浙里办 in the normal style stays normal, with 44 px targets', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'normal' });
  await page.goto(t.url('/ver3/'));
  await until(page, () => localStorage.getItem('usertype') === 'normal', null, 'usertype normal');
  assert.equal(await page.evaluate(() => document.documentElement.className), '');
  const chip = await page.locator('.yz-chip').first().boundingBox();
  assert.ok(chip.height >= 44, `city buttons are ${chip.height}px tall`);
});
