import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { addOperator, DESKTOP_UA, openConsole, signIn } from '../helpers/operator.mjs';
import { settled } from '../helpers/settled.mjs';

// A new place made in the console (docs/CONSOLE_UI.md "新建"): a province admin, once at
// desktop width and once on a 390 px phone, opens 场所, 新建, names a scenic area and picks
// its city and county from lists, fills its address and description, previews it as a visitor
// will see it, publishes after the confirmation naming it, and the visitor's place page shows it.
const openList = (page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function pick(page, scope, label, option) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  // The list slides in: a tap during its animation can miss the option on a slow machine.
  await openList(page).waitFor();
  await settled(page);
  if (await box.isEditable()) {
    // A searchable list (cities, counties): typed, so the wanted one is the only one shown.
    await box.fill(option);
    // Clicked, not Enter: under load the list may not have marked the typed match active yet.
    await openList(page).getByTitle(option, { exact: true }).click();
  } else {
    await openList(page).getByTitle(option, { exact: true }).click();
  }
  await openList(page).waitFor({ state: 'hidden' });
}

async function createPlace(t, page, { name, county, width }) {
  const phone = width < 768;
  if (phone) {
    await page.getByRole('button', { name: '菜单' }).click();
    await t.shot(page, `console-create-menu-${width}`);
  }
  await page.getByRole('menuitem', { name: /场所/ }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await t.shot(page, `console-create-list-${width}`);
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await pick(page, dialog, '类型', '景区');
  // The county list follows the city: nothing to choose before a city is.
  assert.equal(await dialog.getByRole('combobox', { name: '区县', exact: true }).isDisabled(), true);
  await pick(page, dialog, '城市', '衢州市');
  await pick(page, dialog, '区县', county);
  await t.shot(page, `console-create-dialog-${width}`);
  await dialog.getByRole('button', { name: '创建草稿' }).click();
  await page.waitForURL(/\/ver3\/admin\/content\/places\/scenic-quzhou-[a-z0-9]+$/);
  const id = decodeURIComponent(page.url().split('/').pop());

  // The editor speaks Chinese: the name, the city and county by name, the kind by name.
  await page.getByLabel('名称', { exact: true }).waitFor();
  assert.equal(await page.getByLabel('名称', { exact: true }).inputValue(), name);
  const form = page.locator('form[id="record"]');
  await form.locator('.ant-form-item').filter({ hasText: '区县' }).getByText(county).waitFor();
  await form.locator('.ant-form-item').filter({ hasText: '类型' }).getByText('景区', { exact: true }).waitFor();
  assert.equal(await form.getByText('county_code').count(), 0);
  assert.equal(await form.getByText('ticket.notes').count(), 0);
  await page.getByLabel('地址', { exact: true }).fill(`衢州市${county}云溪谷`);
  await page.getByLabel('英文名', { exact: true }).fill('Yunxi Valley');
  await page.getByLabel('门票说明', { exact: true }).fill('免费开放');
  await page.getByLabel('介绍', { exact: true }).fill('一条山涧溪谷，沿溪有步道和几处小瀑布，夏天来的人多，溪水清凉，适合带孩子玩水，秋天两岸的枫树也好看。');
  await page.getByLabel('资料来源', { exact: true }).fill('景区公开介绍');
  // The point: a click on the city's map moves it from the county's centre.
  const lat = page.getByLabel('纬度', { exact: true });
  const before = await lat.inputValue();
  const map = page.getByRole('region', { name: /位置地图/ });
  await map.locator('path').first().waitFor();
  const box = await map.boundingBox();
  await map.click({ position: { x: box.width / 2 + 7, y: box.height / 2 - 5 } });
  await page.waitForFunction(([el, was]) => el.value !== was, [await lat.elementHandle(), before]);
  await t.shot(page, `console-create-editor-${width}`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.getByText('草稿已保存').waitFor();

  // The preview: the card and the detail header in the visitor's words.
  await page.getByRole('button', { name: /预\s*览/ }).click();
  const card = page.getByLabel('游客列表卡片');
  await card.getByText(name).waitFor();
  await card.getByText(`景区 · 衢州市 · ${county}`).waitFor();
  await page.waitForTimeout(400); // the drawer's sliding in, for the picture only
  await t.shot(page, `console-create-preview-${width}`);
  await page.locator('.ant-drawer-close').click();
  await card.waitFor({ state: 'hidden' });

  // 发布 asks first, naming the record.
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `发布「${name}」？` });
  await confirm.getByText('这是一条新内容').waitFor();
  await confirm.locator('.ant-table-row').first().waitFor();
  await page.waitForTimeout(400); // the dialog's opening animation, for the picture only
  await t.shot(page, `console-create-confirm-${width}`);
  await confirm.getByRole('button', { name: '确认发布' }).click();
  await page.getByText('已发布，游客端已更新').waitFor();
  await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();
  return id;
}

async function visitorSees(t, id, name, width) {
  const { page, close } = await t.open();
  await page.goto(t.url(`/ver3/pages/poi/detail/scenic?id=${id}`));
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  await t.shot(page, `console-create-visitor-${width}`);
  await close();
}

journey('console: a province admin creates a scenic place, previews, confirms and publishes, at desktop width and on a phone', async (t) => {
  const pw = addOperator(t, 'admin-new', 'province-admin', ['--name', '省运营中心']);

  const desk = await openConsole(t);
  await desk.page.goto(t.url('/ver3/admin/login'));
  await signIn(desk.page, 'admin-new', pw);
  await desk.page.getByTestId('operator-name').waitFor();
  const deskId = await createPlace(t, desk.page, { name: '云溪谷景区', county: '衢江区', width: 1280 });
  await visitorSees(t, deskId, '云溪谷景区', 1280);
  await desk.close();

  const phone = await t.open({ desktop: { width: 390, height: 844 }, userAgent: DESKTOP_UA });
  await phone.page.goto(t.url('/ver3/admin/login'));
  await signIn(phone.page, 'admin-new', pw);
  await phone.page.getByTestId('operator-name').waitFor();
  // No side bar on a phone: the menu is behind 菜单.
  assert.equal(await phone.page.locator('.ant-layout-sider').count(), 0);
  const phoneId = await createPlace(t, phone.page, { name: '江郎溪谷景区', county: '江山市', width: 390 });
  // Nothing sticks out of the screen sideways.
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
  await visitorSees(t, phoneId, '江郎溪谷景区', 390);
  await phone.close();
});
