import assert from 'node:assert/strict';

// What the journeys that need an operator share: a desktop window, operators made with
// `youzhe operator add`, the console's sign-in form, and a signed-in session for its API.
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

/** Signs an operator in through the console API: a request function `(method, path, data)` carrying the session cookie and CSRF token. */
export async function operatorSession(t, username, role) {
  const password = addOperator(t, username, role);
  const res = await fetch(t.url('/ver3/api/admin/v1/session'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  assert.equal(body.code, 0, JSON.stringify(body));
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const csrf = body.data.csrf;
  return async (method, path, data) => {
    const r = await fetch(t.url(`/ver3/api/admin/v1${path}`), {
      method,
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf, ...(data ? { 'Content-Type': 'application/json' } : {}) },
      body: data ? JSON.stringify(data) : undefined,
    });
    return r.json();
  };
}

/** The console edit of campaign `c` with each prize's numbers changed by `change(prize)`. */
export const edited = (c, change) => ({
  title: c.title,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  rules: c.rules,
  prizes: c.prizes.map((p) => ({ id: p.id, stock: p.stock, weight: p.weight, dailyCap: p.dailyCap, ...change(p) })),
});
