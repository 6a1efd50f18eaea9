// Camping (actives/camping, docs/CAMPING.md) at 390 px: the campsites filtered by power on
// the server, a campsite opened on its place page; a sign-up for a camping event with a party
// of two, the seats dropping by the server's answer, the sign-up in my list, then cancelled
// with the seats back; and the same page in 浙里办's elder mode with larger targets.
import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const EVENT = 'sample-camping-anji-stars';
const TITLE = '（示例）云上草原星空露营夜';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const isEvents = (r) => r.url().endsWith('/ver3/api/v3/camping/events') && r.request().method() === 'GET';
const isSites = (part) => (r) => r.url().includes('/ver3/api/v3/camping/sites') && r.url().includes(part);
const isSignup = (method) => (r) => r.url().endsWith(`/camping/events/${EVENT}/signup`) && r.request().method() === method;
const card = (page) => page.locator(`article[data-event="${EVENT}"]`);

/** Opens the page signed in as `openid`; the seats the server reports for the event. */
async function openPage(page, t, openid) {
  const events = page.waitForResponse(isEvents);
  await page.goto(t.url(`/ver3/pages/actives/camping?openid=${openid}`));
  await signedIn(page);
  await page.getByRole('heading', { level: 1, name: '露营' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
  await page.getByRole('heading', { level: 2, name: '露营活动' }).waitFor();
  // The list may have been asked for before sign-in finished: the signed-in answer is the one shown last.
  let list = (await (await events).json()).data;
  await page.getByText('正在加载').waitFor({ state: 'hidden' });
  await card(page).getByRole('heading', { level: 3, name: TITLE }).waitFor();
  const text = await card(page).getByTestId('seats').innerText();
  const left = Number(/剩余 (\d+) \//.exec(text)?.[1]);
  list = list.find((e) => e.id === EVENT);
  assert.ok(list && Number.isInteger(left), `seats shown: ${text}`);
  return { left, capacity: list.capacity };
}

async function signUp(page, party, phone, shot) {
  await card(page).getByRole('button', { name: '报名', exact: true }).click();
  await card(page).getByRole('button', { name: `${party} 人`, exact: true }).click();
  await card(page).getByLabel('联系手机').fill(phone);
  await card(page).getByRole('button', { name: '确认报名' }).scrollIntoViewIfNeeded();
  await noSideways(page, 'the sign-up form');
  if (shot) await shot();
  const answer = page.waitForResponse(isSignup('POST'));
  await card(page).getByRole('button', { name: '确认报名' }).click();
  const body = await (await answer).json();
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data;
}

async function cancel(page) {
  const answer = page.waitForResponse(isSignup('DELETE'));
  await card(page).getByRole('button', { name: '取消报名' }).click();
  const body = await (await answer).json();
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data;
}

journey('camping: filter campsites by power, open one, sign up two people, see the seats drop, cancel', async (t) => {
  const { page } = await t.open();
  const before = await openPage(page, t, 'e2e-camp-0001');
  await noSideways(page, 'camping top');
  await t.shot(page, 'camping-top');

  // The campsites: every one listed, then only those whose source states power at the pitch.
  const sites = page.getByRole('region', { name: '浙江露营地' });
  await sites.getByText(/共 \d+ 个营地/).waitFor();
  const all = Number(/共 (\d+) 个营地/.exec(await sites.getByText(/共 \d+ 个营地/).innerText())[1]);
  assert.ok(all >= 30, `${all} campsites`);
  const filtered = page.waitForResponse(isSites('electricity=true'));
  await sites.getByRole('button', { name: '营位供电' }).click();
  const powered = (await (await filtered).json()).data;
  assert.ok(powered.total >= 1 && powered.total < all, JSON.stringify(powered.total));
  await sites.getByText(`共 ${powered.total} 个营地`).waitFor();
  const links = sites.locator('a[data-site]');
  assert.equal(await links.count(), powered.total);
  for (const s of powered.list) assert.equal(s.electricity, 'yes');
  assert.equal(await sites.locator('a[data-site]').filter({ hasText: '供电：未注明' }).count(), 0);
  await sites.getByRole('button', { name: '营位供电' }).scrollIntoViewIfNeeded();
  await noSideways(page, 'camping filtered');
  await t.shot(page, 'camping-filtered');

  // A campsite opens on its place page, its facilities listed there.
  const first = powered.list[0];
  await sites.locator(`a[data-site="${first.id}"]`).click();
  await page.waitForURL(new RegExp(`/pages/poi/detail/scenic\\?id=${first.id}`));
  await page.getByRole('heading', { name: first.name.zh }).first().waitFor();
  await page.getByText('露营地').first().waitFor();
  await noSideways(page, 'campsite page');
  await t.shot(page, 'camping-site');
  // Its facilities, said to be only what its source states.
  const facilities = page.getByRole('region', { name: '设施服务' });
  await facilities.getByText('营位供电').waitFor();
  await facilities.getByText(/没列出的不代表没有/).waitFor();
  await facilities.scrollIntoViewIfNeeded();
  await t.shot(page, 'camping-site-facilities');
  await page.goBack();
  await card(page).getByRole('heading', { level: 3, name: TITLE }).waitFor();

  // A sign-up of two: the seats the server answers, two fewer.
  const signed = await signUp(page, 2, '13800000055', () => t.shot(page, 'camping-form'));
  assert.equal(signed.event.seatsLeft, before.left - 2);
  assert.deepEqual([signed.signup.party, signed.signup.phone, signed.replayed], [2, '138****0055', false]);
  await card(page).getByText(`剩余 ${before.left - 2} / ${before.capacity} 个名额`).waitFor();
  await card(page).getByText('你已报名 2 人').waitFor();
  const mine = page.locator(`li[data-signup="${EVENT}"]`);
  await mine.filter({ hasText: '已报名' }).getByText('2 人 · 联系手机 138****0055').waitFor();
  await card(page).scrollIntoViewIfNeeded();
  await noSideways(page, 'camping signed up');
  await t.shot(page, 'camping-signed-up');

  // Cancelled: the seats come back, and my list says so.
  const cancelled = await cancel(page);
  assert.equal(cancelled.event.seatsLeft, before.left);
  await card(page).getByText(`剩余 ${before.left} / ${before.capacity} 个名额`).waitFor();
  await card(page).getByRole('button', { name: '报名', exact: true }).waitFor();
  await mine.filter({ hasText: '已取消' }).first().waitFor();
  await t.shot(page, 'camping-cancelled');
});

journey('camping in elder mode: larger chips and buttons, a sign-up and a cancel', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  const before = await openPage(page, t, 'e2e-camp-0002');
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await noSideways(page, 'elder camping');
  await t.shot(page, 'camping-elder-top');
  const chip = page.getByRole('button', { name: '可带宠物' });
  assert.ok((await chip.boundingBox()).height >= 48, 'an elder chip is at least 48 px tall');
  const signed = await signUp(page, 1, '13800000056', () => t.shot(page, 'camping-elder-form'));
  assert.equal(signed.event.seatsLeft, before.left - 1);
  await card(page).getByText('你已报名 1 人').waitFor();
  const cancelButton = card(page).getByRole('button', { name: '取消报名' });
  assert.ok((await cancelButton.boundingBox()).height >= 48);
  await card(page).scrollIntoViewIfNeeded();
  await noSideways(page, 'elder camping signed up');
  await t.shot(page, 'camping-elder-signed-up');
  await cancel(page);
  await card(page).getByText(`剩余 ${before.left} / ${before.capacity} 个名额`).waitFor();
  // The campsites in elder mode, filtered by a facility.
  const sites = page.getByRole('region', { name: '浙江露营地' });
  const filtered = page.waitForResponse(isSites('facilities=shower'));
  await sites.getByRole('button', { name: '淋浴' }).click();
  const washed = (await (await filtered).json()).data;
  await sites.getByText(`共 ${washed.total} 个营地`).waitFor();
  await sites.getByRole('button', { name: '淋浴' }).scrollIntoViewIfNeeded();
  await noSideways(page, 'elder camping sites');
  await t.shot(page, 'camping-elder-sites');
});
