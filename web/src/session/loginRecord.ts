// The login record of SPEC §3, kept in local storage so a signed-in visitor stays signed in.

export interface LoginRecord {
  ID_token: string;
  token_type: string;
  /** Lifetime in seconds, counted from setTime. */
  expires_in: number;
  /** When the token was obtained (ms since epoch, the device clock). */
  setTime: number;
  openid?: string;
  /** The last WeChat authorization code used, so a reload never spends it twice. */
  wx_code?: string;
  refresh_token?: string;
  [other: string]: unknown;
}

const KEY = 'youzhe.login';

export function loadLoginRecord(storage: Storage = localStorage): LoginRecord | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as LoginRecord;
    if (typeof r?.ID_token !== 'string' || typeof r.setTime !== 'number') return null;
    return r;
  } catch {
    return null;
  }
}

export function saveLoginRecord(record: LoginRecord, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(record));
}

export function clearLoginRecord(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}

/** A record from the server's token answer, stamped with the time it arrived. */
export function recordFromToken(token: Record<string, unknown>, now: number, extra: Partial<LoginRecord> = {}): LoginRecord | null {
  if (typeof token.ID_token !== 'string' || !token.ID_token) return null;
  return {
    ...token,
    ID_token: token.ID_token,
    token_type: typeof token.token_type === 'string' ? token.token_type : 'Bearer',
    expires_in: Number(token.expires_in) || 0,
    setTime: now,
    ...(typeof token.openid === 'string' ? { openid: token.openid } : {}),
    ...extra,
  };
}

/** Claims of a JWT (unverified: the server verifies; we only read the uid for page views). */
export function tokenClaims(jwt: string | undefined | null): Record<string, unknown> {
  const part = jwt?.split('.')[1];
  if (!part) return {};
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
