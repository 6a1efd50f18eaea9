// Gestures a finger makes that Playwright's mouse cannot: touch events through the DevTools protocol.

/** A pull-down from the top of the page until it offers 松开刷新, then let go. */
export async function pullDown(context, page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const cdp = await context.newCDPSession(page);
  const point = (y) => [{ x: 195, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(150) });
  for (const y of [180, 220, 260, 300]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y) });
  await page.getByText('松开刷新').waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
