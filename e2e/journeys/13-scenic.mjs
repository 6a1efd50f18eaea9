import assert from 'node:assert/strict';
import { tilesAsked } from '../fakes/tiles.mjs';
import { journey, until } from '../journey.mjs';

// 西湖风景名胜区 (data/zhejiang/places.jsonl): a 5A scenic area, open all day, free, with four
// generated illustrations as its photos and Hangzhou's county outlines around it.
const NAME = '西湖风景名胜区';
const ID = 'scenic-hz-xihu';

/**
 * Home → global search → the West Lake page. The home page's own search field searches
 * stays only (hotel/search), so the visitor takes the home page's 全局搜索 entry, which
 * searches every kind of place.
 */
async function searchToWestLake(t, page, keyword) {
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  await page.getByRole('link', { name: '全局搜索', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: '搜索' }).waitFor();
  await page.getByRole('combobox', { name: '搜索景点、酒店、美食、人物' }).fill(keyword);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: '搜索结果' }).waitFor();
  const hit = page.getByRole('link', { name: new RegExp(NAME) }).first();
  await hit.waitFor();
  assert.match(await hit.textContent(), /5A景区/, `${keyword}: the hit says it is a 5A scenic area`);
  await t.shot(page, `scenic-search-${keyword}`);
  await hit.click();
  await page.getByRole('heading', { level: 1, name: '景区详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: NAME }).waitFor();
  const url = new URL(page.url());
  assert.equal(url.pathname, '/ver3/pages/poi/detail/scenic');
  assert.equal(url.searchParams.get('id'), ID);
}

journey('scenic: search 西湖 from home, the West Lake page, its album and its offline map', async (t) => {
  const { page } = await t.open();
  // The map must need nothing beyond our own server: no tiles, no fonts, no scripts elsewhere.
  const foreign = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(t.base) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });

  await searchToWestLake(t, page, '西湖');

  // The scenic page: grade, hours, free ticket, people, photos, nearby food.
  await page.getByText('5A景区', { exact: true }).first().waitFor();
  const facts = page.getByRole('region', { name: '基本信息' });
  await facts.getByText('全天开放').waitFor();
  await facts.getByText('免费', { exact: true }).waitFor();
  await facts.getByText('未公开电话').waitFor();
  await page.getByRole('region', { name: '门票信息' }).getByText('本平台不在线售票', { exact: false }).waitFor();
  const people = page.getByRole('region', { name: '相关名人' }).getByRole('link');
  assert.ok((await people.count()) >= 1, 'famous people linked to West Lake are listed');
  assert.match(await people.first().getAttribute('href'), /^\/ver3\/pages\/famous\/peopledetail\?id=person-/);
  await page.getByRole('region', { name: '附近美食' }).getByRole('link', { name: /楼外楼/ }).waitFor();
  await page.getByText(/^信息来源：/).waitFor();
  await t.shot(page, 'scenic-detail');

  // The album from the header photo: an index, a caption, the illustration notice; the
  // buttons, a swipe and a double tap all work.
  await page.getByRole('link', { name: `查看${NAME}的相册，示意图4张` }).click();
  await page.getByRole('heading', { level: 1, name: '相册' }).waitFor();
  await page.getByText('1 / 4', { exact: true }).waitFor();
  await page.getByText('示意图：暂无实拍照片').waitFor();
  await page.getByText('示意图 · 全景').waitFor();
  await page.getByRole('button', { name: '下一张' }).click();
  await page.getByText('2 / 4', { exact: true }).waitFor();
  const frame = page.getByRole('group', { name: `${NAME}的相册` });
  const box = await frame.boundingBox();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.85, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 6 });
  await page.mouse.up();
  await page.getByText('3 / 4', { exact: true }).waitFor();
  const zoomOut = page.getByRole('button', { name: '缩小' });
  assert.equal(await zoomOut.isDisabled(), true, 'at rest the photo cannot zoom out');
  await page.mouse.dblclick(box.x + box.width / 2, y);
  await until(page, () => !document.querySelector('button[aria-label="缩小"]')?.disabled, undefined, 'a double tap zooms in');
  await t.shot(page, 'scenic-album');

  // Back on the place, its map: the county outlines of Hangzhou drawn as the basemap, the
  // place's marker with its name, and nothing fetched from anywhere else.
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 2, name: NAME }).waitFor();
  await page.getByRole('button', { name: `在地图上查看${NAME}` }).click();
  await page.getByRole('heading', { level: 1, name: '地图' }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), ID);
  const map = page.getByRole('region', { name: `${NAME}的位置地图` });
  await map.getByTitle(NAME).waitFor();
  await until(page, () => document.querySelectorAll('.leaflet-overlay-pane path').length >= 10, undefined, 'the county outlines');
  // The provider's tiles under the outlines, through our tile proxy (the key stays on the
  // server), with the provider's words in the corner.
  await until(page, () => document.querySelectorAll('.leaflet-tile-loaded').length > 0, undefined, 'map tiles');
  const srcs = await page.locator('.leaflet-tile').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  assert.ok(srcs.every((src) => /\/ver3\/api\/v3\/tiles\/\d+\/\d+\/\d+$/.test(new URL(src, t.base).pathname)), srcs.join(' '));
  assert.ok(srcs.every((src) => !src.includes('e2e-tile-key')));
  assert.ok(tilesAsked.length > 0 && tilesAsked.every((a) => a.key === 'e2e-tile-key'));
  await map.getByText('测试底图').waitFor();
  await map.getByText(NAME).waitFor(); // the marker's label
  await page.getByText('地图仅供查看方位；导航请用地图应用。').waitFor();
  // The map apps take over on /open-location, which offers each of them.
  assert.match(await page.getByRole('link', { name: '在地图应用中打开' }).getAttribute('href'), /^\/ver3\/open-location\?lat=30\.\d+&lng=120\.\d+&name=/);
  // Nearby places as markers, and zooming out to the whole city shows the county names.
  await until(page, () => document.querySelectorAll('.yz-map-near').length > 0, undefined, 'nearby markers');
  await page.getByRole('button', { name: '全市' }).click();
  await map.getByText('淳安县').waitFor();
  await t.shot(page, 'scenic-map-city');
  await page.getByRole('button', { name: '回到地点' }).click();
  await t.shot(page, 'scenic-map');
  assert.deepEqual(foreign, [], 'nothing fetched from outside our server');
});

journey('scenic: the same search in pinyin, xihu, finds West Lake too', async (t) => {
  const { page } = await t.open();
  await searchToWestLake(t, page, 'xihu');
  // The photo grid from the photos strip, and a photo in it opens the album at that photo.
  await page.getByRole('region', { name: '相册' }).getByRole('link', { name: '全部4张' }).click();
  await page.getByRole('heading', { level: 1, name: '相册' }).waitFor();
  await page.getByRole('heading', { level: 2, name: `${NAME}（4张）` }).waitFor();
  await page.getByRole('link', { name: '查看第3张，共4张' }).click();
  await page.getByText('3 / 4', { exact: true }).waitFor();
  await page.getByText('示意图 · 细节').waitFor();
});
