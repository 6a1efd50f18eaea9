import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// Photos on a dish (docs/MEDIA.md, "Which records carry photos"): the city editor of 杭州
// uploads a photo of 东坡肉 (a JPEG drawn here, never shipped), writes its alt text, chooses
// the part the cover shows (裁剪封面) and publishes; the visitor's dish page opens on that
// photo (fetched early, with its sizes, cropped as chosen) and shows no drawing and no 示意图,
// and the dish's card in the list has it. The dish is put back as imported at the end.
const DISH = 'dish-330102-dongpo-rou';
const VISITOR_DISH = `/ver3/pages/newcate/newdetail?id=${DISH}`;

/** A 1600×800 JPEG drawn in the page: a bowl on a table, off to the right of the frame. */
async function bowl(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1600;
    c.height = 800;
    const g = c.getContext('2d');
    g.fillStyle = 'hsl(30, 45%, 78%)';
    g.fillRect(0, 0, 1600, 800);
    g.fillStyle = 'hsl(25, 35%, 45%)';
    g.fillRect(0, 560, 1600, 240);
    g.fillStyle = '#f5f1e8';
    g.beginPath();
    g.ellipse(1150, 470, 300, 170, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = 'hsl(12, 70%, 38%)';
    g.beginPath();
    g.ellipse(1150, 430, 190, 95, 0, 0, Math.PI * 2);
    g.fill();
    return c.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

async function publishOwn(page) {
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.getByRole('dialog').filter({ hasText: /发布「.+」？/ }).getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').first().waitFor();
}

journey('photos: an editor gives a dish a photo with a cover crop; the visitor’s dish page shows it and no drawing', async (t) => {
  const pw = addOperator(t, 'ed-hz-dish-photos', 'city-editor', ['--city', '1201', '--name', '杭州美食编辑']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'ed-hz-dish-photos', pw);
  await page.getByTestId('operator-name').waitFor();
  await page.goto(t.url(`/ver3/admin/content/dishes/${DISH}`));
  const media = page.locator('.ant-form-item').filter({ hasText: '上传图片' });
  await media.getByText('还没有图片').waitFor();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/ver3/api/admin/v1/media') && r.request().method() === 'POST', { timeout: 120_000 });
  await media.locator('input[type=file]').setInputFiles([{ name: 'dongpo-rou.jpg', mimeType: 'image/jpeg', buffer: await bowl(page) }]);
  const answer = await (await uploaded).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  const url = answer.data[0].url;
  await media.getByRole('img', { name: '图片 1' }).waitFor();
  assert.equal(await media.getByRole('note').count(), 1, 'the alt text is asked for');
  await media.getByLabel('图片 1 的说明').fill('一碗红亮的东坡肉');
  assert.equal(await media.getByRole('note').count(), 0);

  // The cover's crop: the bowl sits right of centre; tap it to centre the box there.
  await media.getByRole('button', { name: '裁剪封面' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '裁剪封面' });
  const stage = dialog.getByTestId('crop-stage');
  await stage.waitFor();
  await until(page, (el) => el.complete && el.naturalWidth > 0, await stage.locator('img').elementHandle(), 'the photo to crop loads');
  await dialog.getByRole('slider', { name: '裁剪框大小' }).focus();
  // Smaller: the slider's own keys (each a step of its range).
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
  const box = await stage.boundingBox();
  await stage.click({ position: { x: box.width * 0.72, y: box.height * 0.55 } });
  await dialog.getByTestId('crop-preview').waitFor();
  await t.shot(page, 'more-photos-crop-dialog');
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await media.getByRole('button', { name: '调整裁剪' }).waitFor();

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/draft$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: '保存草稿' }).click();
  const draft = await (await saved).json();
  assert.equal(draft.code, 0, JSON.stringify(draft));
  await page.getByText('草稿已保存').first().waitFor();
  await publishOwn(page);

  // What the visitor's answer says: the photo, its crop, no drawing.
  const { page: visitor, close } = await t.open();
  await visitor.goto(t.url(VISITOR_DISH));
  const d = await visitor.evaluate(async (id) => (await fetch(`/ver3/api/v3/dishes/detail?id=${id}`)).json(), DISH);
  assert.equal(d.data.cover, url);
  assert.equal(d.data.photos.length, 1);
  assert.equal(d.data.photos[0].illustrative, false);
  const crop = d.data.photos[0].crop;
  assert.ok(crop && crop.x > 0.3 && crop.w < 0.8, `the crop chosen: ${JSON.stringify(crop)}`);

  // The visitor's page (390×844) opens on the photo, fetched early, cropped; no 示意图.
  const cover = visitor.locator(`img[src="${url}"]`).first();
  await cover.waitFor();
  assert.equal(await cover.getAttribute('fetchpriority'), 'high');
  assert.equal(await cover.getAttribute('loading'), 'eager');
  assert.match(await cover.getAttribute('srcset'), /\/w\/640 640w/);
  assert.equal(await cover.getAttribute('alt'), '一碗红亮的东坡肉');
  await until(visitor, (el) => el.complete && el.naturalWidth > 0, await cover.elementHandle(), 'the cover loads');
  // The box keeps the cover's shape (16:10) across the page's width; the photo inside is wider.
  const frame = await visitor.locator('.dish-detail__cover.yz-cover--crop').boundingBox();
  assert.ok(Math.abs(frame.width / frame.height - 1.6) < 0.02, `16:10 box: ${JSON.stringify(frame)}`);
  assert.ok((await cover.boundingBox()).width > frame.width * 1.2, 'the photo is scaled to the crop');
  assert.equal(await visitor.locator(`img[src*="/media/cover/${DISH}"]`).count(), 0, 'no drawing of the dish');
  assert.ok(!(await visitor.locator('.dish-detail').innerText()).includes('示意图'));
  await visitor.waitForTimeout(300);
  await t.shot(visitor, 'more-photos-visitor-dish');

  // The dish's card in the county's list has the photo.
  const list = await visitor.evaluate(async () => (await fetch('/ver3/api/poi/v1/cateRecommend?countyCode=330102&size=50')).json());
  assert.equal(list.data.list.find((c) => c.id === DISH).cover, url);
  await close();

  // Put back as imported.
  await page.getByRole('tab', { name: '版本历史' }).click();
  await page.getByRole('button', { name: '恢复版本 1' }).click();
  await page.getByText('已按该版本生成新草稿').waitFor();
  await page.getByRole('tab', { name: '编辑' }).click();
  await publishOwn(page);
});
