// The campaign studio (docs/CAMPAIGNS.md "In the console"), at 1280×800 and 390×844: a province
// admin creates a blind-box from its template with two prizes (the first of stock 3, a check-in
// place picked by name, nothing else to draw) and publishes it after the confirmation; a
// visitor opens it by its id, earns a chance with the daily check-in and draws the stock-3
// prize, and gives an address; the admin finds the winner in 获奖名单, marks the prize shipped
// with its tracking, and the visitor's prize reads 已发货. 实时数据 counts the draw.
import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

const TITLE = '春季自驾盲盒（e2e）';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const isPost = (suffix) => (r) => r.url().endsWith(suffix) && r.request().method() === 'POST';
const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

/** Shoots the console page at 390×844 too (`label-phone`), then goes back to the desktop width. */
async function bothWidths(t, page, label) {
  await settled(page);
  await t.shot(page, label);
  await page.setViewportSize(PHONE);
  await settled(page);
  await t.shot(page, `${label}-phone`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `${label} at 390 px scrolls sideways by ${sideways} px`);
  await page.setViewportSize(DESKTOP);
}

journey('console studio: a blind-box made from its template, published, drawn by a visitor, its winner shipped', async (t) => {
  const pw = addOperator(t, 'e2e-studio-admin', 'province-admin');
  const { page: op } = await openConsole(t);
  await op.goto(t.url('/ver3/admin/login'));
  await signIn(op, 'e2e-studio-admin', pw);
  await op.getByRole('menuitem', { name: /活动/ }).waitFor();
  await op.goto(t.url('/ver3/admin/campaigns'));

  // The template picker: one card per kind.
  await op.getByRole('button', { name: /新建活动/ }).click();
  const templates = op.getByRole('list', { name: '活动模板' });
  await templates.getByRole('button', { name: '模板：音乐节' }).waitFor();
  assert.equal(await templates.getByRole('button').count(), 8);
  await bothWidths(t, op, 'studio-templates');
  await templates.getByRole('button', { name: '模板：自驾盲盒' }).click();

  // The form, filled from the template: a title, the stock-3 prize, only it to draw, a place by name.
  const form = op.getByRole('dialog', { name: '新建活动：自驾盲盒' });
  await form.getByLabel('活动名称').fill(TITLE);
  await form.getByText('任务 2：到点打卡').waitFor();
  const places = form.getByRole('combobox', { name: '任务 2 打卡地点' });
  await places.click();
  await places.fill('千岛湖');
  await op.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '千岛湖风景名胜区' }).click();
  await form.getByLabel('不中奖权重').fill('0');
  await form.getByLabel('奖品 1 库存').fill('3');
  await form.getByLabel('奖品 2 权重').fill('0');
  assert.equal(await form.getByRole('switch', { name: '示例活动' }).getAttribute('aria-checked'), 'false');
  await form.getByLabel('活动名称').scrollIntoViewIfNeeded();
  await bothWidths(t, op, 'studio-form');
  const created = op.waitForResponse(isPost('/ver3/api/admin/v1/campaigns'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const draft = (await (await created).json()).data;
  assert.deepEqual([draft.state, draft.kind, draft.sample, draft.prizes.map((p) => p.stock)], ['draft', 'blindbox', false, [3, 100]]);
  await op.getByText(`已保存为草稿：${TITLE}`).waitFor();
  const row = op.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TITLE });
  await row.getByTestId('campaign-state').filter({ hasText: '草稿' }).waitFor();
  // Visitors do not see a draft.
  const hidden = await (await fetch(t.url(`/ver3/api/v3/campaigns/${draft.id}`))).json();
  assert.equal(hidden.code, 40400, JSON.stringify(hidden));

  // Publish, after the confirmation that visitors see it at once.
  await row.getByRole('button', { name: `发布 ${TITLE}` }).click();
  const confirm = op.getByRole('dialog').filter({ hasText: '发布后访客立即就能看到并参加这个活动' });
  await confirm.getByRole('button', { name: /^发\s*布$/ }).click();
  await row.getByTestId('campaign-state').filter({ hasText: '已发布' }).waitFor();
  await row.getByRole('button', { name: `暂停 ${TITLE}` }).waitFor();
  await row.getByText('自驾盲盒', { exact: true }).waitFor();
  await bothWidths(t, op, 'studio-list');

  // A visitor opens it by its id, checks in for a chance and opens the box: the stock-3 prize.
  const { page: visitor } = await t.open();
  await visitor.goto(t.url(`/ver3/pages/custom/huawei/index?id=${draft.id}&openid=e2e-studio-0001`));
  await signedIn(visitor);
  await visitor.getByRole('heading', { level: 2, name: '自驾盲盒' }).waitFor();
  assert.equal(await visitor.getByText('示例活动：演示用，奖品不实际发放').count(), 0);
  await visitor.getByRole('button', { name: '签到', exact: true }).click();
  await visitor.getByTestId('chances-left').filter({ hasText: '1 次' }).waitFor();
  const drawn = visitor.waitForResponse(isPost(`/campaigns/${draft.id}/draws`));
  await visitor.getByRole('button', { name: '开盲盒' }).click();
  const won = (await (await drawn).json()).data;
  assert.deepEqual([won.outcome, won.prize?.prizeId], ['won', draft.prizes[0].id], JSON.stringify(won));
  await visitor.getByRole('link', { name: '填写收货地址' }).click();
  await visitor.getByLabel('收件人').fill('李四');
  await visitor.getByLabel('手机号').fill('13900139000');
  await visitor.getByLabel('详细地址').fill('浙江省杭州市淳安县千岛湖镇新安东路 8 号');
  await visitor.getByRole('button', { name: '保存地址' }).click();
  await visitor.locator('.cmp-badge', { hasText: '已填地址，待发货' }).waitFor();

  // 获奖名单: the winner with the address; 标记发货 with the tracking.
  await row.getByRole('button', { name: `获奖名单 ${TITLE}` }).click();
  const winners = op.getByRole('dialog', { name: `获奖名单：${TITLE}` });
  const winnerRow = winners.locator('tr.ant-table-row').filter({ hasText: won.prize.code });
  await winnerRow.getByText('李四 13900139000 浙江省杭州市淳安县千岛湖镇新安东路 8 号').waitFor();
  await winnerRow.getByText('已填地址，待发货').waitFor();
  await bothWidths(t, op, 'studio-winners');
  await winnerRow.getByRole('button', { name: `标记发货 ${won.prize.code}` }).click();
  const ship = op.getByRole('dialog', { name: `标记发货：${won.prize.name}` });
  await ship.getByLabel('快递公司和单号').fill('顺丰 SF5800000001');
  await ship.getByRole('button', { name: '标记已发货' }).click();
  await winnerRow.getByText('已发货').waitFor();
  await winnerRow.getByText('顺丰 SF5800000001').waitFor();
  await t.shot(op, 'studio-winners-shipped');
  await winners.locator('.ant-drawer-close').click();
  await winners.waitFor({ state: 'hidden' });

  // 实时数据 counts the visitor.
  await row.getByRole('button', { name: `实时数据 ${TITLE}` }).click();
  const live = op.getByRole('dialog', { name: `实时数据：${TITLE}` });
  const figure = (label) => live.locator('.ant-statistic').filter({ hasText: label }).locator('.ant-statistic-content');
  await figure('参与人数').filter({ hasText: /^1$/ }).waitFor();
  await figure('抽奖次数').filter({ hasText: /^1$/ }).waitFor();
  await figure('中奖数').filter({ hasText: /^1$/ }).waitFor();
  await bothWidths(t, op, 'studio-live');

  // The visitor's prize reads 已发货.
  await visitor.goto(t.url(`/ver3/pages/custom/huawei/myprize?id=${draft.id}`));
  const mine = visitor.locator(`li[data-prize="${won.prize.id}"]`);
  await mine.getByText('已发货').waitFor();
  await mine.getByText('快递单号 顺丰 SF5800000001').waitFor();
  await t.shot(visitor, 'studio-visitor-shipped');
});
