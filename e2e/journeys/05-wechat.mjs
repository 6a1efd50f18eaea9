import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { wxDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';

journey('inside WeChat the location comes from the wx bridge (gcj02)', async (t) => {
  const at = { lat: 29.8683, lng: 121.544 }; // Ningbo
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: at });
  const sign = page.waitForRequest((r) => r.url().endsWith('/wxShare'));
  await page.goto(t.url('/ver3/'));
  const req = await sign;
  assert.equal(req.method(), 'POST');
  assert.match(req.headers()['content-type'], /application\/x-www-form-urlencoded/);
  assert.equal(new URLSearchParams(req.postData()).get('url'), t.url('/ver3/'));

  if (!t.serverHas('/wxShare')) {
    // Without a signature the SDK cannot be configured: the chain falls back (IP, then the
    // Hangzhou station default) within 5 s and never calls wx.getLocation unsigned.
    t.note('the server has no /wxShare yet: checked the fallback to the default location');
    await until(page, () => JSON.parse(sessionStorage.getItem('youzhe.cityInfo') ?? 'null')?.source, null, 'a location', 8_000);
    const where = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
    assert.deepEqual([where.source, where.lat, where.lng], ['default', 30.2435, 120.182]);
    assert.equal(await page.evaluate(() => window.__wxCalls.length), 0);
    await page.getByText('未能获取位置，按杭州站为你推荐').waitFor();
    return;
  }

  await until(page, () => window.__wxCalls.some((c) => c[0] === 'getLocation'), null, 'wx.getLocation');
  const calls = await page.evaluate(() => window.__wxCalls);
  assert.deepEqual(calls.find((c) => c[0] === 'getLocation'), ['getLocation', 'gcj02']);
  const config = calls.find((c) => c[0] === 'config')[1];
  assert.equal(config.appId, 'wxe2e00000000000001');
  assert.match(config.signature, /^[0-9a-f]{40}$/);
  assert.ok(config.jsApiList.includes('getLocation'));
  await until(page, () => JSON.parse(sessionStorage.getItem('youzhe.cityInfo') ?? 'null')?.source === 'wechat', null, 'the wechat location');
  const where = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
  assert.deepEqual([where.lat, where.lng, where.cityId], [at.lat, at.lng, 1202]);
  await page.getByText(/^当前位置：宁波市/).waitFor();
  await page.getByRole('button', { name: /搜索宁波的酒店/ }).waitFor();
  await t.shot(page, 'wechat-location');
});

journey('inside WeChat a WECHATCODE link signs in with the code, once', async (t) => {
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: { lat: 30.2435, lng: 120.182 } });
  const codeLogins = [];
  page.on('request', (r) => r.url().endsWith('/ver3/api/wechat/v1/code/login') && codeLogins.push(r.postDataJSON()));
  await page.goto(t.url('/ver3/pages/hotel/index?WECHATCODE=e2e-code-1&user_id=sharer-7'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  assert.deepEqual(codeLogins, [{ code: 'e2e-code-1', user_id: 'sharer-7' }]);
  if (!t.serverHas('/ver3/api/wechat/v1/code/login')) {
    t.note('the server has no code login yet: checked the call only');
    return;
  }
  await until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')));
  assert.equal(record.wx_code, 'e2e-code-1');
  assert.equal(record.token_type, 'Bearer');
  // A reload of the same address does not spend the code again.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  assert.equal(codeLogins.length, 1);
});
