// What the first-paint journeys measure (docs/FRONTEND.md, "First paint"): the layout
// shifts a visitor sees, where the server's markup and the app's page put each part, and
// whether the app asked again for the answer the first HTML carried.

/** Sums the layout shifts of the page from its first paint on (CLS as a visitor sees it). */
export const watchShifts = (page) =>
  page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts summed since the page began. */
export const shifts = (page) => page.evaluate(() => window.__cls);

/** Where each part (name → selector) is under `root` (`#yz-first` or `#root`): x, y, width, height. */
export const boxesOf = (page, root, parts) =>
  page.evaluate(
    ([root, parts]) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, sel]) => {
          const r = document.querySelector(`${root} ${sel}`)?.getBoundingClientRect();
          return [name, r ? [r.x, r.y, r.width, r.height].map(Math.round) : null];
        }),
      ),
    [root, parts],
  );

/** Counts the page's requests whose URL `match`es, from now on (read `.n`). */
export function countRequests(page, match) {
  const count = { n: 0 };
  page.on('request', (r) => {
    if (match(new URL(r.url()))) count.n++;
  });
  return count;
}
