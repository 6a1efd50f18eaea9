import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, signIn } from '../helpers/operator.mjs';
import { waitForCode } from '../helpers/sms.mjs';
import { agree } from '../helpers/consent.mjs';

// Moderation in the console (crates/console): a visitor writes a review that is held (a
// sensitive word) and reports that West Lake is closed; a moderator sees both in the queue,
// oldest first, rejects the review with a reason and accepts the correction; the visitor
// sees 已采纳 +20 积分 on the correction and the review no longer waiting.
const WEST_LAKE = 'scenic-hz-xihu';
const PHONE = '13700137042';

journey('console: a moderator rejects a held review with a reason and accepts a correction; the visitor sees both', async (t) => {
  // The visitor: a correction first (so it is the oldest), then a held review.
  const { page: visitor } = await t.open();
  // Written signed out; sent on coming back from signing in, without a second tap.
  await visitor.goto(t.url(`/ver3/pages/newcate/error?kind=place&id=${WEST_LAKE}`));
  await visitor.getByRole('button', { name: '关门了', exact: true }).click();
  await visitor.getByRole('textbox', { name: '说明' }).fill('断桥边的入口围起来施工了');
  await visitor.getByRole('button', { name: '登录后提交' }).click();
  await visitor.getByRole('textbox', { name: '手机号', exact: true }).fill(PHONE);
  await agree(visitor);
  await visitor.getByRole('button', { name: '获取验证码' }).click();
  await visitor.getByRole('textbox', { name: '验证码', exact: true }).fill(await waitForCode(PHONE));
  await visitor.getByRole('button', { name: '登录', exact: true }).click();
  const mine = visitor.getByRole('region', { name: '我的纠错' });
  await mine.getByText('已收到', { exact: true }).waitFor();

  await visitor.goto(t.url(`/ver3/pages/newcate/comment?id=${WEST_LAKE}&kind=place`));
  await visitor.getByRole('radio', { name: '3星' }).click();
  await visitor.getByLabel('点评内容').fill('门票可以找我买，加 微 信 便宜');
  await visitor.getByRole('button', { name: '发表点评' }).click();
  await visitor.waitForURL((u) => u.pathname === '/ver3/pages/newcate/comments');
  await visitor.getByText('审核中').waitFor();

  // The moderator's queue: both, the correction first.
  const pw = addOperator(t, 'mod-1', 'moderator', ['--name', '审核员小周']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'mod-1', pw);
  await page.waitForURL(/\/ver3\/admin\/moderation$/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.filter({ hasText: '加 微 信' }).waitFor();
  await rows.filter({ hasText: '断桥边的入口围起来施工了' }).waitFor();
  // Other journeys may have left older items waiting; of these two, the older comes first.
  const texts = await rows.allTextContents();
  const correctionAt = texts.findIndex((x) => x.includes('断桥边的入口'));
  const reviewAt = texts.findIndex((x) => x.includes('加 微 信'));
  assert.ok(correctionAt >= 0 && correctionAt < reviewAt, `oldest first: ${correctionAt} < ${reviewAt}`);
  await rows.filter({ hasText: '加 微 信' }).getByText('含敏感词').waitFor();
  await t.shot(page, 'console-moderation-queue');

  // Reject the review: a reason is asked for first.
  await rows.filter({ hasText: '加 微 信' }).getByRole('button', { name: /^驳回/ }).click();
  const dialog = page.getByRole('dialog', { name: '退回并说明原因' });
  await dialog.getByRole('button', { name: /退\s*回/ }).click();
  await dialog.getByText('请写明退回原因').waitFor();
  await dialog.getByLabel('原因').fill('含联系方式和私下交易');
  await t.shot(page, 'console-moderation-reject');
  await dialog.getByRole('button', { name: /退\s*回/ }).click();
  await page.getByText('已驳回').waitFor();
  await rows.filter({ hasText: '加 微 信' }).waitFor({ state: 'detached' });

  await rows.filter({ hasText: '断桥边的入口围起来施工了' }).getByRole('button', { name: /^采纳/ }).click();
  await page.getByText('已采纳').first().waitFor();
  // Other journeys may still have items waiting, so the queue need not be empty: these two are gone from it.
  await rows.filter({ hasText: '断桥边的入口围起来施工了' }).waitFor({ state: 'detached' });
  await t.shot(page, 'console-moderation-decided');

  // The visitor: the correction accepted with its points; the review no longer waiting.
  await visitor.goto(t.url(`/ver3/pages/newcate/error`));
  await visitor.getByRole('region', { name: '我的纠错' }).getByText('已采纳 +20 积分').waitFor();
  await t.shot(visitor, 'console-moderation-visitor-correction');
  await visitor.goto(t.url(`/ver3/pages/newcate/comments?id=${WEST_LAKE}&kind=place`));
  await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  await until(visitor, () => !document.body.textContent.includes('审核中'), null, 'the rejected review no longer waiting');
  const token = await visitor.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token);
  const own = await (await visitor.request.get(t.url(`/ver3/api/v3/reviews?targetKind=place&targetId=${WEST_LAKE}`), { headers: { Authorization: `Bearer ${token}` } })).json();
  assert.ok(!own.data.list.some((r) => r.text.includes('加 微 信') && r.status === 'pending'), JSON.stringify(own.data.list));
});
