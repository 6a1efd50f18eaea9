import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';

/** Nothing on the page is wider than the phone. */
export async function noSideways(page, where) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `${where}: the page is ${width}px wide`);
}

/**
 * Home → the first stay theme of Hangzhou → the first hotel of that theme → its facilities,
 * checking what a visitor sees at each step. Returns what it walked through.
 */
export async function themeToFacilities(t, page, label) {
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  const themes = page.getByRole('region', { name: '杭州住宿主题' });
  const first = themes.getByRole('list').getByRole('link').first();
  await first.waitFor();
  const theme = (await first.getAttribute('aria-label')).split('，')[0];
  // The banner strip shows the same themes, with their covers, ready to swipe.
  const banner = page.getByRole('region', { name: '主题推荐' });
  assert.ok((await banner.getByRole('link').count()) >= 2, 'the banner has several themes');
  await noSideways(page, `${label} home`);
  await t.shot(page, `${label}-home`);

  await first.click();
  await page.getByRole('heading', { level: 1, name: '主题住宿' }).waitFor();
  await page.getByRole('heading', { level: 2, name: theme }).waitFor();
  const q = new URL(page.url()).searchParams;
  assert.deepEqual([q.get('theme'), q.get('cityId')], [theme, '1201']);
  const hotel = page.getByRole('link').filter({ has: page.getByText('酒店', { exact: true }) }).first();
  await hotel.waitFor();
  await noSideways(page, `${label} theme`);
  await t.shot(page, `${label}-theme`);

  await hotel.click();
  await page.getByRole('heading', { level: 1, name: '酒店详情' }).waitFor();
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent()).trim();
  const id = new URL(page.url()).searchParams.get('id');
  assert.ok(id, 'the detail page has the hotel id');
  // Photo to the album, map, phone (or that it is not published), reviews entry.
  assert.equal(await page.getByRole('link', { name: /^查看相册/ }).getAttribute('href'), `/ver3/pages/public/photo/photo?id=${encodeURIComponent(id)}`);
  await page.getByRole('button', { name: `在地图上查看${name}` }).waitFor();
  assert.ok((await page.getByText('商家未公开电话').count()) + (await page.getByRole('link', { name: `拨打${name}的电话` }).count()) === 1);
  assert.equal(await page.getByRole('link', { name: '全部点评' }).getAttribute('href'), `/ver3/pages/newcate/comments?id=${encodeURIComponent(id)}&kind=place`);
  assert.equal(await page.getByRole('link', { name: '信息有误？帮我们纠错' }).getAttribute('href'), `/ver3/pages/newcate/error?kind=place&id=${encodeURIComponent(id)}`);
  const summary = page.getByRole('region', { name: '设施服务' });
  const shown = await summary.getByRole('listitem').count();
  assert.ok(shown >= 1 && shown <= 6, `the summary shows ${shown} facilities`);
  await page.getByRole('region', { name: '附近美食' }).waitFor();
  await noSideways(page, `${label} detail`);
  await t.shot(page, `${label}-detail`);

  await summary.getByRole('link', { name: '全部设施' }).click();
  await page.getByRole('heading', { level: 1, name: '酒店设施' }).waitFor();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  const basic = page.getByRole('region', { name: '基础设施' });
  assert.ok((await basic.getByRole('listitem').count()) >= 1);
  await page.getByRole('region', { name: '适老与无障碍' }).waitFor();
  await noSideways(page, `${label} facilities`);
  await t.shot(page, `${label}-facilities`);
  return { theme, name, id };
}

journey('home → a stay theme → a hotel → its facilities, and back', async (t) => {
  const { page } = await t.open();
  await themeToFacilities(t, page, 'hotel');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '酒店详情' }).waitFor();
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 1, name: '主题住宿' }).waitFor();
});

journey('stay search: a pinyin keyword, a filter from the sheet, kept in the URL across a reload', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/hotel/search?cityId=1201'));
  await page.getByRole('heading', { level: 1, name: '搜索酒店' }).waitFor();
  await page.getByRole('searchbox', { name: '搜索酒店、民宿' }).fill('xihu');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByText(/^找到\d+家酒店民宿/).waitFor();
  await page.getByRole('link', { name: /西湖/ }).first().waitFor();
  assert.equal(new URL(page.url()).searchParams.get('keyword'), 'xihu');

  await page.getByRole('button', { name: '筛选' }).click();
  const sheet = page.getByRole('dialog', { name: '筛选条件' });
  await sheet.getByRole('button', { name: '游泳池' }).click();
  await sheet.getByRole('button', { name: '查看结果' }).click();
  await until(page, () => new URL(location.href).searchParams.get('facilities') === 'pool', null, 'the filter in the URL');
  await page.getByText('已选：游泳池').waitFor();
  await t.shot(page, 'hotel-search');

  await page.reload();
  await page.getByText('已选：游泳池').waitFor();
  assert.equal(await page.getByRole('searchbox', { name: '搜索酒店、民宿' }).inputValue(), 'xihu');

  // Nothing in Zhoushan by that name with a spa: the empty state offers to clear the filters.
  await page.goto(t.url('/ver3/pages/hotel/search?cityId=1245&keyword=xihu&facilities=spa'));
  await page.getByText('没有符合条件的结果，换个条件试试').waitFor();
  await page.getByRole('button', { name: '清除筛选' }).last().click();
  await until(page, () => !new URL(location.href).searchParams.has('facilities'), null, 'the filters cleared');
  assert.equal(await page.getByRole('button', { name: '舟山' }).getAttribute('aria-pressed'), 'true');
});

journey('a stay page without an id, or with an unknown one, says so and leads home', async (t) => {
  const { page } = await t.open();
  for (const path of ['/ver3/pages/hotel/detail', '/ver3/pages/hotel/newdetail?id=nope', '/ver3/pages/hotel/facility?id=nope']) {
    await page.goto(t.url(path));
    await page.getByText('没有找到这个地方，它可能已下线').waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${path}: nothing to retry`);
  }
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
});

journey('the homestay index opens the homestay layout; the combined index has kind tabs', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/hotel/newindex?cityId=1239'));
  await page.getByRole('region', { name: '湖州民宿主题' }).getByRole('link').first().waitFor();
  const counties = page.getByRole('group', { name: '区县' });
  await counties.getByRole('button').nth(1).click();
  await until(page, () => new URL(location.href).searchParams.has('county'), null, 'a county in the URL');
  const stay = page.getByRole('link').filter({ has: page.getByText('民宿', { exact: true }) }).first();
  await stay.click();
  await page.getByRole('heading', { level: 2, name: /关于这家民宿/ }).waitFor();
  assert.match(new URL(page.url()).pathname, /\/pages\/hotel\/newdetail$/);
  await t.shot(page, 'hotel-newdetail');

  await page.goto(t.url('/ver3/pages/hotel/newestindex?cityId=1201'));
  await page.getByText(/^杭州共\d+家/).waitFor();
  await page.getByRole('tab', { name: '民宿' }).click();
  await until(page, () => new URL(location.href).searchParams.get('kind') === 'homestay', null, 'the homestay tab');
  await page.getByRole('link').filter({ has: page.getByText('民宿', { exact: true }) }).first().waitFor();
  assert.equal(await page.getByRole('link').filter({ has: page.getByText('酒店', { exact: true }) }).count(), 0);
});
