import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { agree } from '../helpers/consent.mjs';
import { waitForCode } from '../helpers/sms.mjs';
import { noSideways } from './10-hotel.mjs';

// What a signed-out visitor tapped is done once they are back from signing in, without a
// second tap (docs/FRONTEND.md, "Intent kept through sign-in"): 收藏 on a place, then a
// correction written signed out. A reload afterwards repeats nothing.
const PLACE = '西湖风景名胜区';
const DETAIL = '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu';
const FORM = '/ver3/pages/newcate/error?kind=place&id=scenic-hz-xihu';

async function signInByPhone(page, t, phone, shot) {
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode(phone));
  if (shot) await t.shot(page, shot);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

journey('signed out, 收藏 and a correction lead to sign-in and are done on coming back, once', async (t) => {
  const { page } = await t.open();
  const saves = [];
  const sends = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/ver3/api/v3/favourites/place/scenic-hz-xihu')) saves.push(r.url());
    if (r.method() === 'POST' && r.url().endsWith('/ver3/api/v3/corrections')) sends.push(r.url());
  });

  // 收藏 signed out: off to sign in, and back on the place it is saved.
  await page.goto(t.url(DETAIL));
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
  const heart = page.getByRole('button', { name: '收藏' });
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  await t.shot(page, 'intent-heart-signed-out');
  await heart.click();
  await signInByPhone(page, t, '13800138062', 'intent-sign-in');
  await page.waitForURL((u) => u.pathname + u.search === DETAIL);
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
  await until(page, () => document.querySelector('.yz-heart')?.getAttribute('aria-pressed') === 'true', null, 'the heart saved on coming back');
  await page.getByRole('button', { name: '收藏' }).getByText('已收藏').waitFor();
  assert.equal(saves.length, 1, 'saved once, without a second tap');
  await noSideways(page, 'the place, saved');
  await t.shot(page, 'intent-heart-saved');

  // A reload repeats nothing; the favourites list holds the place.
  await page.reload();
  await until(page, () => document.querySelector('.yz-heart')?.getAttribute('aria-pressed') === 'true', null, 'the saved heart after a reload');
  assert.equal(saves.length, 1, 'a reload does not save again');
  await page.goto(t.url('/ver3/pages/tour/collect'));
  await page.getByRole('heading', { level: 1, name: '我的收藏' }).waitFor();
  await page.getByRole('link', { name: new RegExp(PLACE) }).waitFor();
  await t.shot(page, 'intent-collect');

  // A correction written signed out (another visitor on the same phone) is sent after signing in.
  await page.evaluate(() => localStorage.removeItem('youzhe.login'));
  await page.goto(t.url(FORM));
  await page.getByRole('heading', { level: 2, name: `纠错：${PLACE}` }).waitFor();
  await page.getByRole('button', { name: '关门了', exact: true }).click();
  await page.getByRole('textbox', { name: '说明' }).fill('大门贴了停业通知');
  await page.getByText('登录后可以添加照片').waitFor();
  const send = page.getByRole('button', { name: '登录后提交' });
  const box = await send.boundingBox();
  assert.ok(box && box.height >= 44, `the send button is ${box?.height}px tall`);
  await noSideways(page, 'the correction form, signed out');
  await t.shot(page, 'intent-correction-signed-out');
  await send.click();
  await signInByPhone(page, t, '13800138063');
  await page.waitForURL((u) => u.pathname + u.search === FORM);
  await page.getByText(/已收到，谢谢/).waitFor();
  await page.getByRole('region', { name: '我的纠错' }).getByText('已收到', { exact: true }).waitFor();
  assert.equal(sends.length, 1, 'sent once, without a second tap');
  await t.shot(page, 'intent-correction-sent');
  await page.reload();
  await page.getByRole('button', { name: '提交', exact: true }).waitFor();
  await page.waitForTimeout(500);
  assert.equal(sends.length, 1, 'a reload does not send again');
});
