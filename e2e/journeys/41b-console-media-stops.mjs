import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// Images and a line's stops in the console (docs/CONSOLE_UI.md, docs/EDITING.md): the city
// editor of 杭州 uploads a photo of West Lake (a text file named like a photo is refused,
// naming it), publishes, and the visitor's page shows the photo; after a reload the console
// still writes (the CSRF token comes from GET me); on a line the editor drags stop 1 on the
// map, publishes, and the visitor's line answers and draws the placed point; a draft is
// discarded; everything is put back as imported at the end.
const PLACE = 'scenic-hz-xihu';
const LINE = 'line-hz-classic-2d';
const VISITOR_PLACE = `/ver3/pages/poi/detail/scenic?id=${PLACE}`;
const VISITOR_LINE_MAP = `/ver3/pages/line/map?id=${LINE}`;

async function lakePng(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 400;
    const g = c.getContext('2d');
    g.fillStyle = '#bfe0ee';
    g.fillRect(0, 0, 640, 400);
    g.fillStyle = '#4f8f6f';
    g.beginPath();
    g.moveTo(0, 250);
    g.lineTo(200, 120);
    g.lineTo(420, 230);
    g.lineTo(640, 150);
    g.lineTo(640, 260);
    g.fill();
    g.fillStyle = '#3b8fc0';
    g.fillRect(0, 260, 640, 140);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

/** The vector from the visitor map's stop 2 to stop 1, in pixels. */
async function stopVector(page) {
  const one = page.locator('.yz-map-stop').filter({ hasText: /^1$/ }).first();
  const two = page.locator('.yz-map-stop').filter({ hasText: /^2$/ }).first();
  await one.waitFor();
  const a = await one.boundingBox();
  const b = await two.boundingBox();
  return { x: a.x - b.x, y: a.y - b.y };
}

async function visitorLineMap(t, label) {
  const { page, close } = await t.open();
  await page.goto(t.url(VISITOR_LINE_MAP));
  await page.locator('.yz-map-stop').first().waitFor();
  await page.waitForTimeout(500);
  const v = await stopVector(page);
  await t.shot(page, `console-visitor-line-map-${label}`);
  await close();
  return v;
}

/** Saves the draft and waits for the server's answer: the toast of an earlier save may still
 * be showing, so its text alone does not say this save is done. */
async function saveDraft(page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/draft$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: '保存草稿' }).click();
  const answer = await (await saved).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  await page.getByText('草稿已保存').first().waitFor();
}

async function publishOwn(page) {
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  // 发布 asks first, naming the record and listing what changes.
  const confirm = page.getByRole('dialog').filter({ hasText: /发布「.+」？/ });
  await confirm.locator('.ant-table-row').first().waitFor();
  await confirm.getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').waitFor();
  await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();
}

async function restoreOriginal(page, what) {
  await page.getByRole('tab', { name: '版本历史' }).click();
  await page.getByRole('button', { name: '恢复版本 1' }).click();
  await page.getByText('已按该版本生成新草稿').waitFor();
  await page.getByRole('tab', { name: '编辑' }).click();
  await publishOwn(page);
  await page.getByText('已发布，游客端已更新').first().waitFor();
  assert.ok(true, what);
}

journey('console: the city editor uploads a photo of West Lake and places a line stop on the map; the visitor sees both', async (t) => {
  const pw = addOperator(t, 'ed-hz-media', 'city-editor', ['--city', '1201', '--name', '杭州图片编辑']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'ed-hz-media', pw);
  await page.getByTestId('operator-name').waitFor();

  // West Lake: no photos yet; a text file named like a photo is refused, naming the file.
  await page.goto(t.url(`/ver3/admin/content/places/${PLACE}`));
  const media = page.locator('.ant-form-item').filter({ hasText: '上传图片' });
  await media.getByText('还没有图片').waitFor();
  const input = media.locator('input[type=file]');
  await input.setInputFiles({ name: 'menu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all, just words') });
  await media.getByRole('alert').filter({ hasText: 'menu.jpg' }).waitFor();
  await media.scrollIntoViewIfNeeded();
  await t.shot(page, 'console-media-refused');

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/ver3/api/admin/v1/media') && r.request().method() === 'POST');
  await input.setInputFiles({ name: 'west-lake.png', mimeType: 'image/png', buffer: await lakePng(page) });
  const answer = await (await uploaded).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  const url = answer.data[0].url;
  assert.match(url, /^\/ver3\/api\/v3\/media\/[0-9a-f-]{36}$/);
  await media.getByRole('img', { name: '图片 1' }).waitFor();
  await media.getByLabel('图片 1 的说明').fill('西湖春景');
  await t.shot(page, 'console-media-uploaded');
  await saveDraft(page);
  await publishOwn(page);

  // The visitor's page opens on the uploaded photo.
  {
    const { page: visitor, close } = await t.open();
    await visitor.goto(t.url(VISITOR_PLACE));
    const img = visitor.locator(`img[src="${url}"]`).first();
    await img.waitFor();
    // With srcset the browser picks the size for the screen (naturalWidth is then scaled by
    // its density): what matters is that the uploaded photo, at one of its addresses, loaded.
    await until(visitor, (el) => el.complete && el.naturalWidth > 0 && el.currentSrc.includes(el.getAttribute('src')), await img.elementHandle(), 'the photo loads');
    await visitor.waitForTimeout(600);
    await t.shot(visitor, 'console-visitor-photo');
    await close();
  }

  const before = await visitorLineMap(t, 'before');

  // A reload keeps the session and its CSRF token (from GET me): the line is written
  // without signing in again.
  await page.goto(t.url(`/ver3/admin/content/lines/${LINE}`));
  await page.reload();
  const map = page.getByRole('region', { name: '线路站点地图' });
  await map.waitFor();
  const marker = map.locator('.yz-stop').filter({ hasText: /^1-1$/ });
  await marker.waitFor();
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: '在地图上放置站点 1-1' }).click();
  await map.scrollIntoViewIfNeeded();
  await t.shot(page, 'console-stops-map');
  const box = await marker.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + 70, box.y + box.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  // The list shows the stop's own point.
  const row = page.locator('.ant-table-row').filter({ hasText: '1-1' });
  await row.locator('.ant-tag-volcano').waitFor();
  await map.scrollIntoViewIfNeeded();
  await t.shot(page, 'console-stops-moved');
  await saveDraft(page);
  await publishOwn(page);

  // The visitor's line answers the point and draws stop 1 there.
  const res = await page.request.get(t.url(`/ver3/api/v3/lines/detail?id=${LINE}`));
  const first = (await res.json()).data.itinerary[0].stops[0];
  assert.ok(first.location && Math.abs(first.location.lat - first.place.location.lat) > 1e-4, JSON.stringify(first));
  const after = await visitorLineMap(t, 'after');
  assert.ok(Math.hypot(after.x - before.x, after.y - before.y) > 2, `stop 1 moved on the visitor's map: ${JSON.stringify({ before, after })}`);

  // A draft the author no longer wants is discarded; the record stays as published.
  await page.getByLabel('主题', { exact: true }).fill('经典（草稿）');
  await saveDraft(page);
  await page.getByRole('button', { name: '放弃草稿' }).click();
  await page.getByRole('button', { name: /^放\s*弃$/ }).click();
  await page.getByText('已放弃该版本').waitFor();
  await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();
  await page.getByRole('tab', { name: '版本历史' }).click();
  await page.locator('.ant-table-row').filter({ hasText: '已放弃' }).first().waitFor();
  await t.shot(page, 'console-discarded');

  // Both records back as imported, for the journeys that follow.
  await page.getByRole('tab', { name: '编辑' }).click();
  await restoreOriginal(page, 'line');
  await page.goto(t.url(`/ver3/admin/content/places/${PLACE}`));
  await media.getByRole('img', { name: '图片 1' }).waitFor();
  await restoreOriginal(page, 'place');
  await media.getByText('还没有图片').waitFor();
});
