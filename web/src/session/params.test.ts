import { beforeEach, describe, expect, it } from 'vitest';
import { captureQuery, sessionParam, sessionParams } from './params';

describe('session parameters', () => {
  beforeEach(() => sessionStorage.clear());

  it('captures lat, lng, openid, original_id, PV_FROM_CODE and user_id into session storage', () => {
    const got = captureQuery('?lat=30.1&lng=120.2&openid=o1&original_id=gh&PV_FROM_CODE=pv&user_id=u7&other=x');
    expect(got).toEqual({ lat: '30.1', lng: '120.2', openid: 'o1', original_id: 'gh', PV_FROM_CODE: 'pv', user_id: 'u7' });
    expect(sessionParam('openid')).toBe('o1');
    expect(sessionStorage.getItem('youzhe.other')).toBeNull();
  });

  it('keeps earlier values when a later URL lacks them, and ignores empty ones', () => {
    captureQuery('?openid=o1&user_id=u1');
    captureQuery('?openid=&user_id=u2');
    expect(sessionParams()).toEqual({ openid: 'o1', user_id: 'u2' });
  });
});
