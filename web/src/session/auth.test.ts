import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth, type AuthDeps } from './auth';
import { loadLoginRecord, saveLoginRecord } from './loginRecord';

const token = (id: string, extra: object = {}) => ({ ID_token: id, token_type: 'Bearer', expires_in: 7200, ...extra });

function setup(over: Partial<Record<keyof AuthDeps, unknown>> = {}) {
  const base = {
    now: () => Date.now(),
    local: localStorage,
    session: sessionStorage,
    platform: vi.fn(() => 'browser' as const),
    openidLogin: vi.fn(async (openid: string) => token(`tok-${openid}`)),
    refresh: vi.fn(async () => token('refreshed')),
    codeLogin: vi.fn(async () => token('by-code', { openid: 'wxo' })),
    authorizationUrl: vi.fn(async () => 'https://open.weixin.qq.com/connect/oauth2/authorize?x'),
    currentUrl: () => 'https://h.cn/ver3/pages/hotel/index',
    replaceLocation: vi.fn(),
    onRecord: vi.fn(),
  };
  const deps = Object.assign(base, over) as typeof base;
  return { deps, auth: createAuth(deps as unknown as AuthDeps) };
}

describe('auth check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('signs in with the session openid and stores the record with setTime', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    const { deps, auth } = setup();
    await auth.check();
    expect(deps.openidLogin).toHaveBeenCalledWith('o1', {});
    expect(loadLoginRecord()).toMatchObject({ ID_token: 'tok-o1', openid: 'o1', setTime: 1_700_000_000_000 });
    expect(deps.onRecord).toHaveBeenCalledTimes(1);
  });

  it('sends the signature of a signed openid link', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    sessionStorage.setItem('youzhe.ts', '1700000000');
    sessionStorage.setItem('youzhe.sign', 'ab12');
    const { deps, auth } = setup();
    await auth.check();
    expect(deps.openidLogin).toHaveBeenCalledWith('o1', { ts: '1700000000', sign: 'ab12' });
  });

  it('runs at most once per 5 s; calls in the window pass straight through', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    const { deps, auth } = setup();
    await auth.check();
    sessionStorage.setItem('youzhe.openid', 'o2');
    await vi.advanceTimersByTimeAsync(4_999);
    await auth.check();
    expect(deps.openidLogin).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await auth.check();
    expect(deps.openidLogin).toHaveBeenCalledTimes(2);
    expect(loadLoginRecord()?.openid).toBe('o2');
  });

  it('calls made while a check runs wait for it', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    let release!: () => void;
    const { deps, auth } = setup({
      openidLogin: vi.fn(() => new Promise((r) => (release = () => r(token('late'))))),
    });
    const first = auth.check();
    const second = auth.check();
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(secondDone).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(deps.openidLogin).toHaveBeenCalledTimes(1);
    expect(loadLoginRecord()?.ID_token).toBe('late');
  });

  it('drops an expired record when there is no openid, keeps a valid one', async () => {
    saveLoginRecord({ ID_token: 'old', token_type: 'Bearer', expires_in: 100, setTime: Date.now() });
    const { auth, deps } = setup();
    await auth.check();
    expect(loadLoginRecord()?.ID_token).toBe('old');
    await vi.advanceTimersByTimeAsync(96_000);
    await auth.check();
    expect(loadLoginRecord()).toBeNull();
    expect(deps.onRecord).toHaveBeenLastCalledWith(null);
  });

  it('refreshes in the last 1200 s and keeps openid', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    saveLoginRecord({ ID_token: 'old', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() - 6100_000, openid: 'o1' });
    const { auth, deps } = setup();
    await auth.check();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.openidLogin).not.toHaveBeenCalled();
    expect(loadLoginRecord()).toMatchObject({ ID_token: 'refreshed', openid: 'o1', setTime: Date.now() });
  });

  it('when refresh returns nothing: drops the record and signs in with openid', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    saveLoginRecord({ ID_token: 'old', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() - 6100_000, openid: 'o1' });
    const { auth, deps } = setup({ refresh: vi.fn(async () => false) });
    await auth.check();
    expect(deps.openidLogin).toHaveBeenCalledWith('o1', {});
    expect(loadLoginRecord()?.ID_token).toBe('tok-o1');
  });

  it('a failed openid login rejects with the user-info error and leaves no record', async () => {
    sessionStorage.setItem('youzhe.openid', 'o1');
    const { auth } = setup({ openidLogin: vi.fn(async () => null) });
    await expect(auth.check()).rejects.toThrow('获取用户信息失败');
    expect(loadLoginRecord()).toBeNull();
  });
});

describe('redirect login', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('clears the record and signs in again with a known openid', async () => {
    saveLoginRecord({ ID_token: 'old', token_type: 'Bearer', expires_in: 7200, setTime: Date.now(), openid: 'o1' });
    sessionStorage.setItem('youzhe.openid', 'o1');
    const { auth, deps } = setup();
    await expect(auth.redirectLogin()).resolves.toBe(true);
    expect(deps.openidLogin).toHaveBeenCalledWith('o1', {});
    expect(loadLoginRecord()?.ID_token).toBe('tok-o1');
  });

  it('inside WeChat without openid: goes to the authorization page', async () => {
    const { auth, deps } = setup({ platform: vi.fn(() => 'wechat') });
    await expect(auth.redirectLogin()).resolves.toBe(true);
    expect(deps.authorizationUrl).toHaveBeenCalledWith('https://h.cn/ver3/pages/hotel/index');
    expect(deps.replaceLocation).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x');
  });

  it('inside WeChat with no address from the server: fails with the authorization error', async () => {
    const { auth } = setup({ platform: vi.fn(() => 'wechat'), authorizationUrl: vi.fn(async () => false) });
    await expect(auth.redirectLogin()).rejects.toThrow('微信授权失败');
  });

  it('elsewhere without openid: the phone sign-in page, coming back to this page', async () => {
    const navigate = vi.fn();
    const { auth } = setup({ navigate });
    await expect(auth.redirectLogin()).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pages/login/phone?back=%2Fver3%2Fpages%2Fhotel%2Findex');
  });

  it('accepts a token record from the phone sign-in like any other', () => {
    const { auth, deps } = setup();
    expect(auth.accept(token('by-phone', { uid: 'u1' }))).toBe(true);
    expect(loadLoginRecord()).toMatchObject({ ID_token: 'by-phone', uid: 'u1' });
    expect(deps.onRecord).toHaveBeenCalled();
    expect(auth.accept(false)).toBe(false);
  });

  it('elsewhere without openid and no sign-in page: fails (false) and the record is gone', async () => {
    saveLoginRecord({ ID_token: 'old', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
    const { auth } = setup();
    await expect(auth.redirectLogin()).resolves.toBe(false);
    expect(loadLoginRecord()).toBeNull();
  });
});

describe('code login', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signs in with the code and user_id and remembers the code', async () => {
    sessionStorage.setItem('youzhe.user_id', 'u9');
    const { auth, deps } = setup();
    await expect(auth.codeLogin('C1')).resolves.toBe(true);
    expect(deps.codeLogin).toHaveBeenCalledWith('C1', 'u9', undefined);
    expect(loadLoginRecord()).toMatchObject({ ID_token: 'by-code', wx_code: 'C1', openid: 'wxo' });
    await auth.codeLogin('C3', 'st'); // WeChat's state goes along when it came back
    expect(deps.codeLogin).toHaveBeenLastCalledWith('C3', 'u9', 'st');
  });

  it('skips a code already used, even after the record was dropped', async () => {
    const { auth, deps } = setup();
    await auth.codeLogin('C1');
    await expect(auth.codeLogin('C1')).resolves.toBe(false);
    localStorage.removeItem('youzhe.login');
    await expect(auth.codeLogin('C1')).resolves.toBe(false);
    expect(deps.codeLogin).toHaveBeenCalledTimes(1);
  });

  it('an empty answer fails with the authorization error', async () => {
    const { auth } = setup({ codeLogin: vi.fn(async () => false) });
    await expect(auth.codeLogin('C2')).rejects.toThrow('微信授权失败');
  });
});
