import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// 西湖经典一日: 灵隐寺与飞来峰 (30.2408, 120.1012), then 岳王庙, 西泠印社, 浙江省博物馆, 雷峰塔.
const LINE = 'line-hz-classic-1d';

/** A speech engine standing in for the device's: what it is asked to say is kept in `window.__spoken`. */
function speechDouble() {
  const spoken = (window.__spoken = []);
  const calls = (window.__speechCalls = []);
  window.SpeechSynthesisUtterance = class {
    constructor(text) {
      this.text = text;
      this.lang = '';
      this.voice = null;
      this.onend = null;
      this.onerror = null;
    }
  };
  const engine = {
    speak: (u) => (spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.lang ?? null }), calls.push('speak')),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    cancel: () => calls.push('cancel'),
    getVoices: () => [{ lang: 'en-US', name: 'English' }, { lang: 'zh-CN', name: '普通话' }],
  };
  Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
}

journey('line map: the stops numbered on the offline map; a tapped number shows its stop', async (t) => {
  const { page } = await t.open();
  // The first page of a run may wait for the server's first answers on a busy machine.
  await page.goto(t.url(`/ver3/pages/line/lineDetail?id=${LINE}`), { timeout: 90_000 });
  await page.getByRole('heading', { level: 2, name: '西湖经典一日' }).waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: '在地图上看线路' }).click();
  await page.waitForURL(/\/pages\/line\/map\?id=line-hz-classic-1d/);
  await page.getByRole('heading', { level: 1, name: '线路地图' }).waitFor();
  await page.getByRole('region', { name: '西湖经典一日的线路地图，数字是站点顺序' }).waitFor();
  await page.locator('.yz-map-stop').nth(4).waitFor();
  assert.deepEqual(await page.locator('.yz-map-stop').allTextContents(), ['1', '2', '3', '4', '5']);
  // The route from stop to stop, over the provider's tiles.
  await page.locator('.leaflet-overlay-pane path[stroke="#c45f12"]').waitFor();
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await page.getByTitle('1 灵隐寺与飞来峰').click();
  const chosen = page.getByRole('region', { name: '选中的站点' });
  await chosen.getByText('第1站 · 第1天').waitFor();
  await chosen.getByRole('link', { name: /灵隐寺与飞来峰/ }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'line-map');
  await page.getByRole('button', { name: '第5站 · 第1天' }).click();
  await chosen.getByRole('link', { name: /雷峰塔/ }).click();
  await page.waitForURL(/\/pages\/poi\/detail\/site\?id=site-hz-leifeng-ta/);
});

journey('on the road: the line starts at stop 1 wherever the visitor stands, and goes on as they check in', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(`/ver3/pages/line/lineDetail?id=${LINE}`));
  await page.getByRole('link', { name: '出发了：下一站' }).waitFor();
  // SPEC §2: lat/lng in the address are the visitor's position — here, at 灵隐寺.
  await page.goto(t.url(`/ver3/pages/line/inTourLineInfo?id=${LINE}&lat=30.2408&lng=120.1012`));
  await page.getByRole('heading', { level: 1, name: '线路信息' }).waitFor();
  // Nothing done yet: stop 1, where the visitor stands, not the nearest stop after it.
  await page.getByRole('link', { name: '第1站 灵隐寺与飞来峰' }).first().waitFor();
  await page.getByRole('button', { name: '我到了，第1站打卡' }).click();
  const next = page.getByRole('link', { name: '第2站 岳王庙' }).first();
  await next.waitFor();
  await page.getByText('已打卡1/5站').waitFor();
  await page.getByText(/^距你直线约[\d.]+公里$/).first().waitFor();
  await page.getByText('开放时间：07:30-17:30').first().waitFor();
  await page.getByRole('link', { name: '第5站 雷峰塔' }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'line-on-the-road');
  await page.getByRole('link', { name: '去这一站' }).click();
  await page.waitForURL(/\/ver3\/open-location\?lat=/);
  await page.getByRole('heading', { level: 2, name: '岳王庙' }).waitFor();
});

journey('read aloud: a line’s story and a biography, in a Chinese voice, with pause and stop', async (t) => {
  const { page } = await t.open({ init: speechDouble });
  await page.goto(t.url(`/ver3/pages/line/lineDetail?id=${LINE}`));
  const control = page.getByRole('group', { name: '朗读：西湖经典一日' });
  await control.getByRole('button', { name: '朗读' }).click();
  await control.getByRole('button', { name: '暂停' }).waitFor();
  const spoken = await page.evaluate(() => window.__spoken);
  assert.ok(spoken.length >= 1 && spoken[0].text.startsWith('一天走遍西湖'), JSON.stringify(spoken));
  assert.ok(spoken.every((s) => s.lang === 'zh-CN' && s.voice === 'zh-CN'));
  await t.shot(page, 'line-read-aloud');
  await control.getByRole('button', { name: '暂停' }).click();
  await control.getByRole('button', { name: '继续' }).waitFor();
  await control.getByRole('button', { name: '停止' }).click();
  await control.getByRole('button', { name: '朗读' }).waitFor();
  assert.deepEqual((await page.evaluate(() => window.__speechCalls)).slice(-2), ['pause', 'cancel']);

  await page.goto(t.url('/ver3/pages/famous/peopledetail?id=person-lu-xun'));
  const bio = page.getByRole('group', { name: '朗读：鲁迅' });
  const button = bio.getByRole('button', { name: '朗读' });
  const box = await button.boundingBox();
  assert.ok(box.height >= 44 && box.width >= 88, `the read-aloud button is ${box.width}×${box.height}`);
  await button.click();
  await bio.getByText('正在朗读').waitFor();
  assert.ok((await page.evaluate(() => window.__spoken.length)) > 1);
  await t.shot(page, 'famous-read-aloud');
});

journey('read aloud is not offered where the browser has no speech', async (t) => {
  const { page } = await t.open({ init: () => delete window.speechSynthesis });
  await page.goto(t.url(`/ver3/pages/line/lineDetail?id=${LINE}`));
  await page.getByRole('heading', { level: 2, name: '西湖经典一日' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '朗读' }).count(), 0);
});

journey('line map and on the road in elder mode, and their not-there pages', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(`/ver3/pages/line/map?id=${LINE}`));
  await page.locator('.yz-map-stop').nth(4).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const num = await page.getByRole('button', { name: '第1站 · 第1天' }).boundingBox();
  assert.ok(num.height >= 56, `stop numbers are ${num.height}px tall`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'elder-line-map');
  await page.goto(t.url(`/ver3/pages/line/inTourLineInfo?id=${LINE}`));
  // The 浙里办 double stands at 30.2741, 120.1551 (武林): the nearest stop is next.
  await page.getByText(/^距你直线约[\d.]+公里$/).first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  await t.shot(page, 'elder-line-on-the-road');
  for (const path of ['/ver3/pages/line/map?id=nope', '/ver3/pages/line/inTourLineInfo']) {
    await page.goto(t.url(path));
    await page.getByText('没有找到这条线路').waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  }
});
