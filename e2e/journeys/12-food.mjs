import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

// 西湖醋鱼, the 百县千碗 dish of Hangzhou's 西湖区, is eaten at 楼外楼 among others
// (data/zhejiang/dishes.jsonl); the visitor finds both by their names on screen.
const DISH = '西湖醋鱼';
const COUNTY = '西湖区';
const RESTAURANT = '楼外楼（孤山路总店）';

journey('food: from the home page to 百县千碗, a county’s dish, and a restaurant that serves it', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  await page.getByRole('link', { name: '美食', exact: true }).click();

  // The food home: a search entry, the 百县千碗 entry, categories, and food places.
  await page.getByRole('heading', { level: 1, name: '美食' }).waitFor();
  await page.getByRole('button', { name: /搜索.+的美食/ }).waitFor();
  const kinds = page.getByRole('group', { name: '美食分类' });
  await kinds.getByRole('button', { name: /^餐厅/ }).waitFor();
  const firstPlace = page.locator('a.yz-place').first();
  await firstPlace.waitFor();
  assert.ok((await firstPlace.textContent()).length > 2, 'the food list shows named places');
  await t.shot(page, 'food-index');

  // 百县千碗, in Hangzhou, narrowed to 西湖区.
  await page.getByRole('link', { name: /^百县千碗.*一县一碗招牌菜/ }).click();
  await page.getByRole('heading', { level: 1, name: '百县千碗' }).waitFor();
  await page.getByRole('group', { name: '选择城市' }).getByRole('button', { name: '杭州', exact: true }).click();
  const counties = page.getByRole('group', { name: '杭州的区县' });
  await counties.getByRole('button', { name: COUNTY }).click();
  await page.waitForURL(/countyCode=330106/);
  const dishCard = page.getByRole('link', { name: new RegExp(DISH) });
  await dishCard.waitFor();
  // The city's list (东坡肉 among it) stays until the county's answer replaces it.
  await page.getByRole('link', { name: /东坡肉/ }).first().waitFor({ state: 'detached' });
  assert.equal(await page.getByRole('link', { name: /东坡肉/ }).count(), 0, 'only 西湖区 dishes are listed');
  assert.match(await dishCard.textContent(), /家店可以吃到/);
  await t.shot(page, 'food-bowls-county');

  // The dish, and where to eat it.
  await dishCard.click();
  await page.getByRole('heading', { level: 1, name: '菜品详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: DISH }).waitFor();
  assert.ok(await page.getByText('West Lake Fish in Vinegar Gravy').isVisible());
  const where = page.getByRole('region', { name: '去哪儿吃' });
  const restaurant = where.getByRole('link', { name: new RegExp(RESTAURANT.replace(/[()（）]/g, '.')) });
  await restaurant.waitFor();
  await t.shot(page, 'food-dish');

  // The restaurant's page: its name, the dish it serves, and the ways on.
  await restaurant.click();
  await page.getByRole('heading', { level: 1, name: '美食详情' }).waitFor();
  await page.getByRole('heading', { level: 2, name: RESTAURANT }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('id'), 'restaurant-hz-louwailou');
  await page.getByRole('region', { name: '这里能吃到的百县千碗' }).getByRole('link', { name: new RegExp(DISH) }).waitFor();
  await page.getByRole('button', { name: `在地图上查看${RESTAURANT}` }).waitFor();
  assert.equal(await page.getByRole('link', { name: '查看全部信息' }).getAttribute('href'), '/ver3/pages/newcate/facility?id=restaurant-hz-louwailou');
  // Its reviews at a glance (none yet on a fresh server), and the way to report a mistake.
  await page.getByRole('region', { name: '点评概况' }).getByText('还没有点评').waitFor();
  assert.equal(await page.getByRole('link', { name: '写点评' }).getAttribute('href'), '/ver3/pages/newcate/comment?id=restaurant-hz-louwailou&kind=place');
  assert.equal(await page.getByRole('link', { name: '信息有误？帮我们纠错' }).getAttribute('href'), '/ver3/pages/newcate/error?kind=place&id=restaurant-hz-louwailou');
  await t.shot(page, 'food-restaurant');

  // Nearby food loads below, and back returns to the dish.
  await page.getByRole('region', { name: '附近美食' }).locator('a.yz-place').first().waitFor();
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { level: 2, name: DISH }).waitFor();
});

journey('food search finds a dish and the places by its name, and remembers the search', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/cate/index?cityId=1201'));
  await page.getByRole('button', { name: /搜索杭州的美食/ }).click();
  await page.getByRole('heading', { level: 1, name: '搜索美食' }).waitFor();
  await page.getByRole('searchbox', { name: '搜索美食' }).fill('片儿川');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: '搜索结果' }).waitFor();
  const dishes = page.getByRole('region', { name: '百县千碗' });
  await dishes.getByRole('link', { name: /片儿川/ }).waitFor();
  await t.shot(page, 'food-search-result');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('group', { name: '最近搜索' }).getByRole('button', { name: '片儿川' }).waitFor();
});

journey('food pages opened without their id say so and lead home', async (t) => {
  const { page } = await t.open();
  for (const [route, text] of [
    ['/ver3/pages/cate/detail', '没有找到这个地方'],
    ['/ver3/pages/cate/detail?id=no-such-place', '没有找到这个地方'],
    ['/ver3/pages/newcate/newdetail?id=no-such-dish', '没有找到这道菜'],
    ['/ver3/pages/newcate/newdetail', '没有找到这道菜'],
    ['/ver3/pages/newcate/facility', '没有找到这个地方'],
    ['/ver3/pages/cate/theme', '没有指定美食主题'],
  ]) {
    await page.goto(t.url(route));
    await page.getByRole('alert').filter({ hasText: text }).waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).count(), 1, `${route} leads home`);
    // Nothing to retry: the place is not there (a failed load would offer 重新加载).
    assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0, `${route} offers no retry`);
  }
});
