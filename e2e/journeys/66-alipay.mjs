// Inside Alipay (docs/WEBVIEW.md, docs/IDENTITY.md "Alipay"): the twins of the WeChat
// journeys. Location, the share card and the map go through AlipayJSBridge (a double,
// doubles.mjs); sign-in is Alipay's code, exchanged by the server at the loopback fake
// gateway (fakes/alipay-gateway.mjs), which checks the server's RSA2 signature.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { alipayDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways, themeToFacilities } from './10-hotel.mjs';

const LOGIN = '/ver3/api/alipay/v1/code/login';

journey('inside Alipay the location comes from AlipayJSBridge', async (t) => {
  const at = { lat: 29.8683, lng: 121.544 }; // Ningbo
  const { page } = await t.open({ userAgent: UA.alipay, init: alipayDouble, initArg: { at } });
  await page.goto(t.url('/ver3/'));
  await until(page, () => window.__alipayCalls?.some((c) => c[0] === 'getLocation'), null, 'AlipayJSBridge getLocation');
  await until(page, () => JSON.parse(sessionStorage.getItem('youzhe.cityInfo') ?? 'null')?.source === 'device', null, 'the Alipay location');
  const where = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
  assert.deepEqual([where.lat, where.lng, where.cityId], [at.lat, at.lng, 1202]);
  await page.getByText(/^当前位置：宁波市/).waitFor();
  await page.getByRole('button', { name: /搜索宁波的酒店/ }).waitFor();
  await noSideways(page, 'alipay home');
  await t.shot(page, 'alipay-location');
});

journey('inside Alipay a page that needs a visitor signs in with Alipay and stays on it', async (t) => {
  const { page } = await t.open({ userAgent: UA.alipay, init: alipayDouble, initArg: { at: { lat: 30.2435, lng: 120.182 }, account: '6601' } });
  const logins = [];
  page.on('request', (r) => r.url().endsWith(LOGIN) && logins.push(r.postDataJSON()));
  await page.goto(t.url('/ver3/pages/tour/collect'));
  await page.getByRole('heading', { level: 2, name: '登录后查看' }).waitFor();
  await t.shot(page, 'alipay-sign-in-offered');
  await page.getByRole('button', { name: '支付宝授权登录' }).click();
  // Signed in where they stood: no sign-in page, the collect page again with the account.
  await until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
  await page.getByRole('heading', { level: 1, name: '我的收藏' }).waitFor();
  await until(page, () => !document.getElementById('mine-signin-title'), undefined, 'the collect page signed in');
  assert.equal(new URL(page.url()).pathname, '/ver3/pages/tour/collect');
  const ask = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.alipayAuthAsked')));
  assert.deepEqual(ask, { appId: '2021000000000e2e', scopeNicks: ['auth_base'] });
  assert.equal(logins.length, 1);
  assert.match(logins[0].auth_code, /^ali-6601-/);
  // The gateway was asked once, signed (the fake refuses anything else).
  assert.equal(t.alipay.calls.at(-1).sign_type, 'RSA2');

  // The same Alipay account is the same visitor next time, and the account page says how
  // they are signed in.
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).uid);
  await page.goto(t.url('/ver3/pages/tour/integral'));
  await page.getByText('已用支付宝登录').waitFor();
  await page.evaluate(() => localStorage.removeItem('youzhe.login'));
  await page.goto(t.url('/ver3/pages/tour/collect'));
  // Signing in reloads the page where it stands; the mark set here is gone once it has, so
  // nothing below reads a page that is about to be replaced.
  await page.evaluate(() => (window.__beforeSecondLogin = true));
  await page.getByRole('button', { name: '支付宝授权登录' }).click();
  await until(page, () => !window.__beforeSecondLogin && JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token && !document.getElementById('mine-signin-title'), null, 'the second login, the page reloaded signed in');
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).uid), uid);
  await noSideways(page, 'alipay collect signed in');
  await t.shot(page, 'alipay-signed-in');
});

journey('elder mode inside Alipay: the visitor’s own choice, larger text, nothing wider than the phone', async (t) => {
  const elder = () => localStorage.setItem('youzhe.elderMode', 'elder');
  const { page, context } = await t.open({ userAgent: UA.alipay, init: alipayDouble, initArg: { at: { lat: 30.2592, lng: 120.1631 } } });
  await context.addInitScript(elder);
  await page.goto(t.url('/ver3/'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  const { name } = await themeToFacilities(t, page, 'alipay-elder');
  const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  assert.ok(body >= 18, `elder body text is ${body}px`);
  const title = await page.getByRole('heading', { level: 2, name }).evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  assert.ok(title >= 24, `elder place name is ${title}px`);
  await noSideways(page, 'alipay elder facilities');
  await t.shot(page, 'alipay-elder-facilities');
});

journey('inside Alipay: theme → hotel → facilities, the hotel as the share card, and the map opens through Alipay', async (t) => {
  const { page } = await t.open({ userAgent: UA.alipay, init: alipayDouble, initArg: { at: { lat: 30.2592, lng: 120.1631 } } });
  const { name } = await themeToFacilities(t, page, 'alipay');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '酒店详情' }).waitFor();
  // Alipay's share button (top right) sends the hotel, linking back to it.
  await until(page, () => window.__alipayCalls.some((c) => c[0] === 'showOptionMenu'), null, 'the share button');
  await page.evaluate(() => document.dispatchEvent(new Event('optionMenu')));
  await until(page, () => window.__alipayCalls.some((c) => c[0] === 'share'), null, 'the share panel');
  const [, shared] = await page.evaluate(() => window.__alipayCalls.findLast((c) => c[0] === 'share'));
  const id = new URL(page.url()).searchParams.get('id');
  assert.deepEqual(shared.channels.map((c) => c.name), ['ALPContact', 'ALPTimeLine', 'Weixin', 'WeixinTimeLine']);
  const card = shared.channels[0].param;
  assert.equal(card.title, name);
  assert.ok(card.content.length > 0, 'the card has a summary');
  assert.ok(card.url.startsWith(t.base) && card.url.includes(encodeURIComponent(id)), `the card links to the hotel: ${card.url}`);
  assert.ok(card.imageUrl.startsWith(t.base), `the card has the hotel's picture: ${card.imageUrl}`);
  // Alipay's own map opens on the hotel.
  await page.getByRole('button', { name: `在地图上查看${name}` }).click();
  await until(page, () => window.__alipayCalls.some((c) => c[0] === 'openLocation'), null, 'AlipayJSBridge openLocation');
  const [, target] = await page.evaluate(() => window.__alipayCalls.find((c) => c[0] === 'openLocation'));
  assert.equal(target.name, name);
  const [lat, lng] = [Number(target.latitude), Number(target.longitude)];
  assert.ok(lat > 27 && lat < 31.5 && lng > 118 && lng < 123, 'the hotel is in Zhejiang');
});
