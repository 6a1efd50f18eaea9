import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';

// The operator console (docs/CONSOLE_UI.md) at a desktop's 1280×800: the first admin made
// with `youzhe operator add` signs in (after a wrong password), sees their name, role and
// scope, creates a county editor, reads the audit log and signs out; an account is locked
// after five failures; the county editor sees no admin menu, reports West Lake's crowd but
// not Ningbo's, posts a notice and takes it down, and, typing the accounts' address anyway, reads the server's refusal.
journey('console: sign in, see who and where, create a county editor, read the audit log, sign out', async (t) => {
  const adminPw = addOperator(t, 'admin', 'province-admin', ['--name', '省运营中心']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin'));
  await page.waitForURL(/\/ver3\/admin\/login$/);
  await page.getByRole('heading', { name: '游浙运营后台' }).waitFor();

  // Nothing filled: the form says so before anything is sent.
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('请输入用户名').waitFor();

  await signIn(page, 'admin', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: '用户名或密码不正确' }).waitFor();
  await t.shot(page, 'console-sign-in-refused');

  await signIn(page, 'admin', adminPw);
  await page.getByTestId('operator-name').filter({ hasText: '省运营中心' }).waitFor();
  const header = page.locator('.console-header');
  await header.getByText('省级管理员').waitFor();
  await header.getByText('全省').waitFor();
  for (const item of ['内容', '审核队列', '实时信息', '数据看板', '运营账号', '操作日志']) {
    await page.getByRole('menuitem', { name: item }).first().waitFor();
  }

  // A county editor for 西湖区, made in the console.
  await page.getByRole('menuitem', { name: '运营账号' }).click();
  await page.waitForURL(/\/ver3\/admin\/operators$/);
  await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建运营账号' });
  await dialog.getByLabel('用户名').fill('ed-xihu-a');
  await dialog.getByLabel('显示名').fill('西湖区编辑');
  // One select's list at a time: the city's closes (it animates) before the county's opens,
  // or the click meant for the county's lands on the closing list and nothing opens.
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dialog.getByLabel('城市').click();
  await openList.getByTitle('杭州市', { exact: true }).click();
  await openList.waitFor({ state: 'hidden' });
  await dialog.getByLabel('区县').click();
  await openList.getByTitle('西湖区', { exact: true }).click();
  await openList.waitFor({ state: 'hidden' });
  // Too short: refused by the form; then a real one.
  await dialog.getByLabel('密码').fill('short');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('密码至少 12 个字符').waitFor();
  await dialog.getByLabel('密码').fill('xihu-editor-pass-2026');
  await t.shot(page, 'console-operator-form');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: 'ed-xihu-a' });
  await row.getByText('县级编辑').waitFor();
  await row.getByText('杭州市 · 西湖区').waitFor();
  await t.shot(page, 'console-operators');

  // The same username again: the server's 40900 in the form.
  await page.getByRole('button', { name: '新建账号' }).click();
  await dialog.getByLabel('用户名').fill('ed-xihu-a');
  await dialog.locator('.ant-form-item').filter({ hasText: '角色' }).locator('.ant-select').click();
  await page.getByTitle('分析员', { exact: true }).click();
  await dialog.getByLabel('密码').fill('another-long-password');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByRole('alert').waitFor();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('menuitem', { name: '操作日志' }).click();
  const created = page.getByRole('row').filter({ hasText: 'operator.create' }).filter({ hasText: 'ed-xihu-a' });
  await created.getByText('admin', { exact: true }).waitFor();
  await page.getByRole('row').filter({ hasText: 'operator.create' }).filter({ hasText: 'cli' }).first().waitFor();
  await created.getByRole('button').first().click();
  await page.getByRole('cell', { name: '西湖区编辑' }).first().waitFor();
  await t.shot(page, 'console-audit');

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(/\/ver3\/admin\/login$/);
  // The session is gone on the server too.
  const me = await page.evaluate(() => fetch('/ver3/api/admin/v1/me').then((r) => r.json()));
  assert.equal(me.code, 40003);
});

journey('console: five wrong passwords lock the account, and the sign-in page says for how long', async (t) => {
  addOperator(t, 'locky', 'analyst');
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  for (let i = 0; i < 5; i++) {
    await signIn(page, 'locky', `wrong-password-${i}`);
    await page.getByRole('alert').filter({ hasText: '用户名或密码不正确' }).waitFor();
    await page.getByRole('button', { name: /登\s*录/ }).and(page.locator(':not(.ant-btn-loading)')).waitFor();
  }
  await signIn(page, 'locky', 'wrong-password-5');
  await page.getByRole('alert').filter({ hasText: '账号已锁定，请 15 分钟后再试' }).waitFor();
  await t.shot(page, 'console-locked');
});

journey('console: a county editor sees only what the role offers, and the server refuses the rest', async (t) => {
  const pw = addOperator(t, 'ed-xihu-b', 'county-editor', ['--county', '330106', '--name', '西湖区编辑']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'ed-xihu-b', pw);
  await page.getByTestId('operator-name').filter({ hasText: '西湖区编辑' }).waitFor();
  await page.waitForURL(/\/ver3\/admin\/content\/places$/);
  const header = page.locator('.console-header');
  await header.getByText('县级编辑').waitFor();
  await header.getByText('杭州市 · 西湖区').waitFor();
  for (const hidden of ['运营账号', '操作日志', '审核队列']) assert.equal(await page.getByRole('menuitem', { name: hidden }).count(), 0, hidden);
  await page.getByRole('menuitem', { name: '内容' }).first().waitFor();
  await t.shot(page, 'console-county-editor');

  // The live form: West Lake's crowd is theirs to report, Ningbo's 东钱湖 is not (the server's 40300).
  await page.getByRole('menuitem', { name: '实时信息' }).click();
  const crowd = page.locator('form[id="crowd"]');
  await crowd.getByLabel('景区编号').fill('scenic-hz-xihu');
  await crowd.getByText('较多', { exact: true }).click();
  await crowd.getByRole('button', { name: '发布客流' }).click();
  await page.getByText('客流已更新，实时页面会立即显示').waitFor();
  await crowd.getByLabel('景区编号').fill('scenic-nb-dongqianhu');
  await crowd.getByRole('button', { name: '发布客流' }).click();
  await page.locator('.ant-card').filter({ hasText: '景区客流' }).getByRole('alert').filter({ hasText: /./ }).waitFor();
  await t.shot(page, 'console-live-refused');

  // A notice about 西湖区 on Hangzhou's live pages: a county editor's waits for the city, as
  // any content of theirs, so it is not listed as shown yet.
  const notice = page.locator('form[id="notice"]');
  await notice.getByLabel('公告内容').fill('北山街今晚 19:00 起交通管制');
  await notice.getByRole('button', { name: '发布公告' }).click();
  await page.getByText('公告已提交，市级审核发布后显示').waitFor();
  await page.getByText('没有正在显示的公告').waitFor();
  await t.shot(page, 'console-live-notice');

  // A typed address is no way round: the server answers 40300 and the page shows it.
  await page.goto(t.url('/ver3/admin/operators'));
  await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
  const refusal = await page.getByRole('alert').first().textContent();
  assert.ok(refusal && refusal.length > 2, refusal);
  await t.shot(page, 'console-refused');
});
