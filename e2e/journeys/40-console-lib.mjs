import assert from 'node:assert/strict';

// What the console journeys (40-console-*.mjs) share: a desktop window, operators made with
// `youzhe operator add`, and the sign-in form.
export const DESKTOP = { width: 1280, height: 800 };
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** `youzhe operator add`: the generated password it prints once. */
export function addOperator(t, username, role, extra = []) {
  const out = t.youzhe(['operator', 'add', username, '--role', role, ...extra]);
  const pw = out.match(/password \(shown once\): (\S+)/)?.[1];
  assert.ok(pw, out);
  return pw;
}

export async function openConsole(t) {
  return t.open({ desktop: DESKTOP, userAgent: DESKTOP_UA });
}

export async function signIn(page, username, password) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}
