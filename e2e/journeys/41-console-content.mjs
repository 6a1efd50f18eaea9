import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// Live content editing through the console (docs/CONSOLE_UI.md, crates/editing): a county
// editor of 西湖区 renames West Lake and changes its hours (a grade the import refuses is
// shown on its field first), submits; the city editor of 杭州 sees it waiting, reads the diff, publishes;
// the visitor's page shows the new name and hours; the city editor reverts to the imported
// original and the visitor's page is as before.
const ID = 'scenic-hz-xihu';
const NAME = '西湖风景名胜区';
const NEW_NAME = '西湖风景名胜区（环湖步道开放）';
const NEW_HOURS = '全天开放，游船 07:30–17:30';
const VISITOR = `/ver3/pages/poi/detail/scenic?id=${ID}`;

async function visitorSees(t, name, hours) {
  const { page, close } = await t.open();
  await page.goto(t.url(VISITOR));
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  await page.getByRole('region', { name: '基本信息' }).getByText(hours, { exact: true }).waitFor();
  await t.shot(page, `console-visitor-${name === NAME ? 'original' : 'edited'}`);
  await close();
}

async function signOut(page) {
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(/\/ver3\/admin\/login$/);
}

journey('console: a county editor edits West Lake, the city editor publishes, the visitor sees it, then it is reverted', async (t) => {
  const countyPw = addOperator(t, 'ed-xihu', 'county-editor', ['--county', '330106', '--name', '西湖区编辑']);
  const cityPw = addOperator(t, 'ed-hz', 'city-editor', ['--city', '1201', '--name', '杭州市编辑']);
  const { page } = await openConsole(t);

  // The county editor finds West Lake among 西湖区's places.
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'ed-xihu', countyPw);
  await page.getByTestId('operator-name').waitFor();
  await page.getByRole('menuitem', { name: /场所/ }).click();
  // On a tablet (1024×768) the menu folds to icons and the filters still fit.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.locator('.ant-layout-sider-collapsed').waitFor();
  await page.getByRole('link', { name: '杭州西湖国宾馆' }).waitFor();
  await t.shot(page, 'console-content-list-tablet');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByPlaceholder('名称或编号').fill('西湖风景');
  await page.getByRole('button', { name: /筛\s*选/ }).click();
  await page.getByRole('link', { name: NAME }).click();
  await page.waitForURL(new RegExp(`/ver3/admin/content/places/${ID}$`));
  const name = page.getByLabel('名称', { exact: true });
  await name.waitFor();
  assert.equal(await name.inputValue(), NAME);
  await t.shot(page, 'console-content-editor');

  // A popularity the import would refuse: the server's validator names the field, and the
  // form shows its message there under its Chinese name; nothing is saved.
  const popularity = page.getByLabel('热度', { exact: true });
  await popularity.fill('150');
  await page.getByRole('button', { name: '保存草稿' }).click();
  const popularityItem = page.locator('.ant-form-item').filter({ has: popularity });
  await popularityItem.locator('.ant-form-item-explain-error').filter({ hasText: '热度：1–100' }).waitFor();
  await page.getByRole('alert').first().waitFor();
  await t.shot(page, 'console-content-field-error');
  await popularity.fill('98');

  await name.fill(NEW_NAME);
  await page.getByLabel('开放时间', { exact: true }).fill(NEW_HOURS);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.getByText('草稿已保存').waitFor();
  await page.locator('.ant-card-head').getByText('草稿', { exact: true }).waitFor();
  // A county editor submits; publishing is not theirs.
  assert.equal(await page.getByRole('button', { name: /^发\s*布$/ }).count(), 0);
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.locator('.ant-card-head').getByText('待审核', { exact: true }).waitFor();
  await t.shot(page, 'console-content-submitted');
  await signOut(page);

  // The city editor: it waits in 待我处理; the diff shows the two fields; publish.
  await signIn(page, 'ed-hz', cityPw);
  await page.waitForURL(/\/ver3\/admin\/content\/queue$/);
  await page.getByRole('link', { name: NEW_NAME }).click();
  await page.getByRole('tab', { name: '版本历史' }).click();
  await page.getByRole('button', { name: '版本 2 的差异' }).click();
  const diff = page.getByRole('dialog');
  await diff.getByText(NEW_HOURS).waitFor();
  await diff.getByText(NEW_NAME).waitFor();
  await t.shot(page, 'console-content-diff');
  await diff.getByRole('button', { name: 'Close' }).or(diff.getByLabel('Close')).first().click();
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  // 发布 asks first: the record by name and what changes.
  const confirm = page.getByRole('dialog').filter({ hasText: /发布「.+」？/ });
  await confirm.getByRole('cell', { name: '开放时间', exact: true }).waitFor();
  await t.shot(page, 'console-content-publish-confirm');
  await confirm.getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').waitFor();
  await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();

  await visitorSees(t, NEW_NAME, NEW_HOURS);

  // Revert to the imported original (version 1) and publish it.
  await page.getByRole('tab', { name: '版本历史' }).click();
  await page.getByRole('button', { name: '恢复版本 1' }).click();
  await page.getByText('已按该版本生成新草稿').waitFor();
  await page.getByRole('tab', { name: '编辑' }).click();
  assert.equal(await page.getByLabel('名称', { exact: true }).inputValue(), NAME);
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  // 发布 asks first: the record by name and what changes.
  const again = page.getByRole('dialog').filter({ hasText: /发布「.+」？/ });
  await again.locator('.ant-table-row').first().waitFor();
  await again.getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').waitFor();
  await page.getByRole('tab', { name: '版本历史' }).click();
  await t.shot(page, 'console-content-history');

  await visitorSees(t, NAME, '全天开放');
});
