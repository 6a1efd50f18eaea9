// Drawers, modals and tables slide or fade in: a picture taken mid-way shows half a page.
// Wait for the page's finite animations to end. An animation cancelled on the way (a drawer
// closed, a row replaced) rejects its `finished` with AbortError: it has come to rest too.
// A spinner runs forever and is never waited for.

/** Resolves once every finite animation on the page has finished or been cancelled. */
export function settled(target) {
  return target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming?.().endTime ?? 0))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
