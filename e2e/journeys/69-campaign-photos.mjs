import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

// Campaign photos (docs/MEDIA.md, "Campaign photos"): a province admin makes a 抽奖 campaign in
// the studio with a cover photo (a JPEG drawn here, never shipped) and its alt text, and
// publishes it; the visitor's campaign page opens on that photo (fetched early, with its
// sizes) and its card in 活动中心 shows it, with no drawing anywhere; the first prize's picture
// (奖品图片) shows beside it in the pool, the second prize has none. Names are this try's own.
const isPost = (suffix) => (r) => r.url().endsWith(suffix) && r.request().method() === 'POST';

/** A 1600×1000 JPEG drawn in the page: a night sky with lanterns over water. */
async function lanterns(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1600;
    c.height = 1000;
    const g = c.getContext('2d');
    g.fillStyle = 'hsl(230, 45%, 18%)';
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = 'hsl(210, 40%, 28%)';
    g.fillRect(0, 680, 1600, 320);
    for (let i = 0; i < 9; i++) {
      g.fillStyle = `hsl(${10 + i * 4}, 85%, 55%)`;
      g.beginPath();
      g.ellipse(180 + i * 160, 300 + (i % 3) * 90, 48, 62, 0, 0, Math.PI * 2);
      g.fill();
    }
    return c.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

/** An 800×800 PNG drawn in the page: a green tea box with a lighter lid (a prize's picture). */
async function teaBox(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 800;
    c.height = 800;
    const g = c.getContext('2d');
    g.fillStyle = 'hsl(40, 30%, 92%)';
    g.fillRect(0, 0, 800, 800);
    g.fillStyle = 'hsl(140, 45%, 30%)';
    g.fillRect(200, 260, 400, 420);
    g.fillStyle = 'hsl(140, 35%, 55%)';
    g.fillRect(180, 200, 440, 90);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

journey('campaign photos: an admin gives a new campaign a cover photo in the studio; its page and hub card show it', async (t) => {
  const tag = Date.now().toString(36);
  const admin = `e2e-cphoto-${tag}`;
  const title = `西湖灯会抽奖（${tag}）`;
  const pw = addOperator(t, admin, 'province-admin');
  const { page: op } = await openConsole(t);
  await op.goto(t.url('/ver3/admin/login'));
  await signIn(op, admin, pw);
  await op.getByRole('menuitem', { name: /活动/ }).waitFor();
  await op.goto(t.url('/ver3/admin/campaigns'));
  await op.getByRole('button', { name: /新建活动/ }).click();
  await op.getByRole('list', { name: '活动模板' }).getByRole('button', { name: '模板：抽奖' }).click();
  const form = op.getByRole('dialog', { name: '新建活动：抽奖' });
  await form.getByLabel('活动名称').fill(title);

  // 活动图片: the content's photo field, in the studio.
  const media = form.locator('.ant-form-item').filter({ hasText: '活动图片' });
  await media.getByText('还没有图片').waitFor();
  const uploaded = op.waitForResponse(isPost('/ver3/api/admin/v1/media'), { timeout: 120_000 });
  await media.locator('input[type=file]').setInputFiles([{ name: 'lanterns.jpg', mimeType: 'image/jpeg', buffer: await lanterns(op) }]);
  const answer = await (await uploaded).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  const url = answer.data[0].url;
  await media.getByRole('img', { name: '图片 1' }).waitFor();
  // Alt text is asked for before the campaign is saved.
  assert.equal(await media.getByRole('note').count(), 1);
  await media.getByLabel('图片 1 的说明').fill('湖面上的一排红灯笼');
  assert.equal(await media.getByRole('note').count(), 0);
  await media.scrollIntoViewIfNeeded();
  await settled(op);
  await t.shot(op, 'campaign-photos-studio');

  // 奖品图片: the first prize's picture, one photo with its alt text.
  const prizePic = form.locator('.ant-card').filter({ hasText: '奖品 1' }).locator('.ant-form-item').filter({ hasText: '奖品图片' });
  const prizeUp = op.waitForResponse(isPost('/ver3/api/admin/v1/media'), { timeout: 120_000 });
  await prizePic.locator('input[type=file]').setInputFiles([{ name: 'tea.png', mimeType: 'image/png', buffer: await teaBox(op) }]);
  const prizeUrl = (await (await prizeUp).json()).data[0].url;
  await prizePic.getByLabel('图片 1 的说明').fill('一盒龙井茶');
  await prizePic.scrollIntoViewIfNeeded();
  await settled(op);
  await t.shot(op, 'campaign-photos-prize-picture');

  const created = op.waitForResponse(isPost('/ver3/api/admin/v1/campaigns'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const draft = (await (await created).json()).data;
  assert.equal(draft.media?.[0]?.url, url, JSON.stringify(draft));
  assert.deepEqual([draft.prizes[0].picture?.url, draft.prizes[0].picture?.caption], [prizeUrl, '一盒龙井茶'], JSON.stringify(draft.prizes));
  const row = op.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title });
  await row.getByRole('button', { name: `发布 ${title}` }).click();
  await op.getByRole('dialog').filter({ hasText: '发布后访客立即就能看到并参加这个活动' }).getByRole('button', { name: /^发\s*布$/ }).click();
  await row.getByTestId('campaign-state').filter({ hasText: '已发布' }).waitFor();

  // The visitor's campaign page opens on the photo: fetched first, with its sizes; no drawing.
  const { page: visitor, close } = await t.open();
  await visitor.goto(t.url(`/ver3/pages/actives/active1?id=${draft.id}`));
  const cover = visitor.locator(`.act-banner img[src="${url}"]`);
  await cover.waitFor();
  assert.equal(await cover.getAttribute('alt'), '湖面上的一排红灯笼');
  assert.equal(await cover.getAttribute('fetchpriority'), 'high');
  assert.match(await cover.getAttribute('srcset'), /\/w\/640 640w/);
  await until(visitor, (el) => el.complete && el.naturalWidth > 0, await cover.elementHandle(), 'the cover loads');
  assert.equal(await visitor.locator('img[src*="/media/cover/"]').count(), 0, 'no drawn cover');
  assert.ok(!(await visitor.locator('body').innerText()).includes('示意图'));
  await settled(visitor);
  await t.shot(visitor, 'campaign-photos-page');
  // The prize pool shows the first prize's picture with its words, and none for the second.
  const pic = visitor.locator(`.cmp-pool [data-prize="${draft.prizes[0].id}"] img`);
  await pic.scrollIntoViewIfNeeded();
  assert.equal(await pic.getAttribute('alt'), '一盒龙井茶');
  await until(visitor, (el) => el.complete && el.naturalWidth > 0, await pic.elementHandle(), 'the prize picture loads');
  assert.equal(await visitor.locator(`.cmp-pool [data-prize="${draft.prizes[1].id}"] img`).count(), 0);
  await settled(visitor);
  await t.shot(visitor, 'campaign-photos-prize-pool');

  // 活动中心: the campaign's card shows the same photo above its title.
  await visitor.goto(t.url('/ver3/pages/actives/index'));
  const card = visitor.locator(`a[data-campaign="${draft.id}"]`);
  const thumb = card.locator(`img[src="${url}"]`);
  await thumb.waitFor();
  await card.scrollIntoViewIfNeeded();
  await until(visitor, (el) => el.complete && el.naturalWidth > 0, await thumb.elementHandle(), 'the card photo loads');
  await settled(visitor);
  await t.shot(visitor, 'campaign-photos-hub');
  await close();
});
