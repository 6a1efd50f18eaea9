import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';

// A stand-in for WeChat's JS-SDK, installed before the app starts, as WeChat would.
function wxDouble(at) {
  const calls = (window.__wxCalls = []);
  let onReady = () => {};
  window.wx = {
    config: (o) => (calls.push(['config', o]), setTimeout(() => onReady(), 0)),
    ready: (cb) => (onReady = cb),
    error: () => {},
    getLocation: (o) => (calls.push(['getLocation', o.type]), o.success({ latitude: at.lat, longitude: at.lng })),
    openLocation: (o) => (calls.push(['openLocation', o]), o.success?.()),
    chooseImage: (o) => (calls.push(['chooseImage', o]), o.success({ localIds: [] })),
  };
}

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
  assert.ok(calls.find((c) => c[0] === 'config')[1].jsApiList.includes('getLocation'));
  await until(page, () => JSON.parse(sessionStorage.getItem('youzhe.cityInfo') ?? 'null')?.source === 'wechat', null, 'the wechat location');
  const where = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
  assert.equal(where.lat, at.lat);
  assert.equal(where.lng, at.lng);
  await page.getByText(/^当前位置/).waitFor();
  await t.shot(page, 'wechat-location');
});
