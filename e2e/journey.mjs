// Journeys register themselves here; runner.mjs runs them in file order.
export const registered = [];

/** Register a journey: `fn(t)` gets { base, url, open, shot } (see runner.mjs). */
export function journey(name, fn) {
  registered.push({ name, fn });
}

/** Wait until `fn` returns truthy in the page (polling), or fail with `what`. */
export async function until(page, fn, arg, what, timeout = 10_000) {
  try {
    await page.waitForFunction(fn, arg, { timeout });
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
}
