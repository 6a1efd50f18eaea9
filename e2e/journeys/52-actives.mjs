// The campaign hub and pages (docs/CAMPAIGN_PAGES.md) at 390 px: actives/index shows the
// shipped samples under 进行中 with their dates and 示例, each card opening the page the server
// names for it (the stamp cards their stamp pages, the photo contest actives/huawei), and the
// way to 露营 with the next camping event the camping API reports; the
// two generic layouts (active1 poster, active2 task list) render a generic campaign and a
// check-in then a draw works through each; the 遂昌 festival shows its line-up, the schedule
// by day and stage, the venue on the offline map with the way there, and nearby places.
// Then 浙里办's elder mode on the hub, a layout and the festival.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

const SAMPLES = {
  'sample-lucky-draw': ['/ver3/pages/actives/active1?id=sample-lucky-draw', '活动'],
  'sample-task-draw': ['/ver3/pages/actives/active2?id=sample-task-draw', '活动'],
  'sample-suichang-festival': ['/ver3/pages/actives/suichang?id=sample-suichang-festival', '遂昌音乐节'],
  'sample-quiz': ['/ver3/pages/custom/answer/index', '答题'],
  'sample-persona': ['/ver3/pages/spring/banner', '春日测试'],
  'sample-blindbox': ['/ver3/pages/custom/huawei/index', '自驾盲盒'],
  'sample-qixi': ['/ver3/pages/custom/qixi/index', '七夕有约'],
  'sample-shop': ['/ver3/pages/actives/shop', '好物'],
  'sample-stamps-ninghai': ['/ver3/pages/custom/ninghai/activestart', '宁海集章'],
  'sample-stamps-yunhe': ['/ver3/pages/custom/yunhe/active', '云和集章卡'],
  'sample-stamps-food': ['/ver3/pages/custom/food/index', '美食集章卡'],
  'sample-photo-journey': ['/ver3/pages/actives/huawei', '影像之旅'],
};
/** What a card calls its campaign where it is not the plain 抽奖. */
const KIND = {
  'sample-stamps-ninghai': '集章',
  'sample-stamps-yunhe': '集章',
  'sample-stamps-food': '集章',
  'sample-photo-journey': '摄影大赛',
  'sample-suichang-festival': '音乐节',
};

/** The camping entry shows the soonest event taking sign-ups (as the camping API reports it), else says there is none. */
async function campingEntry(page, where) {
  const region = page.getByRole('region', { name: '露营活动' });
  const link = region.getByRole('link');
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), '/ver3/pages/actives/camping', where);
  const events = await page.evaluate(async () => (await (await fetch('/ver3/api/v3/camping/events')).json()).data);
  const next = events.filter((e) => e.open).sort((a, b) => a.starts.localeCompare(b.starts) || a.id.localeCompare(b.id))[0];
  if (next) {
    await region.getByText(`最近可报名：${next.title}`).waitFor();
    await region.getByText(`剩余 ${next.seatsLeft} / ${next.capacity} 个名额`, { exact: false }).waitFor();
  } else {
    await region.getByText('暂无可报名的露营活动，先看看营地').waitFor();
  }
  const box = await link.boundingBox();
  assert.ok(box && box.height >= 44 && box.width <= 390, `${where}: the camping card is ${box?.width}×${box?.height}`);
  return { region, link };
}

async function oneH1(page, name) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one h1');
}

async function tallEnough(page, selector, where) {
  for (const b of await page.locator(selector).all()) {
    const box = await b.boundingBox();
    if (box) assert.ok(box.height >= 44, `${where}: a control is ${box.height}px tall`);
  }
}

/** The daily check-in of the campaign's tasks, then one draw; the page shows the server's outcome. */
async function checkInAndDraw(page, drawName) {
  const panel = page.locator('.cmp-chances');
  const checkin = panel.locator('[data-task="checkin"]').getByRole('button');
  await checkin.waitFor();
  // The button reads 签到, disabled, until today's state has loaded: wait for it to be
  // pressable or done before deciding.
  await until(page, () => {
    const b = document.querySelector('.cmp-chances [data-task="checkin"] button');
    return b && (!b.disabled || b.textContent === '今日已签到');
  }, null, "today's check-in state");
  if ((await checkin.textContent()) === '签到') await checkin.click();
  await panel.locator('[data-task="checkin"]').getByRole('button', { name: '今日已签到' }).waitFor();
  // The chances are read again after the press answers: wait for the new count, not the first.
  await until(page, () => Number(document.querySelector('[data-testid="chances-left"]')?.textContent?.match(/\d+/)?.[0]) >= 1, null, 'a chance from the check-in');
  const left = Number((await page.getByTestId('chances-left').textContent()).match(/\d+/)[0]);
  await page.getByRole('button', { name: drawName, exact: true }).click();
  await page.getByText(/恭喜！抽中|很遗憾，这次没有抽中/).waitFor({ timeout: 15_000 });
  await until(page, (n) => Number(document.querySelector('[data-testid="chances-left"]')?.textContent?.match(/\d+/)?.[0]) === n - 1, left, 'one chance spent');
}

journey('campaign hub: the samples by state, each opening its page; active1 and active2 draw; the festival’s line-up, map and nearby', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/actives/index?openid=e2e-actives-0001'));
  await signedIn(page);
  await oneH1(page, '活动');
  const running = page.getByRole('region', { name: /^进行中/ });
  for (const [id, [href]] of Object.entries(SAMPLES)) {
    const card = running.locator(`[data-campaign="${id}"]`);
    await card.waitFor();
    assert.equal(await card.getAttribute('href'), href, id);
    await card.getByText('示例', { exact: true }).waitFor();
    assert.match(await card.textContent(), /\d{4}-\d{2}-\d{2} 结束/, `${id} says when it ends`);
    if (KIND[id]) assert.equal(await card.locator('.act-kind').textContent(), KIND[id], `${id}'s kind`);
  }
  await page.getByRole('region', { name: /^即将开始/ }).waitFor();
  await page.getByRole('region', { name: /^已结束/ }).waitFor();
  await tallEnough(page, '.act-card', 'hub');
  await noSideways(page, 'hub');
  await t.shot(page, 'actives-hub');
  // The way to 露营, then its page.
  const yunhe = running.locator('[data-campaign="sample-stamps-yunhe"]');
  await yunhe.scrollIntoViewIfNeeded();
  await t.shot(page, 'actives-hub-stamps');
  const camping = await campingEntry(page, 'hub');
  await camping.link.click();
  await until(page, (p) => location.pathname === p, '/ver3/pages/actives/camping', 'the camping page opened');
  await oneH1(page, '露营');
  // Every sample's card opens its page.
  for (const [id, [href, title]] of Object.entries(SAMPLES)) {
    await page.goto(t.url('/ver3/pages/actives/index'));
    await page.locator(`[data-campaign="${id}"]`).click();
    await until(page, (h) => location.pathname + location.search === h, href, `${id} opened`);
    await oneH1(page, title);
    assert.equal(await page.getByText('即将开放').count(), 0, `${id}: not a coming-soon page`);
  }

  // active1: the poster, a check-in then a draw on the grid.
  await page.goto(t.url('/ver3/pages/actives/active1?id=sample-lucky-draw'));
  await oneH1(page, '活动');
  await page.locator('.act-banner').getByText('游浙好运抽奖（示例）').waitFor();
  await page.getByRole('heading', { level: 2, name: '游浙好运抽奖（示例）' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '幸运抽奖' }).waitFor();
  await checkInAndDraw(page, '抽奖');
  await page.getByRole('heading', { level: 2, name: '中奖名单' }).waitFor();
  await noSideways(page, 'active1');
  await t.shot(page, 'actives-active1');

  // active2: the tasks first, then the box; the prize pool and my prizes.
  await page.goto(t.url('/ver3/pages/actives/active2?id=sample-task-draw'));
  await oneH1(page, '活动');
  await page.getByRole('heading', { level: 2, name: '做任务 得机会' }).waitFor();
  await page.locator('[data-task="place_checkin"]').getByText('遂昌金矿国家矿山公园').first().waitFor();
  await checkInAndDraw(page, '开宝箱');
  await page.locator('#cmp-pool-title', { hasText: '奖池' }).waitFor();
  assert.equal(await page.getByRole('link', { name: /我的奖品/ }).first().getAttribute('href'), '/ver3/pages/custom/huawei/myprize');
  await tallEnough(page, '.cmp-btn, .act-mine', 'active2');
  await noSideways(page, 'active2');
  await t.shot(page, 'actives-active2');

  // The festival: line-up, the schedule by day and stage, the venue on the map, nearby places.
  await page.goto(t.url('/ver3/pages/actives/suichang'));
  await oneH1(page, '遂昌音乐节');
  await page.getByText('示例音乐节：乐队与演出均为虚构，不实际举办').waitFor();
  const lineup = page.getByRole('region', { name: '演出阵容' });
  await lineup.getByText('山雾乐队（示例）').waitFor();
  assert.ok((await lineup.getByRole('listitem').count()) >= 10);
  const schedule = page.getByRole('region', { name: '日程' });
  await schedule.getByRole('heading', { level: 3, name: '金矿主舞台' }).waitFor();
  await schedule.getByRole('heading', { level: 3, name: '牡丹亭小剧场' }).waitFor();
  await schedule.getByRole('tabpanel').getByText('山雾乐队（示例）').waitFor();
  await schedule.getByRole('tab', { name: /第 3 天/ }).click();
  await schedule.getByRole('tabpanel').getByText('乌溪江夜航（示例）').waitFor();
  assert.equal(await schedule.getByRole('tabpanel').getByText('山雾乐队（示例）').count(), 0);
  const map = page.getByRole('region', { name: '遂昌金矿国家矿山公园的位置' });
  await map.locator('.leaflet-marker-icon, .leaflet-marker-pane *').first().waitFor({ timeout: 15_000 });
  const nav = page.getByRole('link', { name: '导航去 遂昌金矿国家矿山公园' });
  assert.match(await nav.getAttribute('href'), /^\/ver3\/open-location\?lat=28\.6&lng=119\.2/);
  await page.getByRole('link', { name: '查看 汤显祖纪念馆' }).waitFor();
  const near = page.getByRole('region', { name: '周边好去处' });
  await near.getByRole('link').first().waitFor();
  assert.ok((await near.getByRole('link').count()) >= 2, 'nearby places');
  await noSideways(page, 'festival');
  await t.shot(page, 'actives-suichang');
  await map.scrollIntoViewIfNeeded();
  await t.shot(page, 'actives-suichang-map');
  await near.scrollIntoViewIfNeeded();
  await t.shot(page, 'actives-suichang-near');
  await nav.click();
  await page.getByRole('heading', { level: 2, name: '遂昌金矿国家矿山公园' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one h1 on the map page');
});

journey('campaign hub in elder mode (浙里办): large cards and days, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/actives/index?openid=e2e-actives-elder'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await oneH1(page, '活动');
  await page.locator('[data-campaign="sample-suichang-festival"]').waitFor();
  await tallEnough(page, '.act-card', 'elder hub');
  await noSideways(page, 'elder hub');
  await t.shot(page, 'actives-hub-elder');
  await campingEntry(page, 'elder hub');
  await page.locator('[data-campaign="sample-photo-journey"]').scrollIntoViewIfNeeded();
  await t.shot(page, 'actives-hub-contest-elder');
  await page.goto(t.url('/ver3/pages/actives/active2?id=sample-task-draw'));
  await page.getByRole('button', { name: '开宝箱', exact: true }).waitFor();
  await tallEnough(page, '.cmp-btn', 'elder active2');
  await noSideways(page, 'elder active2');
  await t.shot(page, 'actives-active2-elder');
  await page.goto(t.url('/ver3/pages/actives/suichang'));
  await page.getByRole('region', { name: '日程' }).getByRole('tab', { name: /第 2 天/ }).click();
  await page.getByText('长粽与晚风（示例）').first().waitFor();
  await tallEnough(page, '.fest-day', 'elder festival days');
  await noSideways(page, 'elder festival');
  await t.shot(page, 'actives-suichang-elder');
});
