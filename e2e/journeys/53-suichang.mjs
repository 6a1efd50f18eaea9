import assert from 'node:assert/strict';
import { zwDouble } from '../doubles.mjs';
import { UA } from '../harness.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// The Suichang county sub-site (docs/SUICHANG.md, docs/NOTES.md): the search within the
// county and a result opened in the sub-site's frame; a place and a dish; a travel note with
// a photo and a place, its draft restored after a reload (currentnotes_suichang), waiting
// (审核中) until a moderator publishes it in the console; then listed for everyone and liked
// once by another visitor; the album; and the elder style.
const GOLD_MINE = '遂昌金矿国家矿山公园';
const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const site = (route) => `/ver3/pages/custom/suichang/${route}`;

/** A small real PNG drawn by the browser (green hills). */
async function hillsPng(page) {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d');
    g.fillStyle = '#cfe8f5';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#2f7d5b';
    g.beginPath();
    g.moveTo(0, 200);
    g.lineTo(100, 80);
    g.lineTo(220, 200);
    g.fill();
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

async function publicNotes(t, page) {
  const res = await page.request.get(t.url('/ver3/api/v3/notes?countyCode=331123&size=50'));
  return (await res.json()).data.list;
}

journey('suichang: search in the county, a place and a dish, a note waits for a moderator, is published, liked once; the album', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url(`${site('search')}?openid=e2e-suichang-0001`));
  await signedIn(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { level: 2, name: '在遂昌搜索' }).waitFor();
  await page.getByRole('navigation', { name: '遂昌导航' }).waitFor();
  await page.getByRole('heading', { level: 3, name: GOLD_MINE }).waitFor();
  await noSideways(page, 'suichang search');
  await t.shot(page, 'suichang-search');

  // The search within the county: West Lake is not in Suichang; the gold mine is.
  await page.getByRole('searchbox', { name: '搜索遂昌的景点、美食、民宿' }).fill('西湖');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByText('遂昌没有找到相关去处，换个词试试').waitFor();
  await t.shot(page, 'suichang-result-empty');
  await page.getByRole('searchbox', { name: '搜索遂昌的景点、美食、民宿' }).fill('金矿');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: '“金矿”的遂昌结果' }).waitFor();
  await t.shot(page, 'suichang-result');
  await page.getByRole('link', { name: new RegExp(GOLD_MINE) }).click();
  await page.waitForURL((u) => u.pathname === site('detail'));
  await page.getByRole('heading', { level: 2, name: GOLD_MINE }).waitFor();
  await page.getByRole('navigation', { name: '遂昌导航' }).waitFor();
  await noSideways(page, 'suichang detail');
  await t.shot(page, 'suichang-detail');

  await page.goto(t.url(`${site('cateDetail')}?id=dish-331123-suichang-changzong`));
  await page.getByRole('heading', { level: 2, name: '遂昌长粽' }).waitFor();
  await page.getByRole('navigation', { name: '遂昌导航' }).waitFor();
  await noSideways(page, 'suichang dish');
  await t.shot(page, 'suichang-dish');

  // A note: title, text and a place; the draft survives a reload.
  const title = `金矿一日 ${Date.now() % 100000}`;
  await page.getByRole('navigation', { name: '遂昌导航' }).getByRole('link', { name: '游记' }).click();
  await page.getByRole('heading', { level: 2, name: '遂昌游记' }).waitFor();
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('正文').fill('坐小火车下到矿洞，里面很凉快，还能淘金。');
  await page.getByRole('button', { name: GOLD_MINE, exact: true }).click();
  await until(page, () => JSON.parse(localStorage.getItem('lifeData') ?? '{}').currentnotes_suichang?.placeIds?.length === 1, null, 'the draft record');
  await page.reload();
  await page.getByRole('heading', { level: 2, name: '写游记' }).waitFor();
  assert.equal(await page.getByLabel('标题').inputValue(), title, 'the title restored from currentnotes_suichang');
  assert.equal(await page.getByRole('button', { name: GOLD_MINE, exact: true }).getAttribute('aria-pressed'), 'true');
  const upload = page.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/media') && r.request().method() === 'POST');
  await page.getByTestId('photo-input').setInputFiles({ name: 'hills.png', mimeType: 'image/png', buffer: await hillsPng(page) });
  assert.equal((await (await upload).json()).code, 0);
  await noSideways(page, 'suichang write');
  await t.shot(page, 'suichang-write');
  await page.getByRole('button', { name: '发布游记' }).click();
  await page.getByText('已提交，审核通过后大家就能看到').waitFor();
  const mine = page.getByRole('region', { name: '我的游记' });
  const myNote = mine.getByRole('article', { name: title });
  await myNote.getByText('审核中').waitFor();
  await t.shot(page, 'suichang-note-pending');
  assert.ok(!(await publicNotes(t, page)).some((n) => n.title === title), 'not listed while it waits');

  // The moderator publishes it in the console.
  const pw = addOperator(t, 'mod-suichang', 'moderator');
  const { page: op } = await openConsole(t);
  await op.goto(t.url('/ver3/admin/login'));
  await signIn(op, 'mod-suichang', pw);
  await op.waitForURL(/\/ver3\/admin\/moderation$/);
  const row = op.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title });
  await row.getByText('游记').first().waitFor();
  await t.shot(op, 'suichang-console-note');
  await row.getByRole('button', { name: /^采纳/ }).click();
  await op.getByText('已采纳').first().waitFor();
  await row.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('region', { name: '我的游记' }).getByRole('article', { name: title }).getByText('已发布').waitFor();
  assert.ok((await publicNotes(t, page)).some((n) => n.title === title && n.photos.length === 1 && n.places[0].name === GOLD_MINE));

  // Another visitor reads it and likes it once.
  const { page: other } = await t.open();
  await other.goto(t.url(`${site('notes')}?openid=e2e-suichang-0002`));
  await signedIn(other);
  const card = other.getByRole('region', { name: '遂昌游记' }).getByRole('article', { name: title });
  await card.getByRole('link', { name: GOLD_MINE }).waitFor();
  // Its photo is shown (the thumbnail the media area made).
  await until(other, (t) => [...document.querySelectorAll('article')].some((a) => a.textContent.includes(t) && [...a.querySelectorAll('.sc-photos img')].some((i) => i.complete && i.naturalWidth > 0)), title, 'the note photo');
  await card.getByRole('button', { name: `赞 0：给“${title}”点赞` }).click();
  await card.getByRole('button', { name: `赞 1：给“${title}”点赞` }).waitFor();
  const liked = (await publicNotes(t, other)).find((n) => n.title === title);
  assert.equal(liked.likes, 1);
  const box = await card.getByRole('button', { name: /点赞/ }).boundingBox();
  assert.ok(box.height >= 44, `the like button is ${box.height}px high`);
  await noSideways(other, 'suichang notes');
  await t.shot(other, 'suichang-notes');

  // The album: the county's places' photos, each opening its place.
  await other.getByRole('navigation', { name: '遂昌导航' }).getByRole('link', { name: '相册' }).click();
  await other.getByRole('heading', { level: 2, name: '遂昌相册' }).waitFor();
  await other.getByRole('link', { name: new RegExp(GOLD_MINE) }).first().waitFor();
  await noSideways(other, 'suichang album');
  await t.shot(other, 'suichang-album');
});

journey('suichang in elder mode: the sub-site pages larger and within the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url(site('search')));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await page.getByRole('heading', { level: 3, name: GOLD_MINE }).waitFor();
  const size = await page.getByRole('link', { name: '游记' }).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 18, `the nav is ${size}px in elder mode`);
  await noSideways(page, 'elder suichang search');
  await t.shot(page, 'suichang-elder-search');
  await page.goto(t.url(site('notes')));
  await page.getByRole('heading', { level: 2, name: '遂昌游记' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '写游记' }).waitFor();
  await noSideways(page, 'elder suichang notes');
  await t.shot(page, 'suichang-elder-notes');
  await page.goto(t.url(site('album')));
  await page.getByRole('link', { name: new RegExp(GOLD_MINE) }).first().waitFor();
  await noSideways(page, 'elder suichang album');
  await t.shot(page, 'suichang-elder-album');
});
