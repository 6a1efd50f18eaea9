import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { agree } from '../helpers/consent.mjs';
import { waitForCode } from '../helpers/sms.mjs';

// A day in Hangzhou at 390 px, as a new visitor lives it, once in the normal look and once
// with elder mode switched on from 我的: search by pinyin with suggestions, open West Lake, save
// it while signed out (signing in saves it, no second tap), what is near (food without the
// residents' canteens), a line from its first stop, a nickname, a review that carries it, the
// one daily check-in (the same state on the points page and the campaign hub), and 我的.

const PLACE = '西湖风景名胜区';
const PLACE_URL = '/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu';
const WEST_LAKE = 'lat=30.2431&lng=120.1502';

async function looksRight(page, elder, where) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `${where}: the page is ${width}px wide`);
  const isElder = await page.evaluate(() => document.documentElement.classList.contains('elder'));
  assert.equal(isElder, elder, `${where}: elder mode is ${isElder ? 'on' : 'off'}`);
}

const tab = (page, name) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name, exact: true });

async function day(t, { elder, phone, nickname }) {
  const shot = (page, name) => t.shot(page, `day-${elder ? 'elder-' : ''}${name}`);
  const { page } = await t.open();
  const checkins = [];
  const saves = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/ver3/api/v3/checkin')) checkins.push(r.url());
    if (r.method() === 'PUT' && r.url().includes('/ver3/api/v3/favourites/place/scenic-hz-xihu')) saves.push(r.url());
  });

  // Morning: the home page; elder mode is a setting under 我的, kept from then on.
  await page.goto(t.url('/ver3/'), { timeout: 90_000 });
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  if (elder) {
    await tab(page, '我的').click();
    await page.getByRole('switch', { name: '长辈模式' }).click();
    await tab(page, '首页').click();
    await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  }
  await looksRight(page, elder, 'home');
  await shot(page, 'home');

  // Search by pinyin: West Lake suggested while typing, opened from the suggestion.
  await page.getByRole('link', { name: '全局搜索', exact: true }).click();
  const box = page.getByRole('combobox', { name: '搜索景点、酒店、美食、人物' });
  await box.pressSequentially('xihu', { delay: 40 });
  const suggestion = page.getByRole('option', { name: new RegExp(PLACE) }).first();
  await suggestion.waitFor();
  await looksRight(page, elder, 'suggestions');
  await shot(page, 'suggest');
  await suggestion.click();
  await page.waitForURL((u) => u.pathname + u.search === PLACE_URL);
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();

  // Saved while signed out: off to sign in, back on the place it is saved, once.
  const heart = page.getByRole('button', { name: '收藏' });
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  await heart.click();
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode(phone));
  await looksRight(page, elder, 'sign-in');
  await shot(page, 'sign-in');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname + u.search === PLACE_URL);
  await until(page, () => document.querySelector('.yz-heart')?.getAttribute('aria-pressed') === 'true', null, 'the heart saved on coming back');
  assert.equal(saves.length, 1, 'saved once, without a second tap');
  await looksRight(page, elder, 'the place');
  await shot(page, 'place-saved');

  // What is near: food within the kind's reach, and no canteen for residents among it.
  await page.goto(t.url(`/ver3/pages/tour/nearby?${WEST_LAKE}`));
  await page.getByRole('heading', { level: 1, name: '我的附近' }).waitFor();
  // The list of every kind is on screen until the food answer replaces it: wait for that answer
  // and for its rows, not for the first row, which may still be the previous list's.
  const foodAnswer = page.waitForResponse((r) => r.url().includes('/ver3/api/poi/v1/nearby') && r.url().includes('kind='));
  await page.getByRole('group', { name: '按类别' }).getByRole('button', { name: '美食' }).click();
  await page.waitForURL(/kind=/);
  assert.equal((await foodAnswer).status(), 200, 'the nearby food answer');
  await until(page, () => document.querySelectorAll('.nearby__list .yz-place__name').length >= 3, null, 'three food places listed near West Lake');
  const food = await page.locator('.nearby__list .yz-place__name').allTextContents();
  assert.ok(food.length >= 3, `food near West Lake: ${food.join('、')}`);
  assert.ok(!food.some((n) => /食堂|助餐|老年/.test(n)), `a residents' canteen among the tourists' food: ${food.join('、')}`);
  await looksRight(page, elder, 'nearby');
  await shot(page, 'nearby-food');

  // A line, from its first stop.
  await page.goto(t.url('/ver3/pages/line/inTourLineInfo?id=line-hz-classic-1d'));
  await page.getByRole('link', { name: '第1站 灵隐寺与飞来峰' }).first().waitFor();
  await looksRight(page, elder, 'the line');
  await shot(page, 'line');

  // A nickname, then a review that carries it.
  await page.goto(t.url('/ver3/pages/mine/profile'));
  await page.getByRole('heading', { level: 2, name: '编辑资料' }).waitFor();
  await page.getByRole('textbox', { name: '昵称' }).fill(nickname);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.locator('.adm-toast-main', { hasText: '已保存' }).waitFor();
  await page.goto(t.url('/ver3/pages/newcate/comment?id=scenic-hz-xihu&kind=place'));
  await page.getByRole('radio', { name: '5星' }).click();
  await page.getByLabel('点评内容').fill('傍晚从断桥走到白堤，湖面的光很好看，人也不算多。');
  await looksRight(page, elder, 'writing a review');
  await page.getByRole('button', { name: '发表点评' }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments');
  const card = page.locator('.rv-card', { hasText: '从断桥走到白堤' });
  await card.getByText(nickname).waitFor();
  await looksRight(page, elder, 'reviews');
  await shot(page, 'review');

  // The one daily check-in: pressed once on the points page, the hub says the same.
  await page.goto(t.url('/ver3/pages/tour/integral'));
  const card1 = page.getByRole('region', { name: '每日签到' });
  await card1.getByText(/积分 \+5/).waitFor();
  const press = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/checkin') && r.request().method() === 'POST');
  await card1.getByRole('button', { name: '签到', exact: true }).click();
  const pressed = (await (await press).json()).data;
  assert.equal(pressed.already, false);
  assert.equal(pressed.points, 5);
  await card1.getByRole('button', { name: '今日已签到' }).waitFor();
  await looksRight(page, elder, 'points');
  await shot(page, 'checked-in');
  await page.goto(t.url('/ver3/pages/actives/index'));
  await page.getByRole('region', { name: '每日签到' }).getByRole('button', { name: '今日已签到' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '签到', exact: true }).count(), 0, 'no second 签到 offered on the hub');
  await shot(page, 'hub-checked-in');
  assert.equal(checkins.length, 1, 'one press, one check-in');

  // Evening: 我的 holds the day — the nickname, the points the server counted, the saved place and the review.
  await tab(page, '我的').click();
  await page.getByRole('heading', { level: 2, name: nickname }).waitFor();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  const me = await (await page.request.get(t.url('/ver3/api/v3/http/getUserInfo'), { headers: { Authorization: `Bearer ${token}` } })).json();
  assert.ok(me.data.points >= 5, `points ${me.data.points}`);
  await page.getByRole('link', { name: '积分与等级' }).getByText(`${me.data.points} 积分`).waitFor();
  const entry = (name) => page.getByRole('link', { name: new RegExp(`^${name}`) }).first();
  await entry('我的收藏').getByText('1', { exact: true }).waitFor();
  await entry('我的点评').getByText('1', { exact: true }).waitFor();
  await looksRight(page, elder, '我的');
  await shot(page, 'mine');
}

journey('a day in Hangzhou at 390 px: pinyin search, saved while signed out, nearby food, a line from stop 1, a review with a nickname, one check-in, 我的', async (t) => {
  await day(t, { elder: false, phone: '13800138631', nickname: '湖畔的小周' });
});

journey('a day in Hangzhou in elder mode switched on from 我的: the same day, larger and within the phone', async (t) => {
  await day(t, { elder: true, phone: '13800138632', nickname: '断桥边的老陈' });
});
