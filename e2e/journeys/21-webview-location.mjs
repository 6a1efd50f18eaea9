import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// The e2e server lists pages.e2e.example for the web view (harness.mjs); the browser answers
// that host itself, so the frame loads a partner's page without any network.
const PARTNER = 'http://pages.e2e.example/welcome?from=youzhe';
const partnerPage = (context) =>
  context.route('http://pages.e2e.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><meta charset="utf-8"><title>合作伙伴</title><h1>合作伙伴的欢迎页</h1><p>这里是合作伙伴网站的内容。</p>',
    }),
  );
const webview = (url) => `/ver3/pages/webview/webview?url=${encodeURIComponent(url)}`;

journey('web view: a listed host opens in a sandboxed frame named above it', async (t) => {
  const { context, page } = await t.open();
  await partnerPage(context);
  // The first page of a run may wait for the server's first answers on a busy machine.
  await page.goto(t.url(webview(PARTNER)), { timeout: 90_000 });
  await page.getByRole('heading', { level: 1, name: '网页' }).waitFor({ timeout: 60_000 });
  await page.getByText('正在浏览：pages.e2e.example').waitFor();
  const frame = page.locator('iframe');
  assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-forms allow-popups');
  assert.equal(await frame.getAttribute('referrerpolicy'), 'no-referrer');
  assert.equal(await frame.getAttribute('src'), PARTNER);
  // The partner's page itself shows inside the frame (the frame policy lets it in).
  await page.frameLocator('iframe').getByRole('heading', { name: '合作伙伴的欢迎页' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await t.shot(page, 'webview-allowed');
});

journey('web view: other addresses are refused, naming the host; scripts, data and local addresses never load', async (t) => {
  const { context, page } = await t.open();
  const requested = [];
  context.on('request', (r) => requested.push(r.url()));

  await page.goto(t.url(webview('https://elsewhere.example/news?id=1')));
  await page.getByRole('heading', { level: 2, name: '这个网页不能在应用内打开' }).waitFor();
  await page.getByText('网站：elsewhere.example').waitFor();
  await page.getByText(/不在本应用可信任的网站名单里/).waitFor();
  assert.equal(await page.getByRole('link', { name: '在浏览器中打开' }).getAttribute('href'), 'https://elsewhere.example/news?id=1');
  assert.equal(await page.locator('iframe').count(), 0);
  await t.shot(page, 'webview-refused');

  for (const [url, why] of [
    ['javascript:alert(document.cookie)', /不是网页地址/],
    ['data:text/html,<script>alert(1)</script>', /不是网页地址/],
    [`${t.base}/ver3/`, /本地或内部网络地址/],
    ['http://2130706433/', /本地或内部网络地址/],
  ]) {
    await page.goto(t.url(webview(url)));
    await page.getByRole('heading', { level: 2, name: '这个网页不能在应用内打开' }).waitFor();
    await page.getByText(why).waitFor();
    assert.equal(await page.getByRole('link', { name: '在浏览器中打开' }).count(), 0, url);
    assert.equal(await page.locator('iframe').count(), 0, url);
    await page.getByRole('link', { name: '返回首页' }).waitFor();
  }
  await t.shot(page, 'webview-local-refused');
  assert.ok(!requested.some((u) => u.startsWith('http://2130706433') || u.startsWith('http://127.0.0.1/') || u.startsWith('data:text/html')), requested.join('\n'));

  await page.goto(t.url('/ver3/pages/webview/webview'));
  await page.getByText('没有要打开的网页地址').waitFor();
  assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.waitForURL((u) => new URL(u).pathname === '/ver3/');
});

journey('choose-location: a county, then a point on the map, becomes the location every page reads', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/choose-location'));
  await page.getByRole('heading', { level: 1, name: '选择位置' }).waitFor();
  await page.getByRole('group', { name: '选择城市' }).getByRole('button', { name: '宁波市' }).click();
  await page.getByRole('heading', { level: 2, name: '宁波市的区县' }).waitFor();
  await t.shot(page, 'choose-location');
  await page.getByRole('button', { name: '宁海县' }).click();
  await page.getByText('位置已设为宁波市 宁海县').waitFor();
  const where = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
  assert.deepEqual([where.city, where.cityId, where.district], ['宁波市', 1202, '宁海县']);

  // The home page now reads it (the location chain finds it in the session).
  await page.goto(t.url('/ver3/'));
  await page.getByText(/当前位置：宁波市.*宁海县/).waitFor();

  // A point on the offline map of 杭州: tap, then use it.
  await page.goto(t.url('/ver3/choose-location'));
  await page.getByRole('group', { name: '选择城市' }).getByRole('button', { name: '杭州市' }).click();
  const map = page.getByRole('region', { name: '杭州市地图，点一下选择位置' });
  await map.scrollIntoViewIfNeeded();
  await page.locator('.yz-map-county').first().waitFor({ state: 'attached' });
  const use = page.getByRole('button', { name: '用这个位置' });
  assert.ok(await use.isDisabled());
  const box = await map.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('.yz-map-pin').waitFor();
  await use.click();
  await page.getByText(/^位置已设为杭州市/).waitFor();
  const point = await page.evaluate(() => JSON.parse(sessionStorage.getItem('youzhe.cityInfo')));
  assert.equal(point.cityId, 1201);
  assert.ok(Math.abs(point.lat - 30.3) < 0.6 && Math.abs(point.lng - 120.0) < 0.8, JSON.stringify(point));
  await t.shot(page, 'choose-location-point');
});

journey('open-location: a point on the offline map with its name and address, and the map apps', async (t) => {
  const { page } = await t.open();
  // From a place's map, "open in a map app" leads here.
  await page.goto(t.url('/ver3/pages/tour/map?id=scenic-hz-xihu'));
  await page.getByRole('heading', { level: 2, name: '西湖' }).first().waitFor();
  await page.getByRole('link', { name: '在地图应用中打开' }).click();
  await page.waitForURL(/\/ver3\/open-location\?lat=/);
  await page.getByRole('heading', { level: 1, name: '查看位置' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '西湖风景名胜区' }).waitFor();
  await page.getByText('杭州市西湖区龙井路1号').waitFor();
  await page.getByRole('region', { name: '西湖风景名胜区的位置地图' }).waitFor();
  await page.locator('.yz-map-pin').waitFor();
  for (const [name, start] of [
    ['高德地图', 'https://uri.amap.com/marker?position=120.'],
    ['百度地图', 'https://api.map.baidu.com/marker?location=30.'],
    ['腾讯地图', 'https://apis.map.qq.com/uri/v1/marker?marker=coord:30.'],
    ['Apple 地图', 'https://maps.apple.com/?ll=30.'],
  ]) {
    const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
    assert.ok(href.startsWith(start), `${name}: ${href}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'open-location');

  await page.goto(t.url('/ver3/open-location?lat=x'));
  await page.getByText('没有要查看的位置').waitFor();
  await page.getByRole('link', { name: '返回首页' }).waitFor();
});

journey('location pages and the web view in elder mode', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(`/ver3/open-location?lat=30.2437&lng=120.1505&name=${encodeURIComponent('断桥残雪')}&address=${encodeURIComponent('杭州市西湖区北山街')}`));
  await page.getByRole('heading', { level: 2, name: '断桥残雪' }).waitFor();
  await page.locator('.yz-map-pin').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const link = await page.getByRole('link', { name: '高德地图' }).boundingBox();
  assert.ok(link.height >= 56, `map app links are ${link.height}px tall`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'elder-open-location');
  await page.goto(t.url('/ver3/choose-location'));
  await page.getByRole('button', { name: '湖州市' }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'elder-choose-location');
  await page.goto(t.url(webview('https://elsewhere.example/')));
  await page.getByRole('heading', { level: 2, name: '这个网页不能在应用内打开' }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'elder-webview-refused');
});
