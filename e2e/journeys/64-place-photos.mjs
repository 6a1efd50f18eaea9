import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// Operators' photos end to end (docs/MEDIA.md): the city editor of 杭州 uploads three photos of
// West Lake at once (JPEGs drawn here, never shipped), writes their alt text, makes the third
// the cover and publishes; the visitor's West Lake page opens on that cover (fetched early,
// with its sizes) and shows no 示意图, the album shows the three, and the list's card has the
// new cover. The place is put back as imported at the end.
const PLACE = 'scenic-hz-xihu';
const VISITOR_PLACE = `/ver3/pages/poi/detail/scenic?id=${PLACE}`;
const VISITOR_ALBUM = `/ver3/pages/poi/detail/subpages/photo?id=${PLACE}`;

/** A 1000×625 JPEG scene drawn in the page: sky, hills and water in `hue`. */
async function scene(page, hue) {
  const b64 = await page.evaluate((h) => {
    const c = document.createElement('canvas');
    c.width = 1000;
    c.height = 625;
    const g = c.getContext('2d');
    g.fillStyle = `hsl(${h}, 60%, 85%)`;
    g.scale(1000 / 1600, 625 / 1000);
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = `hsl(${(h + 120) % 360}, 35%, 40%)`;
    g.beginPath();
    g.moveTo(0, 620);
    g.lineTo(500, 300);
    g.lineTo(1000, 560);
    g.lineTo(1600, 380);
    g.lineTo(1600, 650);
    g.fill();
    g.fillStyle = `hsl(${(h + 200) % 360}, 50%, 45%)`;
    g.fillRect(0, 650, 1600, 350);
    return c.toDataURL('image/jpeg', 0.9).split(',')[1];
  }, hue);
  return Buffer.from(b64, 'base64');
}

async function saveDraft(page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/draft$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: '保存草稿' }).click();
  const answer = await (await saved).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  await page.getByText('草稿已保存').first().waitFor();
}

async function publishOwn(page) {
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  // 发布 asks first, naming the record.
  await page.getByRole('dialog').filter({ hasText: /发布「.+」？/ }).getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').first().waitFor();
}

journey('photos: an editor uploads three photos of West Lake, picks the cover and publishes; the visitor sees them and no drawing', async (t) => {
  // A name of this try's own: a second try cannot add the same operator again.
  const editor = `ed-hz-photos-${Date.now().toString(36)}`;
  const pw = addOperator(t, editor, 'city-editor', ['--city', '1201', '--name', '杭州照片编辑']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, editor, pw);
  await page.getByTestId('operator-name').waitFor();
  await page.goto(t.url(`/ver3/admin/content/places/${PLACE}`));
  const media = page.locator('.ant-form-item').filter({ hasText: '上传图片' });
  await media.getByText('还没有图片').waitFor();

  // Three files chosen together go up in one request.
  // Three decodes and nine resizes: generous for an unoptimised build on a busy machine.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/ver3/api/admin/v1/media') && r.request().method() === 'POST', { timeout: 120_000 });
  const files = [];
  for (const [i, hue] of [[1, 200], [2, 30], [3, 110]]) files.push({ name: `west-lake-${i}.jpg`, mimeType: 'image/jpeg', buffer: await scene(page, hue) });
  await media.locator('input[type=file]').setInputFiles(files);
  const answer = await (await uploaded).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  assert.equal(answer.data.length, 3);
  const urls = answer.data.map((r) => r.url);
  await media.getByRole('img', { name: '图片 3' }).waitFor();
  // Alt text is required: each photo says so until it is written.
  assert.equal(await media.getByRole('note').count(), 3);
  for (const [i, words] of ['断桥残雪', '苏堤春晓', '三潭印月'].entries()) await media.getByLabel(`图片 ${i + 1} 的说明`).fill(words);
  assert.equal(await media.getByRole('note').count(), 0);
  await media.getByLabel('把图片 3 设为封面').click();
  await media.getByLabel('图片 1 的说明').and(page.locator('[value="三潭印月"]')).waitFor();
  await media.scrollIntoViewIfNeeded();
  await t.shot(page, 'photos-console-desktop');
  await saveDraft(page);
  await publishOwn(page);

  // The console's field at phone width.
  {
    const { page: narrow, close } = await t.open({ desktop: { width: 390, height: 844 } });
    await narrow.goto(t.url('/ver3/admin/login'));
    await signIn(narrow, editor, pw);
    await narrow.getByTestId('operator-name').waitFor();
    await narrow.goto(t.url(`/ver3/admin/content/places/${PLACE}`));
    const field = narrow.locator('.ant-form-item').filter({ hasText: '上传图片' });
    await field.getByRole('img', { name: '图片 3' }).waitFor();
    await field.scrollIntoViewIfNeeded();
    await t.shot(narrow, 'photos-console-390');
    await close();
  }

  // The visitor: West Lake opens on the chosen cover, fetched early with its sizes; no 示意图.
  const cover = urls[2];
  const { page: visitor, close } = await t.open();
  await visitor.goto(t.url(VISITOR_PLACE));
  const hero = visitor.locator(`img[src="${cover}"]`).first();
  await hero.waitFor();
  assert.equal(await hero.getAttribute('fetchpriority'), 'high');
  assert.equal(await hero.getAttribute('loading'), 'eager');
  assert.match(await hero.getAttribute('srcset'), /\/w\/640 640w/);
  await until(visitor, (el) => el.complete && el.naturalWidth > 0, await hero.elementHandle(), 'the cover loads');
  await visitor.waitForTimeout(500);
  // No drawn view of West Lake (the nearby places without photos keep theirs, marked).
  assert.equal(await visitor.locator(`img[src*="/media/cover/${PLACE}"]`).count(), 0, 'no drawn view of West Lake');
  assert.ok(!(await visitor.locator('.poi-hero, .poi-strip').allInnerTexts()).join('').includes('示意图'), 'no 示意图 on its photos');
  await t.shot(visitor, 'photos-visitor-west-lake');

  await visitor.goto(t.url(VISITOR_ALBUM));
  for (const url of urls) await visitor.locator(`img[src="${url}"]`).first().waitFor();
  assert.ok(!(await visitor.locator('body').innerText()).includes('示意图'));
  await visitor.getByText('三潭印月').first().waitFor();
  await visitor.waitForTimeout(500);
  await t.shot(visitor, 'photos-visitor-album');

  // The list card has the new cover.
  const list = await visitor.evaluate(async () => (await fetch('/ver3/api/v3/places?kind=scenic&cityId=1201&size=50')).json());
  assert.equal(list.data.list.find((c) => c.id === 'scenic-hz-xihu').cover, cover);
  await close();

  // Put back as imported.
  await page.getByRole('tab', { name: '版本历史' }).click();
  await page.getByRole('button', { name: '恢复版本 1' }).click();
  await page.getByText('已按该版本生成新草稿').waitFor();
  await page.getByRole('tab', { name: '编辑' }).click();
  await publishOwn(page);
});
