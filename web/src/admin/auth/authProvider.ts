// Refine's auth provider over the operators' session API: `check` and `getIdentity` ask
// GET me (the cookie is HttpOnly: only the server knows), which also answers the session's
// CSRF token — so after a reload the console writes again without signing in; a 40003
// anywhere means the session has ended.
import type { AuthProvider } from '@refinedev/core';
import type { BodyOf } from '../../api/typedRequest';
import { ApiError, CODES, csrf, type OperatorView } from '../api/client';
import { admin } from '../api/typed';

const SESSION = '/ver3/api/admin/v1/session';
const ME = '/ver3/api/admin/v1/me';

export type SignInValues = BodyOf<typeof SESSION>;

export async function signIn(values: SignInValues): Promise<OperatorView> {
  const body: SignInValues = { username: values.username, password: values.password };
  if (values.totp?.trim()) body.totp = values.totp.trim();
  const res = await admin.post(SESSION, body);
  csrf.set(res.csrf);
  return res.operator;
}

/** What the sign-in form says for a refusal: lockout with its wait, TOTP asked, wrong credentials. */
export function signInMessage(err: unknown): { text: string; needsTotp: boolean } {
  if (!(err instanceof ApiError)) return { text: '登录失败，请重试', needsTotp: false };
  if (err.code === CODES.RATE_LIMITED || err.status === 429) {
    const wait = err.retryAfter ? `（约 ${Math.ceil(err.retryAfter / 60)} 分钟后可再试）` : '';
    return { text: err.message.includes('锁定') || !wait ? err.message : `${err.message}${wait}`, needsTotp: false };
  }
  if (err.code === CODES.INVALID && err.problems.some((p) => p.field === 'totp')) {
    return { text: err.message || '请输入动态验证码', needsTotp: true };
  }
  if (err.code === CODES.CONFLICT) return { text: err.message || '这个动态验证码已用过，请等下一个', needsTotp: true };
  return { text: err.message, needsTotp: false };
}

let me: Promise<OperatorView | null> | null = null;

/** The signed-in operator, asked once until the session changes; keeps the session's CSRF token. */
export function currentOperator(): Promise<OperatorView | null> {
  me ??= admin.get(ME).then(
    ({ csrf: token, ...op }) => {
      csrf.set(token);
      return op;
    },
    (e: unknown) => {
      me = null;
      if (e instanceof ApiError && e.code === CODES.SIGN_IN_AGAIN) {
        csrf.set(null);
        return null;
      }
      throw e;
    },
  );
  return me;
}

export function forgetOperator() {
  me = null;
}

export const authProvider: AuthProvider = {
  async login(values: SignInValues) {
    try {
      forgetOperator();
      await signIn(values);
      return { success: true, redirectTo: '/' };
    } catch (e) {
      return { success: false, error: e as Error };
    }
  },
  async logout() {
    try {
      await admin.delete(SESSION, undefined);
    } catch {
      /* already signed out on the server */
    }
    csrf.set(null);
    forgetOperator();
    return { success: true, redirectTo: '/login' };
  },
  async check() {
    const op = await currentOperator().catch(() => null);
    return op ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true };
  },
  async getIdentity() {
    return currentOperator();
  },
  async getPermissions() {
    return (await currentOperator())?.role ?? null;
  },
  async onError(error: unknown) {
    if (error instanceof ApiError && error.code === CODES.SIGN_IN_AGAIN) {
      forgetOperator();
      return { logout: true, redirectTo: '/login', error };
    }
    return {};
  },
};
