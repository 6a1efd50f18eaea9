import assert from 'node:assert/strict';
import { zwDouble } from '../doubles.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// Photo journey (actives/huawei, docs/PHOTO_CONTEST.md): a visitor enters a real JPEG with a
// title, caption and place; it waits (审核中) and is not in the gallery; a moderator accepts
// it in the console; another visitor votes for it once, and a second vote the same day is
// refused in the server's words; the elder style fits the phone.
const PAGE = '/ver3/pages/actives/huawei';
const CONTEST = 'sample-photo-journey';
const WEST_LAKE = '西湖风景名胜区';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

/** A small real JPEG drawn by the browser (an autumn hill under a pale sky). */
async function autumnJpeg(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 480;
    c.height = 320;
    const g = c.getContext('2d');
    g.fillStyle = '#f3e6cf';
    g.fillRect(0, 0, 480, 320);
    g.fillStyle = '#c8761e';
    g.beginPath();
    g.moveTo(0, 300);
    g.lineTo(180, 110);
    g.lineTo(400, 300);
    g.fill();
    g.fillStyle = '#8a4b12';
    g.fillRect(0, 290, 480, 30);
    return c.toDataURL('image/jpeg', 0.85).split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

async function gallery(t, page) {
  const res = await page.request.get(t.url(`/ver3/api/v3/photo-contests/${CONTEST}/entries?size=50`));
  return (await res.json()).data.list;
}

journey('photo contest: an entry waits for a moderator, is accepted, voted for once a day by another visitor', async (t) => {
  const title = `断桥秋色 ${Date.now() % 100000}`;
  const { page } = await t.open();
  await page.goto(t.url(`${PAGE}?openid=e2e-photo-0001`));
  await signedIn(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { level: 2, name: '诗画浙江·秋色摄影大赛（示例）' }).waitFor();
  await page.getByText('主题：诗画浙江·秋色', { exact: true }).waitFor();
  await noSideways(page, 'photo contest');
  await t.shot(page, 'photo-contest');

  // Enter a photo: a real JPEG through the media area, a title, a caption and a place.
  await page.getByRole('button', { name: '我要投稿' }).click();
  await page.getByRole('heading', { level: 2, name: '我要投稿' }).waitFor();
  const upload = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/media') && r.request().method() === 'POST');
  await page.getByTestId('photo-input').setInputFiles({ name: 'autumn.jpg', mimeType: 'image/jpeg', buffer: await autumnJpeg(page) });
  assert.equal((await (await upload).json()).code, 0, 'the JPEG is taken by the media area');
  await page.getByLabel('作品标题').fill(title);
  await page.getByLabel('作品说明（选填）').fill('清晨的断桥，湖边的树都黄了。');
  const where = page.getByRole('group', { name: '拍摄地点（选填）' });
  await where.getByRole('textbox', { name: '地点名称' }).fill('西湖');
  await where.getByRole('button', { name: '查找地点' }).click();
  await where.getByRole('button', { name: WEST_LAKE, exact: true }).click();
  await where.getByText(`已选：${WEST_LAKE}`).waitFor();
  await noSideways(page, 'photo contest submit');
  await t.shot(page, 'photo-contest-submit');
  const sent = page.waitForResponse((r) => r.url().endsWith(`/photo-contests/${CONTEST}/entries`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: '提交作品' }).click();
  assert.equal((await (await sent).json()).code, 0, 'the entry is taken');
  await page.getByText('已提交，审核通过后会在作品区展出').waitFor();

  await page.getByRole('button', { name: '我的投稿' }).click();
  const mine = page.getByRole('article', { name: title });
  await mine.getByText('审核中').waitFor();
  await mine.getByText(`拍摄于 ${WEST_LAKE}`).waitFor();
  await t.shot(page, 'photo-contest-mine-pending');
  assert.ok(!(await gallery(t, page)).some((e) => e.title === title), 'not in the gallery while it waits');

  // The moderator accepts it in the console's queue.
  const pw = addOperator(t, 'mod-photo', 'moderator');
  const { page: op } = await openConsole(t);
  await op.goto(t.url('/ver3/admin/login'));
  await signIn(op, 'mod-photo', pw);
  await op.waitForURL(/\/ver3\/admin\/moderation$/);
  const row = op.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title });
  await row.getByText('摄影作品').waitFor();
  await row.getByText('新投稿').waitFor();
  await t.shot(op, 'photo-contest-console');
  await row.getByRole('button', { name: /^采纳/ }).click();
  await op.getByText('已采纳').first().waitFor();
  await row.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('button', { name: '我的投稿' }).click();
  await page.getByRole('article', { name: title }).getByText('已展出').waitFor();
  assert.ok((await gallery(t, page)).some((e) => e.title === title && e.photo && e.place?.name === WEST_LAKE), 'in the gallery once accepted');

  // Another visitor votes once; a second vote the same day is refused by the server.
  const { page: other } = await t.open();
  await other.goto(t.url(`${PAGE}?openid=e2e-photo-0002`));
  await signedIn(other);
  const card = other.getByRole('article', { name: title });
  await until(other, (x) => [...document.querySelectorAll('article')].some((a) => a.textContent.includes(x) && [...a.querySelectorAll('img')].some((i) => i.complete && i.naturalWidth > 0)), title, 'the entry photo');
  const first = other.waitForResponse((r) => r.url().includes('/photo-entries/') && r.request().method() === 'POST');
  await card.getByRole('button', { name: `为「${title}」投票，现有 0 票` }).click();
  assert.equal((await (await first).json()).code, 0, 'the first vote counts');
  await card.getByText('投票成功，现有 1 票').waitFor();
  const box = await card.getByRole('button', { name: /投票/ }).boundingBox();
  assert.ok(box.height >= 44, `the vote button is ${box.height}px high`);
  const second = other.waitForResponse((r) => r.url().includes('/photo-entries/') && r.request().method() === 'POST');
  await card.getByRole('button', { name: `为「${title}」投票，现有 1 票` }).click();
  assert.equal((await (await second).json()).code, 40900, 'the second vote is refused');
  await card.getByRole('alert').filter({ hasText: '今天已经为这件作品投过票了' }).waitFor();
  await noSideways(other, 'photo contest gallery');
  await t.shot(other, 'photo-contest-voted');
  assert.equal((await gallery(t, other)).find((e) => e.title === title).votes, 1);

  // Its author may not vote for it (their page was loaded before the vote: the count it shows may be behind).
  await page.getByRole('button', { name: '作品', exact: true }).click();
  const own = page.getByRole('article', { name: title });
  await own.getByRole('button', { name: /投票，现有/ }).click();
  await own.getByRole('alert').filter({ hasText: '不能给自己的作品投票' }).waitFor();
});

journey('photo contest in elder mode: larger and within the phone; entering asks to sign in first', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(PAGE));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await page.getByRole('heading', { level: 2, name: '诗画浙江·秋色摄影大赛（示例）' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '参赛作品' }).waitFor();
  const size = await page.getByRole('button', { name: '我要投稿' }).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 18, `the tabs are ${size}px in elder mode`);
  await noSideways(page, 'elder photo contest');
  await t.shot(page, 'photo-contest-elder');
  await page.getByRole('button', { name: '我要投稿' }).click();
  await page.getByRole('button', { name: '去登录' }).waitFor();
  await noSideways(page, 'elder photo contest sign-in');
  await t.shot(page, 'photo-contest-elder-signin');
});
