import assert from 'node:assert/strict';
import { zwDouble } from '../doubles.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';
import { waitForCode } from '../helpers/sms.mjs';
import { agree } from '../helpers/consent.mjs';

// Phone sign-in outside WeChat (docs/IDENTITY.md): the server sends codes to the loopback SMS
// fake the harness starts, and the journey reads them as a visitor reads their phone.
const BACK = '/ver3/pages/tour/nearby';
const signInPage = `/ver3/pages/login/phone?back=${encodeURIComponent(BACK)}`;

async function noWiderThanThePhone(page, what) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `${what} is ${wide}px wide`);
}

journey('phone sign-in in a plain browser: a code by SMS, a wrong code refused, then signed in and back', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(signInPage));
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '短信验证码登录' }).waitFor();
  const phone = page.getByRole('textbox', { name: '手机号', exact: true });
  const code = page.getByRole('textbox', { name: '验证码', exact: true });
  assert.equal(await code.getAttribute('inputmode'), 'numeric');
  assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
  await noWiderThanThePhone(page, 'the sign-in page');
  await t.shot(page, 'phone-login');

  // Not a mainland mobile: said at once, nothing sent.
  await phone.fill('12345');
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).waitFor();
  await t.shot(page, 'phone-login-bad-number');

  await phone.fill('13800138000');
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor();
  await page.getByText('验证码已发送至 138****8000，5分钟内有效').waitFor();
  const right = await waitForCode('13800138000');
  await noWiderThanThePhone(page, 'the sign-in page counting down');
  await t.shot(page, 'phone-login-code-sent');

  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '登录未成功' }).waitFor();
  // The server's own reason is shown too (how many tries are left).
  await page.getByText(/验证码不正确，还可再试4次/).waitFor();
  await t.shot(page, 'phone-login-wrong-code');

  await code.fill(right);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === BACK);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);
  assert.ok(token, 'the token record is stored where every sign-in keeps it');
  const me = await page.evaluate(
    (tok) => fetch('/ver3/api/v3/http/getUserInfo', { headers: { Authorization: `Bearer ${tok}` } }).then((r) => r.json()),
    token,
  );
  assert.equal(me.code, 0, JSON.stringify(me));
  await t.shot(page, 'phone-login-back-signed-in');
});

journey('phone sign-in in elder mode: larger text and touch targets, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(signInPage));
  await page.getByRole('heading', { level: 2, name: '短信验证码登录' }).waitFor();
  await until(page, () => document.documentElement.classList.contains('elder'), undefined, 'elder mode');
  const box = await page.getByRole('button', { name: '登录', exact: true }).boundingBox();
  assert.ok(box && box.height >= 56, `the sign-in button is ${box?.height}px tall`);
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13900139000');
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor();
  await waitForCode('13900139000');
  await noWiderThanThePhone(page, 'the elder sign-in page');
  await t.shot(page, 'phone-login-elder');
});

journey('a page that needs a visitor leads a plain browser to phone sign-in and back to it, signed in', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/collect'));
  await page.getByRole('heading', { level: 2, name: '登录后查看' }).waitFor();
  await page.getByRole('button', { name: '手机号登录' }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/login/phone' && u.searchParams.get('back') === '/ver3/pages/tour/collect');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13700137000');
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await waitForCode('13700137000');
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/tour/collect');
  await page.getByRole('heading', { level: 1, name: '我的收藏' }).waitFor();
  await until(page, () => !document.getElementById('mine-signin-title'), undefined, 'the collect page signed in');
  await noWiderThanThePhone(page, 'the collect page');
  await t.shot(page, 'phone-login-back-on-collect');
});
