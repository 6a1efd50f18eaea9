import { TOKEN_EXPIRY_MARGIN_S, TOKEN_REFRESH_WINDOW_S } from '../lib/constants';
import type { LoginRecord } from './loginRecord';

export type AuthDecision = 'none' | 'keep' | 'drop' | 'login' | 'refresh';

export const tokenAgeMs = (r: LoginRecord, now: number) => now - r.setTime;
/** Valid: age ≤ expires_in − 5 s. */
export const isTokenValid = (r: LoginRecord, now: number) => tokenAgeMs(r, now) <= (r.expires_in - TOKEN_EXPIRY_MARGIN_S) * 1000;
/** Refresh-due: age > expires_in − 1200 s. */
export const isRefreshDue = (r: LoginRecord, now: number) => tokenAgeMs(r, now) > (r.expires_in - TOKEN_REFRESH_WINDOW_S) * 1000;

/** The authentication check of SPEC §4 as a pure decision, `openid` being the session's. */
export function decideAuth(record: LoginRecord | null, openid: string | null | undefined, now: number): AuthDecision {
  if (!record) return openid ? 'login' : 'none';
  const valid = isTokenValid(record, now);
  if (!openid) return valid ? 'keep' : 'drop';
  if (openid !== record.openid) return 'login';
  if (!valid) return 'login';
  if (isRefreshDue(record, now)) return 'refresh';
  return 'keep';
}
