import { describe, expect, it } from 'vitest';
import { decideAuth, isRefreshDue, isTokenValid } from './authState';
import type { LoginRecord } from './loginRecord';

const rec = (over: Partial<LoginRecord> = {}): LoginRecord => ({
  ID_token: 't',
  token_type: 'Bearer',
  expires_in: 7200,
  setTime: 0,
  openid: 'o1',
  ...over,
});
const s = 1000;

describe('token windows', () => {
  it('valid while age ≤ expires_in − 5 s', () => {
    expect(isTokenValid(rec(), 7195 * s)).toBe(true);
    expect(isTokenValid(rec(), 7195 * s + 1)).toBe(false);
  });
  it('refresh-due when age > expires_in − 1200 s', () => {
    expect(isRefreshDue(rec(), 6000 * s)).toBe(false);
    expect(isRefreshDue(rec(), 6000 * s + 1)).toBe(true);
  });
});

describe('decideAuth (SPEC §4)', () => {
  it('no record: nothing without openid, login with one', () => {
    expect(decideAuth(null, null, 0)).toBe('none');
    expect(decideAuth(null, 'o1', 0)).toBe('login');
  });
  it('openid missing: drop when expired, keep when valid', () => {
    expect(decideAuth(rec(), null, 8000 * s)).toBe('drop');
    expect(decideAuth(rec(), '', 100 * s)).toBe('keep');
    expect(decideAuth(rec(), undefined, 7000 * s)).toBe('keep');
  });
  it('same openid and valid: nothing', () => {
    expect(decideAuth(rec(), 'o1', 100 * s)).toBe('keep');
  });
  it('different openid: login, even with a valid token', () => {
    expect(decideAuth(rec(), 'o2', 100 * s)).toBe('login');
  });
  it('expired: login', () => {
    expect(decideAuth(rec(), 'o1', 7196 * s)).toBe('login');
  });
  it('valid but within the last 1200 s: refresh', () => {
    expect(decideAuth(rec(), 'o1', 6001 * s)).toBe('refresh');
    expect(decideAuth(rec(), 'o1', 7195 * s)).toBe('refresh');
  });
});
