import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, DESKTOP_UA, openConsole, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

// News and notices from the console to the visitor (docs/SUGGEST.md, "News and notices"): a
// Hangzhou city editor opens 旅游资讯 at desktop width, presses 新建, writes a news item for
// Hangzhou in Markdown and publishes it after the confirmation naming it; on a 390 px phone
// the same editor posts a notice the same way. A visitor of tour/classic reads both for
// Hangzhou, the news in place with its Markdown drawn, and sees neither for Ningbo; the
// notice is on Hangzhou's live page too (one kind of notice), and the live form takes it
// down from both.
const NEWS = '西湖夜游航线本周末恢复';
const NOTICE = '北山街周六封闭施工';
const openList = (page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function pick(page, label, option) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  // A list with a value chosen (级别 starts at 提示) hides its input: the list itself is pressed.
  await page.locator('.ant-select').filter({ has: box }).click();
  await openList(page).waitFor();
  await settled(page);
  await openList(page).getByTitle(option, { exact: true }).click();
  await openList(page).waitFor({ state: 'hidden' });
}

/** 新建 on the area's list, the short form, 保存草稿, then 发布 with its confirmation. */
async function write(t, page, { entity, menu, title, body, level, width }) {
  if (width < 768) await page.getByRole('button', { name: '菜单' }).click();
  await page.getByRole('menuitem', { name: menu }).click();
  await page.waitForURL(new RegExp(`/ver3/admin/content/${entity}$`));
  // The list has loaded (empty or not) and the phone's menu has slid away before anything
  // is pressed or pictured.
  await page.locator('.ant-card-head-title').filter({ hasText: menu }).waitFor();
  await page.locator('.ant-table-tbody').waitFor();
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await settled(page);
  await t.shot(page, `news-console-list-${entity}-${width}`);
  // The button's name is its icon's and its text's ("plus 新建"): matched as a part, not whole.
  await page.getByRole('button', { name: /新\s*建/ }).click();
  await page.waitForURL(new RegExp(`/ver3/admin/content/${entity}/new$`));
  // On a phone the menu drawer is still sliding away: the form moves until it has.
  await settled(page);

  await page.getByLabel('标题', { exact: true }).fill(title);
  if (level) await pick(page, '级别', level);
  await pick(page, '城市', '杭州市');
  await page.getByLabel('正文', { exact: true }).fill(body);
  await page.getByLabel('资料来源', { exact: true }).fill('杭州市文化广电旅游局');
  await t.shot(page, `news-console-form-${entity}-${width}`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.waitForURL(new RegExp(`/ver3/admin/content/${entity}/(news|notice)-\\d{8}-[a-z0-9]+$`));

  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `发布「${title}」？` });
  await confirm.getByText('这是一条新内容').waitFor();
  await page.waitForTimeout(400); // the dialog's opening animation, for the picture only
  await t.shot(page, `news-console-confirm-${entity}-${width}`);
  await confirm.getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').waitFor();
  await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the console is ${overflow} px wider than the window`);
}

journey('news: a city editor publishes a news item and a notice for Hangzhou; Hangzhou visitors read them, Ningbo visitors do not see them', async (t) => {
  // A name of its own per try: a second try runs against the same server.
  const user = `ed-hz-news-${Date.now() % 100000}`;
  const pw = addOperator(t, user, 'city-editor', ['--city', '1201', '--name', '杭州资讯编辑']);

  const desk = await openConsole(t);
  await desk.page.goto(t.url('/ver3/admin/login'));
  await signIn(desk.page, user, pw);
  await desk.page.getByTestId('operator-name').waitFor();
  await write(t, desk.page, {
    entity: 'news',
    menu: '旅游资讯',
    title: NEWS,
    body: '## 航线安排\n\n本周六起，**湖滨码头**每晚 19:00 发船。\n\n- 每班约 50 分钟，途经三潭印月、湖心亭和阮公墩，船上有讲解\n- 雨天停航\n\n1. 在码头售票处或小程序购票\n2. 开船前 15 分钟检票登船\n\n<script>window.hacked = 1</script>',
    width: 1280,
  });
  await desk.close();

  const phone = await t.open({ desktop: { width: 390, height: 844 }, userAgent: DESKTOP_UA });
  await phone.page.goto(t.url('/ver3/admin/login'));
  await signIn(phone.page, user, pw);
  await phone.page.getByTestId('operator-name').waitFor();
  await write(t, phone.page, {
    entity: 'notices',
    menu: '通知公告',
    title: NOTICE,
    body: '周六 8:00–18:00 北山街断桥至岳庙段封闭，请绕行杨公堤。',
    level: '注意',
    width: 390,
  });
  await phone.close();

  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/tour/classic?cityId=1201&tab=news'));
  const news = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: NEWS }) }).first();
  await news.waitFor();
  await news.getByText(/^\d{4}-\d{2}-\d{2} · 杭州市文化广电旅游局$/).waitFor();
  await news.getByRole('button', { name: '阅读全文' }).click();
  // Read in place: the Markdown drawn as headings, bold and a list; the script never runs.
  await news.getByRole('heading', { level: 2, name: '航线安排' }).waitFor();
  assert.equal(await news.locator('strong').first().textContent(), '湖滨码头');
  // Both lists keep their list (a bare item would draw its marker outside the card), and
  // every marker sits inside the card, in normal and in elder mode.
  assert.equal(await news.locator('ul > li').count(), 2);
  assert.equal(await news.locator('ol > li').count(), 2);
  assert.equal(await page.evaluate(() => window.hacked), undefined);
  assert.equal(await news.locator('script').count(), 0);
  const markersInside = () =>
    news.evaluate((card) => {
      const left = card.getBoundingClientRect().left;
      // A marker is drawn in the space left of its item: at least its list's indent is needed.
      return [...card.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().left - left));
    });
  for (const gap of await markersInside()) assert.ok(gap >= 24, `a list item starts ${gap} px from the card's edge: its marker hangs out`);
  await news.locator('ol').scrollIntoViewIfNeeded();
  await t.shot(page, 'news-visitor-hangzhou');
  await page.evaluate(() => {
    localStorage.setItem('youzhe.elderMode', 'elder');
  });
  await page.reload();
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await news.getByRole('button', { name: '阅读全文' }).click();
  await news.locator('ol > li').first().waitFor();
  for (const gap of await markersInside()) assert.ok(gap >= 24, `elder: a list item starts ${gap} px from the card's edge`);
  await news.locator('ol').scrollIntoViewIfNeeded();
  await t.shot(page, 'news-visitor-hangzhou-elder');
  await page.evaluate(() => {
    localStorage.setItem('youzhe.elderMode', 'normal');
  });
  await page.reload();
  await news.waitFor();

  await page.getByRole('tab', { name: '通知公告' }).click();
  const notice = page.locator('article').filter({ hasText: NOTICE }).first();
  await notice.waitFor();
  await notice.getByText('注意', { exact: true }).waitFor();
  await t.shot(page, 'news-visitor-hangzhou-notices');
  // One kind of notice: Hangzhou's live page shows it too, marked 注意.
  await page.goto(t.url('/ver3/pages/tour/livecity?city_id=1201'));
  const onLive = page.getByRole('region', { name: '通知' }).getByRole('listitem').filter({ hasText: NOTICE }).first();
  await onLive.getByText('注意', { exact: true }).waitFor();
  await t.shot(page, 'news-visitor-livecity');

  // Ningbo: neither, and the page says none is published rather than showing Hangzhou's.
  await page.goto(t.url('/ver3/pages/tour/classic?cityId=1202&tab=news'));
  await page.getByText(/^暂无资讯/).waitFor();
  assert.equal(await page.getByText(NEWS).count(), 0);
  await t.shot(page, 'news-visitor-ningbo');
  await page.goto(t.url('/ver3/pages/tour/classic?cityId=1202&tab=notices'));
  await page.getByText(/^暂无公告/).waitFor();
  assert.equal(await page.getByText(NOTICE).count(), 0);

  // The live form lists the notice written in 通知公告 and takes it down; it leaves both pages.
  const again = await openConsole(t);
  await again.page.goto(t.url('/ver3/admin/login'));
  await signIn(again.page, user, pw);
  await again.page.getByTestId('operator-name').waitFor();
  await again.page.getByRole('menuitem', { name: '实时信息' }).click();
  const row = again.page.getByRole('row').filter({ hasText: NOTICE });
  await row.getByText('杭州市').waitFor();
  await row.getByRole('button', { name: /撤\s*下/ }).click();
  await again.page.locator('.ant-popconfirm').getByRole('button', { name: /撤\s*下/ }).click();
  await again.page.getByText('公告已撤下').waitFor();
  await row.waitFor({ state: 'detached' });
  await again.close();
  // A visitor arriving now (lists are cached a minute in a browser that read them, the live
  // page never).
  const later = await t.open();
  await later.page.goto(t.url('/ver3/pages/tour/classic?cityId=1201&tab=notices'));
  await later.page.getByText(/^暂无公告/).waitFor();
  await page.goto(t.url('/ver3/pages/tour/livecity?city_id=1201'));
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  assert.equal(await page.getByText(NOTICE).count(), 0);
  await later.close();
});
