import assert from 'node:assert/strict';
import { journey } from '../journey.mjs';

journey('going offline shows the no-network tip with its image', async (t) => {
  const { page, context } = await t.open();
  await page.goto(t.url('/ver3/'));
  await page.getByRole('heading', { level: 1, name: '游浙' }).waitFor();
  await context.setOffline(true);
  const tip = page.getByRole('alert').filter({ hasText: '哎呀，网络信号丢失' });
  await tip.waitFor();
  assert.equal(await tip.getByRole('img', { name: '断开的信号图示' }).count(), 1);
  await t.shot(page, 'no-network');
  await context.setOffline(false);
  await tip.waitFor({ state: 'detached' });
});
