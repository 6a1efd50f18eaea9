import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

journey('my data: download everything as JSON, then delete the account after reading what goes', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/integral?openid=e2e-mydata-0001'));
  await signedIn(page);
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await page.getByRole('button', { name: '今日已签到' }).waitFor();
  const section = page.getByRole('region', { name: '我的数据' });
  await section.scrollIntoViewIfNeeded();
  await noSideways(page, 'integral with my data');
  await t.shot(page, 'mydata-section');

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: '下载我的数据' }).click()]);
  assert.match(download.suggestedFilename(), /^youzhe-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(await download.path(), 'utf8'));
  assert.equal(data.points_balance, 5);
  assert.equal(data.points[0].event, 'checkin');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  await section.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('alertdialog', { name: '确定注销账号吗？' });
  await dialog.waitFor();
  await dialog.scrollIntoViewIfNeeded();
  await noSideways(page, 'delete dialog');
  await t.shot(page, 'mydata-confirm');
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await until(page, () => location.pathname === '/ver3/' || location.pathname === '/ver3', null, 'home');
  // The old token is refused by the server from now on.
  const after = await page.request.get(t.url('/ver3/api/v3/me/export'), { headers: { Authorization: `Bearer ${token}` } });
  assert.equal((await after.json()).code, 40003);
});

journey('my data in elder mode (浙里办): larger buttons, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/tour/integral?openid=e2e-mydata-elder'));
  await signedIn(page);
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  const section = page.getByRole('region', { name: '我的数据' });
  await section.getByRole('button', { name: '注销账号' }).click();
  await section.getByRole('alertdialog').scrollIntoViewIfNeeded();
  await noSideways(page, 'elder my data');
  await t.shot(page, 'mydata-elder');
});
