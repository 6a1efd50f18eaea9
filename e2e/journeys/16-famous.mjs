import assert from 'node:assert/strict';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey } from '../journey.mjs';

// 鲁迅 leads the shipped people (data/zhejiang/famous_people.jsonl); the place of his life is
// 鲁迅故里 in 绍兴 (then 咸亨酒店, of 《孔乙己》), whose page lists him among its people.
const PERSON = '鲁迅';
const PLACE = '鲁迅故里';

journey('famous people: from the home page to a person, a place of their life, and back from the place page', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  await page.getByRole('link', { name: /名人名胜/ }).click();

  // The entry: the themes and the first people.
  await page.getByRole('heading', { level: 1, name: '名人名胜' }).waitFor();
  await page.getByRole('link', { name: /文学名家/ }).waitFor();
  await page.getByRole('link', { name: /查看全部51位名人/ }).waitFor();
  await t.shot(page, 'famous-index');

  // The person: the life, and the place of it with its story.
  await page.getByRole('link', { name: new RegExp(`^${PERSON}`) }).click();
  await page.getByRole('heading', { level: 1, name: '名人详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: PERSON }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), 'person-lu-xun');
  await page.getByText(/狂人日记/).first().waitFor();
  const place = page.getByRole('link', { name: new RegExp(PLACE) }).first();
  await place.waitFor();
  await t.shot(page, 'famous-person');

  // The story of the place, then the place's own page, which links back to the person.
  await page.getByRole('link', { name: '读此地故事' }).first().click();
  await page.getByRole('heading', { level: 1, name: '名胜详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: `${PERSON}与${PLACE}` }).waitFor();
  await t.shot(page, 'famous-story');
  await page.getByRole('link', { name: '名胜介绍' }).click();
  await page.getByRole('heading', { level: 1, name: '名胜介绍' }).waitFor();
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
  await t.shot(page, 'famous-intro');
  await page.getByRole('link', { name: '查看地点详情' }).click();
  await page.waitForURL(/\/pages\/poi\/detail\/site\?id=site-sx-luxun-guli/);
  await page.getByRole('heading', { level: 2, name: PLACE }).waitFor();
  await t.shot(page, 'famous-place-page');
  const back = page.getByRole('region', { name: '相关名人' }).getByRole('link', { name: new RegExp(PERSON) });
  await back.click();
  await page.getByRole('heading', { level: 2, name: PERSON }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), 'person-lu-xun');
});

journey('famous people: the list by theme and city, and a theme page', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/famous/people'));
  await page.getByText('共51位名人').waitFor();
  await page.getByRole('group', { name: '按城市' }).getByRole('button', { name: '绍兴市' }).click();
  await page.waitForURL(/cityId=1205/);
  await page.getByText('共13位名人').waitFor();
  await page.getByRole('group', { name: '按主题' }).getByRole('button', { name: '科学家' }).click();
  await page.waitForURL(/theme=science/);
  // 绍兴's one scientist: 竺可桢 (气象学家、教育家).
  await page.getByText('共1位名人').waitFor();
  await page.getByRole('link', { name: /^竺可桢/ }).waitFor();
  await t.shot(page, 'famous-people-filtered');
  await page.goto(t.url('/ver3/pages/famous/theme?id=literature'));
  await page.getByRole('heading', { level: 2, name: '文学名家' }).waitFor();
  await page.getByRole('link', { name: new RegExp(`^${PERSON}`) }).waitFor();
  await t.shot(page, 'famous-theme');
});

journey('famous people in elder mode: larger text, nothing wider than the phone', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/famous/peopledetail?id=person-lu-xun'));
  await page.getByRole('heading', { level: 2, name: PERSON }).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('elder')));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the person page is ${wide}px wide`);
  await t.shot(page, 'famous-person-elder');
  await page.goto(t.url('/ver3/pages/famous/index'));
  await page.getByRole('link', { name: /文学名家/ }).waitFor();
  await t.shot(page, 'famous-index-elder');
});

journey('famous pages opened without their id or with an unknown one say so and lead home', async (t) => {
  const { page } = await t.open();
  for (const [route, text] of [
    ['/ver3/pages/famous/peopledetail', '没有找到这位名人'],
    ['/ver3/pages/famous/peopledetail?id=person-nobody', '没有找到这位名人'],
    ['/ver3/pages/famous/theme?id=nope', '没有这个名人主题'],
    ['/ver3/pages/famous/scenicdetail?id=scenic-hz-xihu&personId=person-lu-xun', '没有找到这段名人与名胜的故事'],
    ['/ver3/pages/famous/scenicintro?id=site-sx-luxun-guli', '没有找到这段名人与名胜的故事'],
  ]) {
    await page.goto(t.url(route));
    await page.getByRole('alert').filter({ hasText: text }).waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).count(), 1, `${route} leads home`);
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${route} offers no retry`);
  }
  await t.shot(page, 'famous-not-there');
});

journey('famous people: a life of several places is offered as a generated line, GPX and all', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/famous/peopledetail?id=person-lu-xun'));
  await page.getByRole('heading', { level: 2, name: '鲁迅' }).waitFor();
  await page.getByRole('link', { name: /沿着鲁迅的足迹走/ }).click();
  await page.waitForURL(/\/pages\/line\/lineDetail\?id=trail-person-lu-xun/);
  await page.getByRole('heading', { level: 2, name: '鲁迅足迹' }).waitFor();
  await page.getByText(/由本站根据人物资料生成/).waitFor();
  await page.getByRole('link', { name: /鲁迅故里/ }).first().waitFor();
  await page.getByRole('link', { name: /咸亨酒店/ }).first().waitFor();
  await t.shot(page, 'famous-trail-line');
  const href = await page.getByRole('link', { name: '下载GPX轨迹' }).getAttribute('href');
  const gpx = await (await page.request.get(t.url(href))).text();
  assert.equal(gpx.match(/<wpt /g)?.length, 2);
});
