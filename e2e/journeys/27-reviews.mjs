import assert from 'node:assert/strict';
import { wxDouble, zwDouble } from '../doubles.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { waitForCode } from '../helpers/sms.mjs';
import { agree } from '../helpers/consent.mjs';

// Reviews (docs/REVIEWS.md): writing one after the phone sign-in, with a photo; the list with
// its summary, tabs and photos; a review that waits (审核中) seen by its author alone; deleting;
// inside WeChat (the code sign-in against the loopback fake); and the elder style.
const WEST_LAKE = 'scenic-hz-xihu';
const DISH = 'dish-330102-dongpo-rou';
const listOf = (id, kind = 'place') => `/ver3/pages/newcate/comments?id=${id}&kind=${kind}`;
const writeFor = (id, kind = 'place') => `/ver3/pages/newcate/comment?id=${id}&kind=${kind}`;
const tokenOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);

/** A small real PNG, drawn by the browser (a lake and a hill). */
async function lakePng(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d');
    g.fillStyle = '#9fd3e8';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#2f7d5b';
    g.beginPath();
    g.moveTo(0, 160);
    g.lineTo(120, 70);
    g.lineTo(260, 160);
    g.fill();
    g.fillStyle = '#3b8fc0';
    g.fillRect(0, 160, 320, 80);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

async function publicList(t, page, id, kind = 'place') {
  const res = await page.request.get(t.url(`/ver3/api/v3/reviews?targetKind=${kind}&targetId=${id}`));
  return (await res.json()).data;
}

journey('reviews in a plain browser: phone sign-in from 写点评, stars, text and a photo, listed with the summary; a waiting one is the author’s alone; deleting one’s own', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(writeFor(WEST_LAKE)));
  await page.getByRole('heading', { level: 1, name: '写点评' }).waitFor();
  // Signed out the form is there to write in; sending asks to sign in first.
  await page.getByRole('button', { name: '登录后发表' }).waitFor();
  await page.getByText('登录后可以添加照片').waitFor();
  await noSideways(page, 'write, signed out');
  await t.shot(page, 'review-write-signed-out');

  await page.goto(t.url(`/ver3/pages/login/phone?back=${encodeURIComponent(writeFor(WEST_LAKE))}`));
  await page.getByRole('heading', { level: 1, name: '手机号登录' }).waitFor();
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13500135000');
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode('13500135000'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comment' && u.searchParams.get('id') === WEST_LAKE);

  await page.getByRole('heading', { level: 2, name: '点评西湖风景名胜区' }).waitFor();
  const star = await page.getByRole('radio', { name: '5星' }).boundingBox();
  assert.ok(star.width >= 44 && star.height >= 44, `a star is ${star.width}×${star.height}`);
  // Sending without stars says what is missing and sends nothing.
  await page.getByRole('button', { name: '发表点评' }).click();
  await page.getByRole('alert').filter({ hasText: '请先打分' }).waitFor();
  await page.getByRole('radio', { name: '5星' }).click();
  await page.getByText('超赞').waitFor();
  const text = '清晨的苏堤人少，湖面有薄雾，\n断桥一带九点后就挤了。';
  await page.getByLabel('点评内容').fill(text);
  await page.getByText(`${[...text].length}/1000`).waitFor();
  const upload = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/media') && r.request().method() === 'POST');
  await page.getByTestId('photo-input').setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: await lakePng(page) });
  assert.equal((await (await upload).json()).code, 0);
  await page.getByRole('img', { name: '第1张照片' }).waitFor();
  await noSideways(page, 'write');
  await t.shot(page, 'review-write-filled');

  const sent = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/reviews') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '发表点评' }).click();
  const body = await (await sent).json();
  assert.equal(body.code, 0, JSON.stringify(body));
  assert.equal(body.data.status, 'published');
  assert.equal(body.data.photos.length, 1);
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments');
  await page.getByRole('heading', { level: 1, name: '全部点评' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '西湖风景名胜区的点评' }).waitFor();
  await page.getByText('断桥一带九点后就挤了。', { exact: false }).waitFor();
  await page.getByText('1条点评').waitFor();
  await page.getByRole('img', { name: '5星（满分5星）' }).first().waitFor();
  await noSideways(page, 'reviews');
  await t.shot(page, 'reviews-list');

  // The photo opens in the viewer.
  await page.getByRole('button', { name: /的第1张照片$/ }).click();
  await page.locator('.adm-image-viewer-content').waitFor();
  await t.shot(page, 'reviews-photo-viewer');
  await page.reload();
  await page.getByRole('tab', { name: /有图/ }).click();
  await page.getByText('断桥一带九点后就挤了。', { exact: false }).waitFor();

  // A review with a sensitive word waits: 审核中 for its author, absent for everyone else.
  await page.getByRole('link', { name: '写点评' }).click();
  await page.getByRole('radio', { name: '3星' }).click();
  await page.getByLabel('点评内容').fill('门票可以找我买，加 微 信 便宜');
  await page.getByRole('button', { name: '发表点评' }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments');
  await page.getByText('审核中').waitFor();
  await page.getByText('审核通过后其他人才能看到').waitFor();
  await t.shot(page, 'reviews-pending-own');
  const seen = await publicList(t, page, WEST_LAKE);
  assert.equal(seen.summary.count, 1);
  assert.ok(!seen.list.some((r) => r.text.includes('加 微 信')), 'nobody else sees the waiting review');

  // Deleting one's own asks first, then it is gone.
  const pending = page.locator('.rv-card', { hasText: '审核中' });
  await pending.getByRole('button', { name: '删除' }).click();
  await pending.getByRole('group', { name: '删除这条点评？删除后不能恢复' }).getByRole('button', { name: '删除' }).click();
  await page.locator('.adm-toast-main', { hasText: '已删除' }).waitFor();
  await until(page, () => !document.body.textContent.includes('审核中'), null, 'the deleted review gone');
  const token = await tokenOf(page);
  const mine = await page.request.get(t.url(`/ver3/api/v3/reviews?targetKind=place&targetId=${WEST_LAKE}`), { headers: { Authorization: `Bearer ${token}` } });
  assert.equal((await mine.json()).data.total, 1);
});

journey('reviews inside WeChat: signed in by the WeChat code, the review carries the WeChat nickname; 举报 someone else’s', async (t) => {
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: { lat: 30.2435, lng: 120.182 } });
  await page.goto(t.url(`${writeFor(DISH, 'dish')}&WECHATCODE=e2e-review-wx`));
  await until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
  await page.getByRole('heading', { level: 2, name: '点评东坡肉' }).waitFor();
  await page.getByRole('radio', { name: '4星' }).click();
  await page.getByLabel('点评内容').fill('酥而不烂，偏甜，配米饭正好。');
  await t.shot(page, 'review-write-wechat');
  await page.getByRole('button', { name: '发表点评' }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments' && u.searchParams.get('kind') === 'dish');
  await page.getByRole('heading', { level: 2, name: '东坡肉的点评' }).waitFor();
  const card = page.locator('.rv-card', { hasText: '酥而不烂' });
  await card.getByText('浙里游客').waitFor();
  await card.getByText('我的').waitFor();
  await noSideways(page, 'wechat reviews');
  await t.shot(page, 'reviews-wechat');

  // Someone else's review (the plain-browser visitor's on West Lake) can be reported.
  await page.goto(t.url(listOf(WEST_LAKE)));
  const theirs = page.locator('.rv-card').first();
  await theirs.getByRole('button', { name: '举报' }).click();
  await page.getByRole('heading', { level: 2, name: '举报这条点评' }).waitFor();
  // The sheet slides up; the shot waits until its last button is in view.
  await until(page, () => {
    const b = [...document.querySelectorAll('.yz-report__cancel')].at(-1)?.getBoundingClientRect();
    return b && b.bottom <= window.innerHeight;
  }, null, 'the whole sheet in view');
  await t.shot(page, 'reviews-report-sheet');
  const reported = page.waitForResponse((r) => r.url().endsWith('/report'));
  await page.getByRole('button', { name: '不实或与此无关' }).click();
  assert.equal((await (await reported).json()).code, 0);
  await page.locator('.adm-toast-main', { hasText: '已收到举报，谢谢' }).waitFor();
});

journey('reviews in elder mode (浙里办): larger stars and text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(`${listOf(WEST_LAKE)}&openid=e2e-review-elder`));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await page.getByRole('heading', { level: 2, name: '西湖风景名胜区的点评' }).waitFor();
  await page.locator('.rv-card').first().waitFor();
  const tab = await page.getByRole('tab', { name: '最新' }).boundingBox();
  assert.ok(tab.height >= 56, `a tab is ${tab.height}px tall`);
  await noSideways(page, 'elder reviews');
  await t.shot(page, 'reviews-list-elder');
  await page.getByRole('link', { name: '写点评' }).click();
  await page.getByRole('heading', { level: 2, name: '点评西湖风景名胜区' }).waitFor();
  const star = await page.getByRole('radio', { name: '1星' }).boundingBox();
  assert.ok(star.height >= 56, `a star is ${star.height}px tall`);
  await page.getByRole('radio', { name: '4星' }).click();
  await page.getByLabel('点评内容').fill('台阶有扶手，长辈走得不累。');
  await noSideways(page, 'elder write');
  await t.shot(page, 'review-write-elder');

  // Opened with an unknown id: the page says so, with the way home and no retry.
  await page.goto(t.url(listOf('no-such-place')));
  await page.getByText('没有找到这个地方或菜品').waitFor();
  assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  await t.shot(page, 'reviews-missing-elder');
});
