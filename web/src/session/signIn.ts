// Where a visitor goes to sign in, by host: WeChat's authorization inside WeChat, Alipay's
// code inside Alipay (when this site has an Alipay app), the phone sign-in page elsewhere (docs/IDENTITY.md, "Phone sign-in"); both come back to the page
// they left. The sign-in redirect (session/auth.ts) loads it when needed.
import type { PlatformKind } from '../platform/ua';

/** The phone sign-in page: a product route outside SPEC §2. */
export const PHONE_SIGN_IN = '/pages/login/phone';

/**
 * The in-app path (without /ver3) that the sign-in page returns to: `back` only when it is
 * one of our pages (`/ver3/…`, same origin, not the sign-in page itself), else home.
 */
export function safeBack(back: string | null | undefined): string {
  // A scheme, `//host` or a backslash (read as `/` by browsers) could leave the app.
  if (!back || !back.startsWith('/ver3/') || /[\\\s]/.test(back)) return '/';
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(back, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || !url.pathname.startsWith('/ver3/')) return '/';
  const path = url.pathname.slice('/ver3'.length);
  return path.startsWith(PHONE_SIGN_IN) ? '/' : path + url.search + url.hash;
}

/** The router path of the phone sign-in page that returns to `here` (an address of ours). */
export function phoneSignInPath(here: string): string {
  const url = new URL(here, 'https://app.invalid');
  return `${PHONE_SIGN_IN}?back=${encodeURIComponent(url.pathname + url.search)}`;
}

export interface SignInDeps {
  platform: () => PlatformKind;
  /** Address of WeChat's authorization page that comes back to `callbackUrl`. */
  authorizationUrl: (callbackUrl: string) => Promise<string | false>;
  replaceLocation: (url: string) => void;
  /** In-app navigation (router path without /ver3); absent, there is no phone sign-in. */
  navigate?: (path: string) => void;
  /**
   * Inside Alipay: signs in with Alipay's code for our app; true when signed in, false when
   * this site has no Alipay sign-in or Alipay did not give a code (then the phone page).
   */
  alipaySignIn?: () => Promise<boolean>;
}

/**
 * Sends the visitor to sign in and back to `here` (the full address of the page they are
 * on). True when on the way; false when this host offers no way in. Throws `authFailed`'s
 * error when WeChat's address cannot be had.
 */
export async function requireSignIn(deps: SignInDeps, here: string, authFailed: () => Error): Promise<boolean> {
  if (deps.platform() === 'wechat') {
    const url = await deps.authorizationUrl(here);
    if (!url) throw authFailed();
    deps.replaceLocation(url);
    return true;
  }
  if (deps.platform() === 'alipay' && deps.alipaySignIn && (await deps.alipaySignIn())) {
    // Signed in where they stand: the page loads again with the account.
    deps.replaceLocation(here);
    return true;
  }
  if (!deps.navigate) return false;
  deps.navigate(phoneSignInPath(here));
  return true;
}
