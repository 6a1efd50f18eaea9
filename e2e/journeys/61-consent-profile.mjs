import assert from 'node:assert/strict';
import { zwDouble } from '../doubles.mjs';
import { lastSmsCode } from '../fakes/sms.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';
import { waitForCode } from '../helpers/sms.mjs';

// Consent and profile (docs/IDENTITY.md, "Consent" and "Profile"): sign-in waits for the
// ticked agreement, whose two texts open from the box and lead back; the version agreed to is
// recorded and exported; the nickname passes the sensitive-word list and, with the uploaded
// picture, shows on the review the visitor writes.
const PROFILE = '/ver3/pages/mine/profile';
const signInPage = `/ver3/pages/login/phone?back=${encodeURIComponent(PROFILE)}`;
const WEST_LAKE = 'scenic-hz-xihu';
const PHONE = '13600136061';
// Our own check, not the hotel journey's: importing that file would run its journeys too.
async function noSideways(page, where) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `${where}: the page is ${width}px wide`);
}
const tokenOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);
const withToken = async (page, url, tok) => (await page.request.get(url, { headers: { Authorization: `Bearer ${tok}` } })).json();

/** A small round-faced picture drawn by the browser, to upload as the avatar. */
async function facePng(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 200;
    c.height = 200;
    const g = c.getContext('2d');
    g.fillStyle = '#f4d9a8';
    g.fillRect(0, 0, 200, 200);
    g.fillStyle = '#c0603a';
    g.beginPath();
    g.arc(100, 100, 60, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#222';
    g.fillRect(75, 85, 12, 12);
    g.fillRect(113, 85, 12, 12);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

/** The consent box's touch target (the label around the 24 px square): at least 44 px each way. */
async function consentRow(page) {
  const row = page.locator('.phone-login__box');
  const box = await row.boundingBox();
  assert.ok(box && box.height >= 44 && box.width >= 44, `the consent box's target is ${box?.width}×${box?.height}`);
  return { row, box };
}

/** Opens one of the two texts from the sign-in page, reads it, and goes back to sign-in. */
async function readAndReturn(t, page, link, title, says, shot) {
  await page.getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  await page.getByText(/^版本 \d{4}-\d{2}-\d{2} · \d{4}-\d{2}-\d{2} 起生效$/).waitFor();
  await page.getByText(says, { exact: false }).first().waitFor();
  await noSideways(page, title);
  await t.shot(page, shot);
  const back = page.getByRole('button', { name: '返回登录', exact: true });
  await back.scrollIntoViewIfNeeded();
  await t.shot(page, `${shot}-end`);
  await back.click();
  await page.getByRole('heading', { level: 2, name: '短信验证码登录' }).waitFor();
}

journey('consent and profile: sign-in waits for the box, the texts open and lead back; a clean nickname and a picture show on the review', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(signInPage));
  await page.getByRole('heading', { level: 2, name: '短信验证码登录' }).waitFor();
  const agree = page.getByRole('checkbox', { name: '我已阅读并同意' });
  assert.equal(await agree.isChecked(), false, 'the box starts unticked');

  // Unticked: asking for a code is refused in the page, the box is focused, nothing is sent.
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('alert').filter({ hasText: '请先阅读并勾选同意《用户协议》和《隐私政策》' }).waitFor();
  assert.ok(await agree.evaluate((el) => el === document.activeElement), 'the box has the focus');
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(lastSmsCode(PHONE), null, 'no code is sent before the box is ticked');
  await noSideways(page, 'sign-in refused');
  await t.shot(page, 'consent-refused');

  await readAndReturn(t, page, '《用户协议》', '用户协议', '昵称和头像也不得含有不宜使用的词语', 'consent-agreement');
  await readAndReturn(t, page, '《隐私政策》', '隐私政策', '同意记录：你同意的用户协议和隐私政策版本及时间', 'consent-privacy');

  // A tap beside the square still ticks it: the target is 44 px, not the 24 px box.
  const { box } = await consentRow(page);
  await page.mouse.click(box.x + 3, box.y + 3);
  assert.equal(await agree.isChecked(), true, 'a tap at the corner of the target ticks the box');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode(PHONE));
  await t.shot(page, 'consent-ticked');
  const consented = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/me/consent') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  assert.equal((await (await consented).json()).data.upToDate, true);
  await page.waitForURL((u) => u.pathname === PROFILE);

  // The profile page: a sensitive nickname refused with the server's words under the field.
  await page.getByRole('heading', { level: 2, name: '编辑资料' }).waitFor();
  const nickname = page.getByRole('textbox', { name: '昵称' });
  await nickname.fill('加 微 信');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const refusal = page.locator('#profile-nickname-error');
  await refusal.filter({ hasText: '昵称含有不宜使用的词语，请换一个' }).waitFor();
  assert.equal(await nickname.getAttribute('aria-describedby'), 'profile-nickname-error');
  const tok = await tokenOf(page);
  const unchanged = await withToken(page, t.url('/ver3/api/v3/http/getUserInfo'), tok);
  assert.equal(unchanged.data.nickname ?? '', '', 'nothing saved on a refusal');
  await noSideways(page, 'profile refused');
  await t.shot(page, 'profile-refused');

  // A good one with an uploaded picture.
  await nickname.fill('西湖边的小王');
  const upload = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/media') && r.request().method() === 'POST');
  await page.getByTestId('photo-input').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await facePng(page) });
  assert.equal((await (await upload).json()).code, 0);
  await page.getByRole('img', { name: '头像' }).waitFor();
  const saved = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/me/profile') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const profile = (await (await saved).json()).data;
  assert.equal(profile.nickname, '西湖边的小王');
  assert.ok(profile.avatar, 'the picture is saved');
  await page.locator('.adm-toast-main', { hasText: '已保存' }).waitFor();
  await noSideways(page, 'profile saved');
  await t.shot(page, 'profile-saved');

  // A review of a place shows the nickname with the picture.
  await page.goto(t.url(`/ver3/pages/newcate/comment?id=${WEST_LAKE}&kind=place`));
  await page.getByRole('radio', { name: '4星' }).click();
  await page.getByLabel('点评内容').fill('傍晚在白堤散步，游客不多，湖边风很舒服。');
  await page.getByRole('button', { name: '发表点评' }).click();
  await page.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments');
  const card = page.locator('.rv-card', { hasText: '西湖边的小王' });
  await card.getByText('傍晚在白堤散步').waitFor();
  const face = card.locator('img.yz-avatar');
  assert.equal(await face.getAttribute('src'), profile.avatar);
  await until(page, () => [...document.querySelectorAll('.rv-card img.yz-avatar')].some((i) => i.complete && i.naturalWidth > 0), null, 'the picture drawn');
  const faceBox = await face.boundingBox();
  assert.ok(faceBox && Math.round(faceBox.width) === 32 && Math.round(faceBox.height) === 32, `the picture is ${faceBox?.width}×${faceBox?.height}`);
  await card.scrollIntoViewIfNeeded();
  await noSideways(page, 'reviews with the picture');
  await t.shot(page, 'profile-on-review');

  // 我的数据: the export holds the version agreed to, the one in force.
  const legal = await (await page.request.get(t.url('/ver3/api/v3/legal'))).json();
  const exported = await withToken(page, t.url('/ver3/api/v3/me/export'), tok);
  assert.equal(exported.code, 0, JSON.stringify(exported).slice(0, 200));
  assert.deepEqual(
    exported.data.consents.map((c) => c.version),
    [legal.data.version],
    JSON.stringify(exported.data.consents),
  );
  assert.equal(exported.data.profile.nickname, '西湖边的小王');
  assert.equal(exported.data.profile.avatar, profile.avatar);
});

journey('consent in elder mode (浙里办): the sign-in box and the privacy policy, large and no wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(signInPage));
  await page.getByRole('heading', { level: 2, name: '短信验证码登录' }).waitFor();
  await until(page, () => document.documentElement.classList.contains('elder'), undefined, 'elder mode');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13600136062');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('alert').filter({ hasText: '请先阅读并勾选同意' }).waitFor();
  const { box } = await consentRow(page);
  await page.mouse.click(box.x + 3, box.y + 3);
  assert.equal(await page.getByRole('checkbox', { name: '我已阅读并同意' }).isChecked(), true);
  for (const name of ['《用户协议》', '《隐私政策》']) {
    const link = await page.getByRole('link', { name }).boundingBox();
    assert.ok(link && link.height >= 44, `${name} is ${link?.height}px tall`);
  }
  await noSideways(page, 'elder sign-in with the box');
  await t.shot(page, 'consent-elder-signin');

  await page.getByRole('link', { name: '《隐私政策》' }).click();
  await page.getByRole('heading', { level: 2, name: '隐私政策' }).waitFor();
  await noSideways(page, 'elder privacy policy');
  await t.shot(page, 'consent-elder-privacy');
  const back = page.getByRole('button', { name: '返回登录', exact: true });
  await back.scrollIntoViewIfNeeded();
  const backBox = await back.boundingBox();
  assert.ok(backBox && backBox.height >= 44, `返回登录 is ${backBox?.height}px tall`);
  await t.shot(page, 'consent-elder-privacy-end');
  await back.click();
  await page.getByRole('heading', { level: 2, name: '短信验证码登录' }).waitFor();
});

journey('signed in by a link, with no box on the way, the visitor is asked once; agreeing is recorded and not asked again', async (t) => {
  const { page } = await t.open({ consent: 'ask' });
  await page.goto(t.url('/ver3/pages/tour/integral?openid=e2e-consent-link'));
  const dialog = page.getByRole('dialog', { name: '请阅读用户协议和隐私政策' });
  await dialog.waitFor();
  await dialog.getByRole('link', { name: '用户协议' }).waitFor();
  await dialog.getByRole('link', { name: '隐私政策' }).waitFor();
  await noSideways(page, 'the consent card');
  await t.shot(page, 'consent-asked-after-link');
  const given = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/me/consent') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: '同意并继续' }).click();
  assert.equal((await (await given).json()).data.upToDate, true);
  await dialog.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: '旅游积分' }).waitFor();
  await page.waitForTimeout(800);
  assert.equal(await page.getByRole('dialog', { name: /用户协议和隐私政策/ }).count(), 0, 'not asked again');
});
