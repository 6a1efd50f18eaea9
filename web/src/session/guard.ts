import type { PlatformKind } from '../platform/ua';
import { captureQuery } from './params';

export interface GuardDeps {
  platform: () => PlatformKind;
  check: () => Promise<void>;
  codeLogin: (code: string) => Promise<boolean>;
  log: (...args: unknown[]) => void;
  session?: Storage;
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
  const code = q.get('WECHATCODE');
  if (code && deps.platform() === 'wechat') {
    try {
      await deps.codeLogin(code);
    } catch (e) {
      deps.log('code login failed', e);
    }
  }
}
