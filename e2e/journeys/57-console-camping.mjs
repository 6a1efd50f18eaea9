// The console's camping sign-ups at 1280×800 (docs/CAMPING.md, docs/CONSOLE_UI.md): a visitor
// signs up for a camping event with a party of two on the camping page; a province admin
// opens 露营报名, finds the event with the seats the server counts, opens its sign-ups and
// sees the visitor's number in full with the notice that the view is logged, cancels it after
// confirming (the seats come back on the visitor's page), and the audit log holds the read
// and the cancel. A moderator has no 露营报名 in the menu and is refused by the server.
import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, openConsole, operatorSession, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

const EVENT = 'sample-camping-shengsi-beach';
const TITLE = '（示例）基湖沙滩海岛露营';
const PHONE = '13957570057';
const OPENID = 'e2e-ccamp-0001';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
const card = (page) => page.locator(`article[data-event="${EVENT}"]`);

journey('console: a visitor signs up for a camping event; a province admin sees the sign-up with the number, audited', async (t) => {
  // The visitor, on the camping page, through the form.
  const { page: visitor } = await t.open();
  await visitor.goto(t.url(`/ver3/pages/actives/camping?openid=${OPENID}`));
  await signedIn(visitor);
  await card(visitor).getByRole('heading', { level: 3, name: TITLE }).waitFor();
  await card(visitor).getByRole('button', { name: '报名', exact: true }).click();
  await card(visitor).getByRole('button', { name: '2 人', exact: true }).click();
  await card(visitor).getByLabel('联系手机').fill(PHONE);
  const answer = visitor.waitForResponse((r) => r.url().endsWith(`/camping/events/${EVENT}/signup`) && r.request().method() === 'POST');
  await card(visitor).getByRole('button', { name: '确认报名' }).click();
  const signed = await (await answer).json();
  assert.equal(signed.code, 0, JSON.stringify(signed));
  const seatsLeft = signed.data.event.seatsLeft;
  assert.ok(Number.isInteger(seatsLeft), JSON.stringify(signed.data));

  // The province admin: 露营报名 in the menu, the event with the server's seats.
  const pw = addOperator(t, 'e2e-ccamp-admin', 'province-admin', ['--name', '露营组织者小周']);
  const { page } = await openConsole(t);
  await page.goto(t.url('/ver3/admin/login'));
  await signIn(page, 'e2e-ccamp-admin', pw);
  const listed = page.waitForResponse((r) => r.url().endsWith('/ver3/api/admin/v1/camping/events'));
  await page.getByRole('menuitem', { name: /露营报名/ }).click();
  await page.waitForURL(/\/ver3\/admin\/camping$/);
  const events = (await (await listed).json()).data.list;
  const ev = events.find((e) => e.id === EVENT);
  assert.ok(ev, JSON.stringify(events.map((e) => e.id)));
  assert.equal(ev.seatsLeft, seatsLeft);
  assert.equal(ev.phones, 'full');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TITLE });
  await row.locator(`[data-seats="${EVENT}"]`).filter({ hasText: `已报 ${ev.seatsTaken} / 剩余 ${seatsLeft} / 共 ${ev.capacity}` }).waitFor();
  await row.getByText('报名中').waitFor();
  // The table fades in as its loading ends: picture it once it has come to rest.
  await settled(page);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-blur, .ant-spin-spinning'));
  await t.shot(page, 'console-camping-events');

  // Its sign-ups: the visitor's party and number in full, and the notice.
  const opened = page.waitForResponse((r) => r.url().includes(`/camping/events/${EVENT}/signups`));
  await row.getByRole('button', { name: `查看报名 ${TITLE}` }).click();
  const signups = (await (await opened).json()).data;
  const mine = signups.list.find((s) => s.phone === PHONE && s.state === 'active');
  assert.ok(mine, JSON.stringify(signups.list));
  assert.equal(mine.party, 2);
  const drawer = page.getByRole('dialog', { name: `报名名单：${TITLE}` });
  const line = drawer.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: PHONE });
  await line.getByText('有效').waitFor();
  assert.ok((await line.innerText()).includes('2 人'));
  await drawer.getByText(/每次查看完整号码都会记入操作日志/).waitFor();
  await settled(drawer);
  await t.shot(page, 'console-camping-signups');

  // The organiser cancels it (the visitor could not come): confirmed, the seats come back.
  await line.getByRole('button', { name: `取消报名 ${PHONE}` }).click();
  await page.getByRole('tooltip').getByText('名额会释放给其他人').waitFor();
  await settled(page.getByRole('tooltip'));
  await t.shot(page, 'console-camping-cancel-confirm');
  const cancelled = page.waitForResponse((r) => r.url().endsWith(`/signups/${mine.id}`) && r.request().method() === 'DELETE');
  await page.getByRole('tooltip').getByRole('button', { name: /^取消报名$/ }).click();
  const freed = await (await cancelled).json();
  assert.equal(freed.code, 0, JSON.stringify(freed));
  assert.equal(freed.data.event.seatsLeft, seatsLeft + 2);
  await page.getByText('已取消，2 个名额已释放').waitFor();
  await line.getByText('已取消').waitFor();
  await drawer.getByText(`剩余 ${seatsLeft + 2}`).waitFor();
  await t.shot(page, 'console-camping-cancelled');
  await drawer.getByRole('button', { name: /close|关闭/i }).click();
  await row.locator(`[data-seats="${EVENT}"]`).filter({ hasText: `剩余 ${seatsLeft + 2} /` }).waitFor();

  // The visitor's page shows the seats back and no sign-up of theirs.
  const reloaded = visitor.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/camping/events') && r.request().method() === 'GET');
  await visitor.reload();
  await signedIn(visitor);
  await reloaded;
  await card(visitor).getByTestId('seats').filter({ hasText: `剩余 ${seatsLeft + 2} /` }).waitFor();
  await card(visitor).getByRole('button', { name: '报名', exact: true }).waitFor();

  // The read and the cancel are in the audit log, under the admin's name.
  const api = await operatorSession(t, 'e2e-ccamp-api', 'province-admin');
  const audit = (await api('GET', '/audit?size=50')).data;
  const rows = audit.list ?? audit;
  const read = rows.find((r) => r.action === 'camping.signups_read' && r.actor === 'e2e-ccamp-admin' && r.targetId === EVENT);
  assert.ok(read, JSON.stringify(rows.slice(0, 5)));
  assert.ok(read.after.signups.includes(mine.id));
  const cancelRow = rows.find((r) => r.action === 'camping.signup_cancel' && r.actor === 'e2e-ccamp-admin' && r.targetId === String(mine.id));
  assert.ok(cancelRow, JSON.stringify(rows.slice(0, 5)));
  assert.equal(cancelRow.after.state, 'cancelled');

  // A moderator: no menu entry, and the server refuses the list.
  const modPw = addOperator(t, 'e2e-ccamp-mod', 'moderator');
  const { page: mod } = await openConsole(t);
  await mod.goto(t.url('/ver3/admin/login'));
  await signIn(mod, 'e2e-ccamp-mod', modPw);
  await mod.waitForURL(/\/ver3\/admin\/moderation$/);
  assert.equal(await mod.getByRole('menuitem', { name: /露营报名/ }).count(), 0);
  await mod.goto(t.url('/ver3/admin/camping'));
  await mod.getByRole('alert').filter({ hasText: '您的角色无权进行此操作' }).waitFor();
  assert.equal(await mod.getByText('您负责的地区还没有露营活动').count(), 0);
  await t.shot(mod, 'console-camping-refused');
});
