import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../config/runtime';
import { createRequester, type RequestDeps } from './request';
import { PATHS, queryString, resolveUrl } from './paths';

const ok = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
const env = (code: number, data: unknown = null, msg = 'ok') => ({ code, msg, data, extend: { code: 2000 } });

function setup(over: Partial<Record<keyof RequestDeps, unknown>> = {}, config: Partial<RuntimeConfig> = {}) {
  const base = {
    fetch: vi.fn(async () => ok(env(0, { a: 1 }))),
    config: () => ({ ...DEFAULT_CONFIG, ...config }),
    authCheck: vi.fn(async () => {}),
    token: vi.fn(() => ({ ID_token: 'jwt', token_type: 'Bearer' })),
    redirectLogin: vi.fn(async () => true),
    toast: vi.fn(),
    loading: { show: vi.fn(), hide: vi.fn() },
    log: vi.fn(),
  };
  const deps = Object.assign(base, over) as typeof base;
  return { deps, request: createRequester(deps as unknown as RequestDeps) };
}
const call = (deps: { fetch: { mock: { calls: unknown[][] } } }, i = 0) =>
  deps.fetch.mock.calls[i] as unknown as [string, RequestInit & { headers: Record<string, string> }];

describe('URLs', () => {
  it('routes /brand-api/ to the brand base with the prefix stripped', () => {
    expect(resolveUrl('/brand-api/common/v1/page-views/add', '', '/brand-api')).toBe('/brand-api/common/v1/page-views/add');
    expect(resolveUrl('/brand-api/t5/poi/details', 'https://a.cn', 'https://brand.cn/')).toBe('https://brand.cn/t5/poi/details');
    expect(resolveUrl('/brand-apix/y', 'https://a.cn', 'https://brand.cn')).toBe('https://a.cn/brand-apix/y');
  });
  it('prefixes the API base', () => {
    expect(resolveUrl('/ver3/api/v3/http/search', 'https://api.cn/', '')).toBe('https://api.cn/ver3/api/v3/http/search');
    expect(resolveUrl('https://other.cn/x', 'https://api.cn', '')).toBe('https://other.cn/x');
  });
  it('drops empty and falsy GET parameters', () => {
    expect(queryString({ a: 'x', b: '', c: null, d: undefined, e: 0, f: false, g: 5, h: ['p', 'q'] })).toBe('?a=x&g=5&h=p%2Cq');
    expect(queryString({ b: '' })).toBe('');
  });
});

describe('request', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('GETs with the query, the auth check first and the Authorization header', async () => {
    const { deps, request } = setup({}, { apiBase: 'https://api.cn' });
    await expect(request('/ver3/api/v3/http/search', { params: { q: '西湖', page: '', city: 1201 } })).resolves.toEqual({ a: 1 });
    expect(deps.authCheck).toHaveBeenCalledTimes(1);
    const [url, init] = call(deps);
    expect(url).toBe('https://api.cn/ver3/api/v3/http/search?q=%E8%A5%BF%E6%B9%96&city=1201');
    expect(init.headers.Authorization).toBe('Bearer jwt');
    expect(init.credentials).toBe('same-origin');
  });

  it('sends no header when there is no token', async () => {
    const { deps, request } = setup({ token: vi.fn(() => null) });
    await request('/ver3/api/v3/http/getUserInfo');
    expect(call(deps)[1].headers.Authorization).toBeUndefined();
  });

  it.each([PATHS.openidLogin, PATHS.refresh, PATHS.codeLogin, PATHS.rankList, PATHS.userLogin])(
    'skips the auth check for %s',
    async (path) => {
      const { deps, request } = setup({ fetch: vi.fn(async () => ok({ result: [], status: { code: 200 }, ...env(0) })) });
      await request(path, { method: 'POST' });
      expect(deps.authCheck).not.toHaveBeenCalled();
    },
  );

  it('keeps the token on refresh but not on logins or the rank list', async () => {
    const { deps, request } = setup({ fetch: vi.fn(async () => ok({ ...env(0), result: 1, status: { code: 200 } })) });
    await request(PATHS.refresh, { method: 'POST' });
    await request(PATHS.openidLogin, { method: 'POST', data: { openid: 'o' } });
    await request(PATHS.rankList);
    expect(call(deps, 0)[1].headers.Authorization).toBe('Bearer jwt');
    expect(call(deps, 1)[1].headers.Authorization).toBeUndefined();
    expect(call(deps, 1)[1].body).toBe('{"openid":"o"}');
    expect(call(deps, 2)[1].headers.Authorization).toBeUndefined();
  });

  it('posts forms url-encoded', async () => {
    const { deps, request } = setup({ fetch: vi.fn(async () => ok({ result: { appId: 'wx1' } })) });
    await expect(request(PATHS.wxShare, { method: 'POST', form: true, data: { url: 'https://h.cn/ver3/?a=1&b=2' } })).resolves.toEqual({
      appId: 'wx1',
    });
    const [, init] = call(deps);
    expect(init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('url=https%3A%2F%2Fh.cn%2Fver3%2F%3Fa%3D1%26b%3D2');
  });

  it('shows the loading mask with 正在加载 and hides it, unless suppressed', async () => {
    const { deps, request } = setup();
    await request('/x');
    expect(deps.loading.show).toHaveBeenCalledWith('正在加载');
    expect(deps.loading.hide).toHaveBeenCalledTimes(1);
    await request('/x', { loading: false });
    await request('/x', { loading: '提交中' });
    expect(deps.loading.show).toHaveBeenCalledTimes(2);
    expect(deps.loading.show).toHaveBeenLastCalledWith('提交中');
  });

  it('keeps one mask for overlapping calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { deps, request } = setup({ fetch: vi.fn(async () => (await gate, ok(env(0)))) });
    const both = Promise.all([request('/a'), request('/b')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.loading.show).toHaveBeenCalledTimes(1);
    release();
    await both;
    expect(deps.loading.hide).toHaveBeenCalledTimes(1);
  });

  describe('with extend.code 2000', () => {
    it('code 0 returns data', async () => {
      const { request } = setup({ fetch: vi.fn(async () => ok(env(0, [1, 2]))) });
      await expect(request('/x')).resolves.toEqual([1, 2]);
    });
    it('40003 runs the login redirect; "未登录!" when that fails', async () => {
      const { deps, request } = setup({ fetch: vi.fn(async () => ok(env(40003, null, 'token 失效'))) });
      await expect(request('/x')).resolves.toBe(false);
      expect(deps.redirectLogin).toHaveBeenCalledTimes(1);
      expect(deps.toast).not.toHaveBeenCalled();
      deps.redirectLogin.mockResolvedValueOnce(false);
      await request('/x');
      expect(deps.toast).toHaveBeenCalledWith('未登录!');
      deps.redirectLogin.mockRejectedValueOnce(new Error('boom'));
      await request('/x');
      expect(deps.toast).toHaveBeenCalledTimes(2);
    });
    it('other codes toast msg, or 服务器出错！', async () => {
      const { deps, request } = setup({ fetch: vi.fn(async () => ok(env(1, null, '手机号格式不正确'))) });
      await expect(request('/x')).resolves.toBe(false);
      expect(deps.toast).toHaveBeenLastCalledWith('手机号格式不正确');
      deps.fetch.mockResolvedValueOnce(ok(env(500, null, '')));
      await request('/x');
      expect(deps.toast).toHaveBeenLastCalledWith('服务器出错！');
    });
    it('codes the caller names as "not there" resolve to null, with no toast', async () => {
      const { deps, request } = setup({ fetch: vi.fn(async () => ok(env(40400, null, '地点不存在'))) });
      await expect(request('/x', { absent: [40400] })).resolves.toBeNull();
      expect(deps.toast).not.toHaveBeenCalled();
      // Without the option the same answer is a failure the visitor is told about.
      await expect(request('/x')).resolves.toBe(false);
      expect(deps.toast).toHaveBeenLastCalledWith('地点不存在');
    });
  });

  describe('without extend.code 2000', () => {
    const bare = (body: object) => setup({ fetch: vi.fn(async () => ok(body)) });
    it('code 1 returns result or data', async () => {
      await expect(bare({ code: 1, result: 'r' }).request('/x')).resolves.toBe('r');
      await expect(bare({ code: 1, data: 'd' }).request('/x')).resolves.toBe('d');
    });
    it('code 300 toasts 未登录!', async () => {
      const { deps, request } = bare({ code: 300 });
      await expect(request('/x')).resolves.toBe(false);
      expect(deps.toast).toHaveBeenCalledWith('未登录!');
      expect(deps.redirectLogin).not.toHaveBeenCalled();
    });
    it('code 40003 runs the login redirect', async () => {
      const { deps, request } = bare({ code: 40003 });
      await request('/x');
      expect(deps.redirectLogin).toHaveBeenCalledTimes(1);
    });
    it('other codes toast msg', async () => {
      const { deps, request } = bare({ code: 2, msg: '活动已结束', extend: { code: 1 } });
      await expect(request('/x')).resolves.toBe(false);
      expect(deps.toast).toHaveBeenCalledWith('活动已结束');
    });
    it('a plain-text answer is returned as text', async () => {
      const { request } = setup({ fetch: vi.fn(async () => ok('https://open.weixin.qq.com/connect')) });
      await expect(request(PATHS.wxAuthorization)).resolves.toBe('https://open.weixin.qq.com/connect');
    });
  });

  describe('rank list', () => {
    const rank = (status: object) => setup({ fetch: vi.fn(async () => ok({ result: ['a'], status })) });
    it('status 200 returns the result', async () => {
      await expect(rank({ code: 200, message: 'ok' }).request(PATHS.rankList)).resolves.toEqual(['a']);
    });
    it.each([
      [404, '您所请求的资源无法找到'],
      [500, '服务器内部错误，无法完成请求'],
      [403, '参数错误'],
    ])('status %i toasts %s and yields false', async (code, text) => {
      const { deps, request } = rank({ code, message: '参数错误' });
      await expect(request(PATHS.rankList)).resolves.toBe(false);
      expect(deps.toast).toHaveBeenCalledWith(text);
    });
    it.each([
      [400, '参数 kind 取值不在允许范围内'],
      [404, '您所请求的资源无法找到'],
    ])('a refusal with HTTP %i is read from its body: toasts %s', async (code, text) => {
      const body = { result: null, status: { code, message: '参数 kind 取值不在允许范围内' } };
      const { deps, request } = setup({ fetch: vi.fn(async () => ok(body, code)) });
      await expect(request(PATHS.rankList)).resolves.toBe(false);
      expect(deps.toast).toHaveBeenCalledWith(text);
    });
    it('a non-JSON failure of the rank list keeps the HTTP text', async () => {
      const { deps, request } = setup({ fetch: vi.fn(async () => ok('Bad Gateway', 502)) });
      await expect(request(PATHS.rankList)).resolves.toBe(false);
      expect(deps.toast).toHaveBeenCalledWith('请求失败（502）');
    });
  });

  it.each([
    [404, '您所请求的资源无法找到'],
    [500, '服务器内部错误，无法完成请求'],
    [502, '请求失败（502）'],
  ])('HTTP %i toasts %s and yields false', async (status, text) => {
    const { deps, request } = setup({ fetch: vi.fn(async () => ok(env(0), status)) });
    await expect(request('/x')).resolves.toBe(false);
    expect(deps.toast).toHaveBeenCalledWith(text);
  });

  it('treats every 2xx as success', async () => {
    const { request } = setup({ fetch: vi.fn(async () => ok(env(0, 'made'), 201)) });
    await expect(request('/x', { method: 'POST' })).resolves.toBe('made');
    const empty = setup({ fetch: vi.fn(async () => new Response(null, { status: 204 })) });
    await expect(empty.request('/x', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('only logs transport errors and hides the mask', async () => {
    const { deps, request } = setup({ fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(request('/x')).resolves.toBe(false);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalled();
    expect(deps.loading.hide).toHaveBeenCalledTimes(1);
  });

  it('aborts after 60 s', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const { deps, request } = setup({ fetch: fetch as never });
    const p = request('/slow');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(deps.loading.hide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBe(false);
    expect(deps.loading.hide).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('quiet calls never toast nor redirect', async () => {
    const { deps, request } = setup({ fetch: vi.fn(async () => ok(env(40003))) });
    await request('/x', { quiet: true });
    deps.fetch.mockResolvedValueOnce(ok(env(0), 500));
    await request('/x', { quiet: true });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.redirectLogin).not.toHaveBeenCalled();
  });

  it('still sends the call when the auth check throws', async () => {
    const { deps, request } = setup({ authCheck: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(request('/x')).resolves.toEqual({ a: 1 });
    expect(deps.log).toHaveBeenCalled();
  });
});
