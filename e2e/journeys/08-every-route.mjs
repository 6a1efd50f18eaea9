import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';
import { specRoutes } from '../helpers/routes.mjs';

journey('every route of SPEC §2 loads without a page error', async (t) => {
  const routes = specRoutes();
  assert.ok(routes.length >= 95, `only ${routes.length} routes found`);
  const { page } = await t.open();
  for (const route of routes) {
    await page.goto(t.url(`/ver3/${route}`));
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    const text = (await title.textContent()).trim();
    // 游浙 is what the nav bar shows until a route's title has loaded, and home's own title
    // (bundled with the first screen, so it never waits).
    assert.ok(text && (text !== '游浙' || route === 'pages/hotel/index'), `${route} has no title`);
    if (route !== 'pages/error/404') {
      assert.equal(await page.getByText('页面走丢了').count(), 0, `${route} fell through to 404`);
    }
    // Every route has its page now: none is still coming soon.
    assert.equal(await page.getByText('即将上线').count(), 0, `${route} shows the coming-soon page`);
    assert.equal(await page.title(), text, `${route}: document.title follows the nav bar`);
  }
});
