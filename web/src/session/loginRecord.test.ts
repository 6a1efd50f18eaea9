import { beforeEach, describe, expect, it } from 'vitest';
import { clearLoginRecord, loadLoginRecord, recordFromToken, saveLoginRecord, tokenClaims } from './loginRecord';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('login record', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through local storage', () => {
    const r = recordFromToken({ ID_token: 'a.b.c', token_type: 'Bearer', expires_in: 7200, openid: 'o1', refresh_token: 'r' }, 1000);
    expect(r).toMatchObject({ ID_token: 'a.b.c', token_type: 'Bearer', expires_in: 7200, setTime: 1000, openid: 'o1', refresh_token: 'r' });
    saveLoginRecord(r!);
    expect(loadLoginRecord()).toEqual(r);
    clearLoginRecord();
    expect(loadLoginRecord()).toBeNull();
  });

  it('rejects answers without a token and corrupt storage', () => {
    expect(recordFromToken({ token_type: 'Bearer' }, 1)).toBeNull();
    localStorage.setItem('youzhe.login', '{');
    expect(loadLoginRecord()).toBeNull();
  });

  it('reads the uid claim, including non-ASCII payloads', () => {
    const jwt = `x.${b64url({ uid: 'u-42', name: 'abc' })}.sig`;
    expect(tokenClaims(jwt).uid).toBe('u-42');
    const zh = `x.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ nick: '游客' }))))}.s`;
    expect(tokenClaims(zh).nick).toBe('游客');
    expect(tokenClaims('garbage')).toEqual({});
    expect(tokenClaims(undefined)).toEqual({});
  });
});
