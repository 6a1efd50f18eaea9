// The travel-persona test (docs/QUIZ.md) at 390 px: cover → six questions → a persona with
// a shipped line and places and a share poster → the shared result opened by someone not
// signed in; and the cover and a result in 浙里办's elder mode.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

/** Takes the test choosing the second option every time (which adds up to 水乡漫游家). */
async function takeTest(page) {
  await page.getByRole('link', { name: '开始测试' }).click();
  for (let i = 1; i <= 6; i++) {
    await page.getByText(`${i} / 6`, { exact: true }).waitFor();
    await page.locator('.quiz-option').nth(1).click();
  }
  await page.waitForURL(/\/pages\/spring\/result\?id=/);
  await page.getByRole('heading', { level: 2, name: '水乡漫游家' }).waitFor();
  // The sending mask fades once the answer is in.
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'hidden' });
  return new URL(page.url()).searchParams.get('id');
}

journey('persona: the test, a persona with a line and places, a poster, and the shared result', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/spring/banner?openid=e2e-persona-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '测测你的旅行人格' }).waitFor();
  await page.getByText('海岛追风人').waitFor();
  await noSideways(page, 'persona banner');
  await t.shot(page, 'persona-banner');
  const id = await takeTest(page);
  await page.getByRole('link', { name: /乌镇西塘水乡两日/ }).waitFor();
  await page.getByRole('link', { name: '乌镇', exact: true }).waitFor();
  await noSideways(page, 'persona result');
  await t.shot(page, 'persona-result');
  await page.getByRole('button', { name: '生成分享海报' }).click();
  const poster = page.locator('img.quiz-poster');
  await poster.waitFor();
  assert.match(await poster.getAttribute('src'), /^data:image\/png;base64,/);
  await poster.scrollIntoViewIfNeeded();
  await t.shot(page, 'persona-poster');

  // A friend opens the shared link without signing in.
  const friend = await t.open();
  await friend.page.goto(t.url(`/ver3/pages/spring/result2?id=${id}`));
  await friend.page.getByRole('heading', { level: 2, name: '水乡漫游家' }).waitFor();
  await friend.page.getByRole('link', { name: '我也来测一测' }).waitFor();
  assert.equal(await friend.page.getByRole('button', { name: '生成分享海报' }).count(), 0);
  await t.shot(friend.page, 'persona-shared');
  await friend.page.getByRole('link', { name: '乌镇', exact: true }).click();
  await friend.page.waitForURL(/\/pages\/poi\/detail\/scenic\?id=scenic-jx-wuzhen/);
});

journey('persona in elder mode: the cover, the test and the result', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/spring/banner?openid=e2e-persona-0002'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '测测你的旅行人格' }).waitFor();
  await t.shot(page, 'persona-elder-banner');
  await takeTest(page);
  await noSideways(page, 'elder persona result');
  await t.shot(page, 'persona-elder-result');
});
