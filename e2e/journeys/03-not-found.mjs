import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

journey('an unknown path shows the 404 page and logs a 404', async (t) => {
  const { page, consoleMessages } = await t.open();
  const res = await page.goto(t.url('/ver3/pages/nowhere/at-all?x=1'));
  assert.equal(res.status(), 200); // history mode: the shell answers, the app decides
  await page.getByRole('heading', { name: '页面走丢了' }).waitFor();
  assert.equal(await page.title(), '页面不存在');
  assert.ok(consoleMessages.some((m) => m.text.includes('404') && m.text.includes('/ver3/pages/nowhere/at-all')));
  await page.getByRole('link', { name: '返回首页' }).waitFor();
  await t.shot(page, 'not-found');
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
});

journey('pages/error/404 is a page of its own', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/error/404'));
  await page.getByRole('heading', { name: '页面走丢了' }).waitFor();
});
