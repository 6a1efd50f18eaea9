import assert from 'node:assert/strict';
import { wxDouble, zwDouble } from '../doubles.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { waitForCode } from '../helpers/sms.mjs';
import { agree } from '../helpers/consent.mjs';

// Corrections (docs/CORRECTIONS.md): a visitor reports that West Lake's entrance moved, with a
// pin on the offline map; an operator accepts it with `youzhe moderate`; the visitor sees
// 已采纳 and the points. Then elder mode (rejected with a reason) and inside WeChat.
const PLACE = '西湖风景名胜区';
const FORM = '/ver3/pages/newcate/error?kind=place&id=scenic-hz-xihu';
const MINE = '/ver3/pages/newcate/error';

/** From the form, signed out, through the phone sign-in page and back to it. */
async function signInByPhone(page, phone) {
  await page.getByRole('button', { name: '登录后提交' }).waitFor();
  const back = new URL(page.url());
  await page.goto(new URL(`/ver3/pages/login/phone?back=${encodeURIComponent(back.pathname + back.search)}`, back).href);
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await agree(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode(phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: `纠错：${PLACE}` }).waitFor();
  await page.getByRole('button', { name: '提交', exact: true }).waitFor();
}

/** A small PNG drawn in the page (a shut gate), as a visitor's photo. */
async function gatePng(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 180;
    const g = c.getContext('2d');
    g.fillStyle = '#d9d2c3';
    g.fillRect(0, 0, 240, 180);
    g.fillStyle = '#7a4b2a';
    g.fillRect(40, 40, 160, 140);
    g.fillStyle = '#c0392b';
    g.fillRect(70, 90, 100, 24);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

/** The id of the newest waiting correction, from the operator's list. */
function newestWaiting(t) {
  const listed = t.youzhe(['moderate', 'list', '--kind', 'corrections']);
  const ids = [...listed.matchAll(/^correction (\d+) {2}place scenic-hz-xihu/gm)].map((m) => Number(m[1]));
  assert.ok(ids.length > 0, listed);
  return Math.max(...ids);
}

journey('corrections: report that a place moved with a pin, then see it accepted with the points', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(MINE));
  await page.getByRole('heading', { level: 2, name: '登录后纠错' }).waitFor();
  await t.shot(page, 'corrections-sign-in');
  await page.goto(t.url(FORM));
  await signInByPhone(page, '13300133000');
  for (const name of ['关门了', '搬走了', '电话不对', '营业时间不对', '其他']) await page.getByRole('button', { name, exact: true }).waitFor();
  await noSideways(page, 'the corrections form');
  await t.shot(page, 'corrections-form');

  // Nothing chosen: said before anything is sent.
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByRole('alert').filter({ hasText: '请选择哪里不对' }).waitFor();

  await page.getByRole('button', { name: '搬走了' }).click();
  const map = page.getByRole('region', { name: `${PLACE}附近的地图` });
  await map.waitFor();
  await until(page, () => document.querySelector('.corr-map')?.getAttribute('aria-busy') === 'false', null, 'the drawn map');
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByRole('alert').filter({ hasText: '请在地图上标出新位置' }).waitFor();
  const box = await map.boundingBox();
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30);
  await page.getByText(/^已标出新位置（/).waitFor();
  assert.equal(await page.getByText('请在地图上标出新位置').count(), 0, 'the earlier refusal is gone once the pin is set');
  await page.getByRole('textbox', { name: '说明' }).fill('东门搬到北山街了');
  await page.getByText('8/500').waitFor();
  const upload = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/media') && r.request().method() === 'POST');
  await page.getByTestId('photo-input').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: await gatePng(page) });
  assert.equal((await (await upload).json()).code, 0);
  await page.getByRole('img', { name: '第1张照片' }).waitFor();
  await noSideways(page, 'the form with the map');
  await t.shot(page, 'corrections-moved-pin');

  const sent = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/corrections') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '提交' }).click();
  const body = await (await sent).json();
  assert.equal(body.code, 0, JSON.stringify(body));
  await page.getByText(/已收到，谢谢/).waitFor();
  const mine = page.getByRole('region', { name: '我的纠错' });
  await mine.getByText('已收到', { exact: true }).waitFor();
  await mine.getByRole('img', { name: '照片 1' }).waitFor();
  await t.shot(page, 'corrections-received');

  // The operator accepts it from the command line.
  const id = newestWaiting(t);
  assert.equal(id, body.data.id);
  assert.equal(t.youzhe(['moderate', 'accept', 'correction', String(id), '--note', '已核实']).trim(), `correction ${id} accepted`);

  await page.goto(t.url(MINE));
  await page.getByRole('heading', { level: 1, name: '信息纠错' }).waitFor();
  await page.getByRole('region', { name: '我的纠错' }).getByText('已采纳 +20 积分').waitFor();
  await noSideways(page, '我的纠错');
  await t.shot(page, 'corrections-accepted');

  await page.goto(t.url('/ver3/pages/tour/integral'));
  await page.locator('.mine-balance__value', { hasText: /^20$/ }).waitFor();
  await t.shot(page, 'corrections-points');
  // The task that earned them leads back to the corrections.
  await page.getByRole('link', { name: '信息纠错' }).click();
  await page.getByRole('region', { name: '我的纠错' }).getByText('已采纳 +20 积分').waitFor();
});

journey('corrections in elder mode (浙里办): large choices, a reason when not taken up', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(FORM));
  await until(page, () => document.documentElement.classList.contains('elder'), undefined, 'elder mode');
  await signInByPhone(page, '13600136000');
  const closed = page.getByRole('button', { name: '关门了' });
  const size = await closed.boundingBox();
  assert.ok(size && size.height >= 56, `a choice is ${size?.height}px tall`);
  await closed.click();
  await page.getByRole('textbox', { name: '说明' }).fill('门口贴了停业通知');
  await noSideways(page, 'the elder form');
  await t.shot(page, 'corrections-elder-form');
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByText(/已收到，谢谢/).waitFor();

  const id = newestWaiting(t);
  assert.equal(t.youzhe(['moderate', 'reject', 'correction', String(id), '--reason', '核实后仍在正常开放']).trim(), `correction ${id} rejected`);
  await page.goto(t.url(MINE));
  await page.getByText('未采纳：核实后仍在正常开放').waitFor();
  await noSideways(page, 'the elder list');
  await t.shot(page, 'corrections-elder-rejected');
});

journey('corrections inside WeChat: signed in by the WeChat code, a wrong phone number reported', async (t) => {
  const { page } = await t.open({ userAgent: UA.wechat, init: wxDouble, initArg: { lat: 30.2435, lng: 120.182 } });
  // Signed in on 我的纠错, still empty: it says where corrections start.
  await page.goto(t.url(`${MINE}?WECHATCODE=e2e-corrections-1`));
  await page.getByText('还没有纠错，发现信息不对就告诉我们吧').waitFor();
  await t.shot(page, 'corrections-wechat-empty');
  await page.goto(t.url(FORM));
  await page.getByRole('heading', { level: 2, name: `纠错：${PLACE}` }).waitFor();
  await page.getByRole('button', { name: '电话不对' }).click();
  const phone = page.getByRole('textbox', { name: '正确的电话' });
  await phone.fill('0571-8888');
  await page.getByRole('button', { name: '提交' }).click();
  // The server's refusal, in its words, by the form; nothing stored.
  await page.getByRole('alert').filter({ hasText: '电话号码格式不正确' }).waitFor();
  await phone.fill('0571-87979797');
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByText(/已收到，谢谢/).waitFor();
  await page.getByRole('region', { name: '我的纠错' }).getByText('电话不对', { exact: false }).first().waitFor();
  await noSideways(page, 'the WeChat form');
  await t.shot(page, 'corrections-wechat');

  // An id the content does not have: said so, with the way home and no retry.
  await page.goto(t.url('/ver3/pages/newcate/error?kind=place&id=no-such-place'));
  await page.getByText('没有找到要纠错的地点').waitFor();
  await page.getByRole('link', { name: '返回首页' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
  await t.shot(page, 'corrections-not-there');
});
