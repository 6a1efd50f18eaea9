import { AUTH_THROTTLE_MS } from '../lib/constants';
import { t } from '../i18n';
import type { PlatformKind } from '../platform/ua';
import { decideAuth } from './authState';
import { clearLoginRecord, loadLoginRecord, recordFromToken, saveLoginRecord, type LoginRecord } from './loginRecord';
import { linkSignature, sessionParam, type LinkSignature } from './params';

type TokenAnswer = Record<string, unknown> | false | null | undefined;

export interface AuthDeps {
  now: () => number;
  local: Storage;
  session: Storage;
  platform: () => PlatformKind;
  /** `link` is the signature of a signed openid link, when the link had one. */
  openidLogin: (openid: string, link: LinkSignature) => Promise<TokenAnswer>;
  refresh: () => Promise<TokenAnswer>;
  codeLogin: (code: string, userId: string, state?: string) => Promise<TokenAnswer>;
  /** Address of WeChat's authorization page that comes back to `callbackUrl`. */
  authorizationUrl: (callbackUrl: string) => Promise<string | false>;
  currentUrl: () => string;
  replaceLocation: (url: string) => void;
  /** In-app navigation (router path without /ver3): outside WeChat, to the phone sign-in page. */
  navigate?: (path: string) => void;
  /** Inside Alipay: sign in with Alipay's code (session/signIn.ts); true when signed in. */
  alipaySignIn?: () => Promise<boolean>;
  /** Told whenever the record changes, so client state can follow. */
  onRecord?: (record: LoginRecord | null) => void;
}

const USED_CODE_KEY = 'youzhe.wxCodeUsed';

/** Sign-in rules of SPEC §4: the throttled check, openid login, refresh, redirect and code login. */
export function createAuth(deps: AuthDeps) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  const save = (r: LoginRecord) => {
    saveLoginRecord(r, deps.local);
    deps.onRecord?.(r);
  };
  const drop = () => {
    clearLoginRecord(deps.local);
    deps.onRecord?.(null);
  };

  async function loginWithOpenid(openid: string): Promise<LoginRecord> {
    const answer = await deps.openidLogin(openid, linkSignature(deps.session));
    const record = answer ? recordFromToken(answer, deps.now(), { openid }) : null;
    if (!record) throw new Error(t('error.userInfo'));
    save(record);
    return record;
  }

  async function run(): Promise<void> {
    const record = loadLoginRecord(deps.local);
    const openid = sessionParam('openid', deps.session);
    switch (decideAuth(record, openid, deps.now())) {
      case 'none':
      case 'keep':
        return;
      case 'drop':
        return drop();
      case 'login':
        await loginWithOpenid(openid!);
        return;
      case 'refresh': {
        const answer = await deps.refresh();
        const next = answer ? recordFromToken(answer, deps.now(), { openid: record!.openid, wx_code: record!.wx_code }) : null;
        if (next) return save(next);
        drop();
        await loginWithOpenid(openid!);
      }
    }
  }

  return {
    /**
     * At most one real check per 5 s; calls inside the window pass straight through, except
     * that calls made while a check is running wait for it (so they carry its token).
     */
    check(): Promise<void> {
      if (running) return running;
      const now = deps.now();
      if (now - lastRun < AUTH_THROTTLE_MS) return Promise.resolve();
      lastRun = now;
      running = run().finally(() => (running = null));
      return running;
    },

    loginWithOpenid,

    /**
     * SPEC §4 redirect login; true when signed in again or on the way to sign in: WeChat's
     * page inside WeChat, the phone sign-in page elsewhere (session/signIn.ts).
     */
    async redirectLogin(): Promise<boolean> {
      drop();
      const openid = sessionParam('openid', deps.session);
      if (openid) {
        await loginWithOpenid(openid);
        return true;
      }
      // Loaded when needed: the first screen carries none of it.
      const { requireSignIn } = await import('./signIn');
      return requireSignIn(deps, deps.currentUrl(), () => new Error(t('error.authorization')));
    },

    /** A token record from another way in (the phone sign-in page), kept like the others. */
    accept(answer: TokenAnswer): boolean {
      const record = answer ? recordFromToken(answer, deps.now()) : null;
      if (record) save(record);
      return Boolean(record);
    },

    /** WeChat code login; a code already used (it is single-use) is skipped. */
    async codeLogin(code: string, state?: string): Promise<boolean> {
      const record = loadLoginRecord(deps.local);
      if (record?.wx_code === code || deps.local.getItem(USED_CODE_KEY) === code) return false;
      deps.local.setItem(USED_CODE_KEY, code);
      const answer = await deps.codeLogin(code, sessionParam('user_id', deps.session) ?? '', state);
      const next = answer ? recordFromToken(answer, deps.now(), { wx_code: code }) : null;
      if (!next) throw new Error(t('error.authorization'));
      save(next);
      return true;
    },

    token(): LoginRecord | null {
      return loadLoginRecord(deps.local);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
