// A county editor's campaign waits for a province admin (docs/CAMPAIGNS.md "In the console"):
// the editor makes a draw from its template and submits it; while it waits, the editor can
// no longer submit it and visitors do not see it; the province admin finds it 待审核 and
// approves it; visitors then find it on the campaign hub and open it. The log holds each step
// under the operator who took it.
import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

const TITLE = '西湖区冬日抽奖（e2e 审核）';
const isPost = (suffix) => (r) => r.url().endsWith(suffix) && r.request().method() === 'POST';

/** Signs `username` into the console in a window of its own and opens the campaigns list. */
async function campaignsAs(t, username, password) {
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, username, password);
  await page.getByRole('menuitem', { name: /活动/ }).waitFor();
  await page.goto(t.url('/ver3/admin/campaigns'));
  return page;
}

/** What a visitor's API says about the campaign: its code, and whether the hub's list holds it. */
async function visitorSees(t, id) {
  const one = await (await fetch(t.url(`/ver3/api/v3/campaigns/${id}`))).json();
  const all = await (await fetch(t.url('/ver3/api/v3/campaigns'))).json();
  return { code: one.code, listed: all.data.some((c) => c.id === id) };
}

journey('console studio: a county editor’s draw waits for a province admin’s approval before visitors see it', async (t) => {
  const editorPw = addOperator(t, 'e2e-approval-ed', 'county-editor', ['--county', '330106', '--name', '西湖区活动编辑']);
  const adminPw = addOperator(t, 'e2e-approval-admin', 'province-admin');

  // The editor: a draw from its template, saved, then submitted after the confirmation.
  const ed = await campaignsAs(t, 'e2e-approval-ed', editorPw);
  await ed.getByRole('button', { name: /新建活动/ }).click();
  await ed.getByRole('list', { name: '活动模板' }).getByRole('button', { name: '模板：抽奖' }).click();
  const form = ed.getByRole('dialog', { name: '新建活动：抽奖' });
  await form.getByLabel('活动名称').fill(TITLE);
  const created = ed.waitForResponse(isPost('/ver3/api/admin/v1/campaigns'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const draft = (await (await created).json()).data;
  assert.deepEqual([draft.state, draft.sample], ['draft', false], JSON.stringify(draft));
  const edRow = ed.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TITLE });
  await edRow.getByTestId('campaign-state').filter({ hasText: '草稿' }).waitFor();
  assert.equal(await edRow.getByRole('button', { name: `发布 ${TITLE}` }).count(), 0, 'an editor is offered 发布');

  await edRow.getByRole('button', { name: `提交审核 ${TITLE}` }).click();
  const submit = ed.getByRole('dialog').filter({ hasText: '提交后由省级管理员审核发布' });
  await submit.getByRole('button', { name: '提交审核' }).click();
  await edRow.getByTestId('campaign-state').filter({ hasText: '待审核' }).waitFor();
  assert.equal(await edRow.getByRole('button', { name: `提交审核 ${TITLE}` }).count(), 0, 'a waiting campaign is offered for submission again');
  await settled(ed);
  await t.shot(ed, 'approval-editor-waiting');
  assert.deepEqual(await visitorSees(t, draft.id), { code: 40400, listed: false }, 'visitors see a campaign waiting for approval');

  // The province admin: the campaign waits for them; 审核发布 after the confirmation.
  const admin = await campaignsAs(t, 'e2e-approval-admin', adminPw);
  const adminRow = admin.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TITLE });
  await adminRow.getByTestId('campaign-state').filter({ hasText: '待审核' }).waitFor();
  await adminRow.getByRole('button', { name: `审核发布 ${TITLE}` }).click();
  const approve = admin.getByRole('dialog').filter({ hasText: '这是编辑提交的活动' });
  await approve.getByRole('button', { name: '审核发布' }).click();
  await adminRow.getByTestId('campaign-state').filter({ hasText: '已发布' }).waitFor();
  await settled(admin);
  await t.shot(admin, 'approval-admin-published');
  assert.deepEqual(await visitorSees(t, draft.id), { code: 0, listed: true });

  // A visitor finds it on the hub and opens it.
  const { page: visitor } = await t.open();
  await visitor.goto(t.url('/ver3/pages/actives/index'));
  await visitor.getByRole('link', { name: new RegExp(TITLE.replace(/[()（）]/g, '.')) }).first().click();
  await visitor.waitForURL((u) => u.searchParams.get('id') === draft.id);
  await visitor.getByText(TITLE).first().waitFor();
  await settled(visitor);
  await t.shot(visitor, 'approval-visitor-opens');

  // The log: created and submitted by the editor, published by the admin.
  await admin.goto(t.url('/ver3/admin/audit'));
  const logRow = (action, actor) => admin.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: action }).filter({ hasText: actor }).filter({ hasText: draft.id });
  await logRow('campaign.create', 'e2e-approval-ed').first().waitFor();
  await logRow('campaign.publish', 'e2e-approval-ed').first().waitFor();
  await logRow('campaign.publish', 'e2e-approval-admin').first().waitFor();
});
