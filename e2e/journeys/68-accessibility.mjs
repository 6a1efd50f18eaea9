import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// Accessibility facts end to end (docs/PLACES.md, "Accessibility facts"): a visitor filters the
// stay search by 无障碍入口 and is told no stay is known to have one, with a way to clear just
// that; a city editor says a Hangzhou stay has one (refused first without its source), names the
// source and publishes; the visitor's filtered list now holds that stay alone, and its page's
// 无障碍信息 shows 有 with the source and every other fact as 未知, in normal and elder mode.
// The stay is put back as imported at the end (and at the start, if a failed try left it).
const FACT = 'step_free_entrance';
const SOURCE = '杭州酒店官网（测试）';
const PAGE_URL = 'https://www.example.com/accessibility';

/** The console API as the signed-in editor: `(method, path, data)`. */
async function consoleApi(t, username, password) {
  const res = await fetch(t.url('/ver3/api/admin/v1/session'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  assert.equal(body.code, 0, JSON.stringify(body));
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return async (method, path, data) =>
    (
      await fetch(t.url(`/ver3/api/admin/v1${path}`), {
        method,
        headers: { Cookie: cookie, 'X-CSRF-Token': body.data.csrf, ...(data ? { 'Content-Type': 'application/json' } : {}) },
        body: data ? JSON.stringify(data) : undefined,
      })
    ).json();
}

/** Every stay known to have the fact, as the visitor's API lists them. */
async function withFact(t) {
  const r = await (await fetch(t.url(`/ver3/api/v3/places?kind=hotel,homestay&accessibility=${FACT}&size=50`))).json();
  assert.equal(r.code, 0, JSON.stringify(r));
  return r.data.list.map((p) => p.id);
}

/** Back to the imported record: version 1 restored and published. */
async function putBack(api, id) {
  const r = await api('POST', `/content/places/${id}/revert`, { version: 1 });
  assert.equal(r.code, 0, JSON.stringify(r));
  const p = await api('POST', `/content/places/${id}/publish`, { version: r.data.version });
  assert.equal(p.code, 0, JSON.stringify(p));
}

async function openFilter(page) {
  await page.getByRole('button', { name: /^筛选/ }).click();
  const sheet = page.getByRole('dialog', { name: '筛选条件' });
  await sheet.getByRole('group', { name: '适老与无障碍', exact: true }).waitFor();
  return sheet;
}

journey('accessibility: a visitor filters stays by 无障碍入口; an editor states one with its source; the visitor finds it and reads it', async (t) => {
  const editor = `ed-hz-access-${Date.now().toString(36)}`;
  const pw = addOperator(t, editor, 'city-editor', ['--city', '1201', '--name', '杭州无障碍编辑']);
  const api = await consoleApi(t, editor, pw);
  for (const id of await withFact(t)) await putBack(api, id);

  const stays = await (await fetch(t.url('/ver3/api/v3/places?kind=hotel&cityId=1201&size=1'))).json();
  const stay = stays.data.list[0];
  assert.ok(stay, 'a Hangzhou hotel');

  // The visitor: 无障碍入口 in the filter sheet; no stay is known to have one yet.
  const { page: visitor, close } = await t.open();
  await visitor.goto(t.url('/ver3/pages/hotel/search?cityId=1201'));
  await visitor.getByText(/找到\d+家酒店民宿/).waitFor();
  let sheet = await openFilter(visitor);
  await sheet.getByText('只看确认有这些条件的地方（未知的不算）').waitFor();
  await sheet.getByRole('button', { name: '无障碍入口' }).click();
  assert.equal(await sheet.getByRole('button', { name: '无障碍入口' }).getAttribute('aria-pressed'), 'true');
  await t.shot(visitor, 'access-filter-sheet');
  await sheet.getByRole('button', { name: '查看结果' }).click();
  await visitor.getByText('还没有地方确认有所选的无障碍条件').waitFor();
  assert.match(visitor.url(), /accessibility=step_free_entrance/);
  await t.shot(visitor, 'access-filter-empty');
  // Clearing drops only that condition: the city stays, the list is back.
  await visitor.getByRole('button', { name: '清除无障碍条件' }).click();
  await visitor.getByText(/找到\d+家酒店民宿/).waitFor();
  assert.doesNotMatch(visitor.url(), /accessibility=/);
  assert.match(visitor.url(), /cityId=1201/);

  // The editor: 有 without a source is refused, naming the fact; with it, saved and published.
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, editor, pw);
  await page.getByTestId('operator-name').waitFor();
  await page.goto(t.url(`/ver3/admin/content/places/${stay.id}`));
  const row = page.locator(`[data-fact="${FACT}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.getByText('未知', { exact: true }).waitFor();
  assert.ok(await row.getByRole('radio', { name: '未知' }).isChecked(), 'unknown until someone says');
  await row.getByText('有', { exact: true }).click();
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.getByText('无障碍入口：选了“有”或“没有”，请填写来源名称').waitFor();
  await row.getByLabel('无障碍入口的来源名称').fill(SOURCE);
  await row.getByLabel('无障碍入口的来源网页').fill(PAGE_URL);
  await t.shot(page, 'access-console');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/draft$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: '保存草稿' }).click();
  const answer = await (await saved).json();
  assert.equal(answer.code, 0, JSON.stringify(answer));
  await page.getByText('草稿已保存').first().waitFor();
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.getByRole('dialog').filter({ hasText: /发布「.+」？/ }).getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').first().waitFor();

  // The visitor filters again: that stay alone, and its page says so with the source. (The whole
  // province this time: the browser may keep the Hangzhou answer it had for up to 60 s.)
  await visitor.goto(t.url('/ver3/pages/hotel/search'));
  await visitor.getByText(/找到\d+家酒店民宿/).waitFor();
  sheet = await openFilter(visitor);
  await sheet.getByRole('button', { name: '无障碍入口' }).click();
  await sheet.getByRole('button', { name: '查看结果' }).click();
  await visitor.getByText('找到1家酒店民宿').waitFor();
  await visitor.getByText(stay.name).first().click();
  const card = visitor.getByRole('region', { name: '无障碍信息' });
  await card.waitFor();
  const fact = card.locator(`[data-fact="${FACT}"]`);
  await fact.getByText('有', { exact: true }).waitFor();
  await fact.getByText(`来源：${SOURCE}`).waitFor();
  assert.equal(await card.getByText('未知', { exact: true }).count(), 7);
  assert.ok(!(await card.innerText()).includes('http'), 'no address on the visitor page');
  await card.scrollIntoViewIfNeeded();
  await t.shot(visitor, 'access-detail-390');

  // Elder mode: the same words, larger.
  const normalSize = await fact.locator('.access-fact__value').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await visitor.evaluate(() => localStorage.setItem('youzhe.elderMode', 'elder'));
  await visitor.reload();
  await card.waitFor();
  await fact.getByText('有', { exact: true }).waitFor();
  const elderSize = await fact.locator('.access-fact__value').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(elderSize >= 18 && elderSize > normalSize, `elder ${elderSize}px, normal ${normalSize}px`);
  await card.scrollIntoViewIfNeeded();
  await t.shot(visitor, 'access-detail-390-elder');
  await close();

  await putBack(api, stay.id);
  assert.deepEqual(await withFact(t), []);
});
