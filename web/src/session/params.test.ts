import { beforeEach, describe, expect, it } from 'vitest';
import { captureQuery, linkSignature, sessionParam, sessionParams } from './params';

describe('session parameters', () => {
  beforeEach(() => sessionStorage.clear());

  it('captures lat, lng, openid, original_id, PV_FROM_CODE and user_id into session storage', () => {
    const got = captureQuery('?lat=30.1&lng=120.2&openid=o1&original_id=gh&PV_FROM_CODE=pv&user_id=u7&other=x');
    expect(got).toEqual({ lat: '30.1', lng: '120.2', openid: 'o1', original_id: 'gh', PV_FROM_CODE: 'pv', user_id: 'u7' });
    expect(sessionParam('openid')).toBe('o1');
    expect(sessionStorage.getItem('youzhe.other')).toBeNull();
  });

  it("keeps a signed link's ts and sign with its openid, and drops them for a new bare openid", () => {
    captureQuery('?openid=o1&ts=1700000000&sign=ab12');
    expect(linkSignature()).toEqual({ ts: '1700000000', sign: 'ab12' });
    captureQuery('?lat=30'); // no openid: the signature stays
    expect(linkSignature()).toEqual({ ts: '1700000000', sign: 'ab12' });
    captureQuery('?openid=o2');
    expect(linkSignature()).toEqual({});
  });

  it('keeps earlier values when a later URL lacks them, and ignores empty ones', () => {
    captureQuery('?openid=o1&user_id=u1');
    captureQuery('?openid=&user_id=u2');
    expect(sessionParams()).toEqual({ openid: 'o1', user_id: 'u2' });
  });
});
