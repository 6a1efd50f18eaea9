import type { PlatformKind } from '../platform/ua';
import { captureQuery } from './params';

export interface GuardDeps {
  platform: () => PlatformKind;
  check: () => Promise<void>;
  codeLogin: (code: string, state?: string) => Promise<boolean>;
  log: (...args: unknown[]) => void;
  session?: Storage;
}

/**
 * The WeChat authorization code in a URL: WECHATCODE (SPEC §2), or the `code` WeChat itself
 * appends to the callback address, recognised by the `state` that comes with it.
 */
export function wechatCode(q: URLSearchParams): string | null {
  return q.get('WECHATCODE') || (q.get('state') ? q.get('code') : null) || null;
}

/**
 * The navigation guard of SPEC §2, run before a page renders: an openid in the target URL
 * triggers the authentication check first; inside WeChat a WECHATCODE triggers code login.
 * Failures are logged and the page still opens, anonymously.
 */
export async function guardNavigation(url: URL, deps: GuardDeps): Promise<void> {
  const q = url.searchParams;
  if (q.get('openid')) {
    captureQuery(url.search, deps.session);
    try {
      await deps.check();
    } catch (e) {
      deps.log('auth check failed', e);
    }
  }
  const code = wechatCode(q);
  if (code && deps.platform() === 'wechat') {
    try {
      await deps.codeLogin(code, q.get('state') ?? undefined);
    } catch (e) {
      deps.log('code login failed', e);
    }
  }
}
