import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, csrf, uploadImages } from './client';
import { createDataProvider } from './dataProvider';

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { 'content-type': 'application/json', ...init.headers } }),
  );
}

afterEach(() => csrf.set(null));

describe('the console client', () => {
  it('answers the envelope data on code 0 and sends no CSRF token on a read', async () => {
    csrf.set('tok-1');
    const f = answer({ code: 0, msg: 'ok', data: { id: 7 } });
    await expect(call('GET', 'me', {}, f)).resolves.toEqual({ id: 7 });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/ver3/api/admin/v1/me');
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends the CSRF token the sign-in gave with every write', async () => {
    csrf.set('tok-2');
    const f = answer({ code: 0, msg: 'ok', data: {} });
    await call('PATCH', 'operators/3', { body: { disabled: true } }, f);
    await call('DELETE', 'session', {}, f);
    for (const [, init] of f.mock.calls) expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok-2');
    expect(f.mock.calls[0]![1]?.body).toBe('{"disabled":true}');
  });

  it('turns a 40000 into field problems, from data.field or a problems list', async () => {
    const one = answer({ code: 40000, msg: '密码至少 12 个字符', data: { field: 'password' } });
    const err = await call('POST', 'operators', { body: {} }, one).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).problems).toEqual([{ field: 'password', message: '密码至少 12 个字符' }]);
    expect((err as ApiError).errors).toEqual({ password: '密码至少 12 个字符' });

    const many = answer({ code: 40000, msg: '内容有误', data: { problems: [{ field: 'name.zh', message: '不能为空' }, { field: 'opening_hours', message: '太长' }] } });
    const err2 = (await call('PUT', 'content/places/x/draft', { body: {} }, many).catch((e: unknown) => e)) as ApiError;
    expect(err2.problems.map((p) => p.field)).toEqual(['name.zh', 'opening_hours']);
    expect(err2.code).toBe(40000);
  });

  it('keeps the wait of a locked account', async () => {
    const f = answer({ code: 42900, msg: '连续登录失败次数过多，账号已锁定，请 15 分钟后再试' }, { status: 429, headers: { 'retry-after': '900' } });
    const err = (await call('POST', 'session', { body: {} }, f).catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(42900);
    expect(err.status).toBe(429);
    expect(err.retryAfter).toBe(900);
    expect(err.message).toContain('锁定');
  });

  it('says so when the answer is not an envelope', async () => {
    const f = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(call('GET', 'me', {}, f)).rejects.toMatchObject({ code: -1, status: 502 });
  });
});

describe('the data provider', () => {
  it('turns filters and the page into query parameters and reads {list,total}', async () => {
    const f = answer({ code: 0, msg: 'ok', data: { list: [{ id: 'a' }, { id: 'b' }], total: 42 } });
    const dp = createDataProvider((m, p, o) => call(m, p, o, f));
    const res = await dp.getList({
      resource: 'content/places',
      pagination: { currentPage: 3, pageSize: 20 },
      filters: [
        { field: 'q', operator: 'eq', value: '西湖' },
        { field: 'cityId', operator: 'eq', value: 1201 },
        { field: 'kind', operator: 'eq', value: undefined },
      ],
    });
    expect(res).toEqual({ data: [{ id: 'a' }, { id: 'b' }], total: 42 });
    const url = new URL(String(f.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/ver3/api/admin/v1/content/places');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: '西湖', cityId: '1201', page: '3', size: '20' });
  });

  it('reads the operators as one page like every list, says a list of another shape is wrong, and writes with PATCH', async () => {
    const f = answer({ code: 0, msg: 'ok', data: { list: [{ id: 1 }], total: 1, page: 1, size: 20 } });
    const dp = createDataProvider((m, p, o) => call(m, p, o, f));
    expect(await dp.getList({ resource: 'operators', pagination: { pageSize: 20 } })).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(f.mock.calls[0]![0]).toBe('/ver3/api/admin/v1/operators?page=1&size=20');
    const bare = createDataProvider((m, p, o) => call(m, p, o, answer({ code: 0, msg: 'ok', data: [{ id: 1 }] })));
    await expect(bare.getList({ resource: 'operators' })).rejects.toThrow();
    await dp.update({ resource: 'operators', id: 5, variables: { displayName: '王' } });
    expect(f.mock.calls[1]![0]).toBe('/ver3/api/admin/v1/operators/5');
    expect(f.mock.calls[1]![1]?.method).toBe('PATCH');
  });

  it('uploads images as multipart with the CSRF token, and names the refused file', async () => {
    csrf.set('tok-3');
    const ok = answer({ code: 0, msg: 'ok', data: [{ id: 'a', url: '/ver3/api/v3/media/a', thumbUrl: '/ver3/api/v3/media/a/thumb', width: 800, height: 600 }] });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], '西湖.jpg', { type: 'image/jpeg' });
    await expect(uploadImages([file], ok)).resolves.toEqual([expect.objectContaining({ url: '/ver3/api/v3/media/a', width: 800 })]);
    const [url, init] = ok.mock.calls[0]!;
    expect(url).toBe('/ver3/api/admin/v1/media');
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok-3');
    expect((init?.body as FormData).getAll('file')).toHaveLength(1);

    const refused = answer({ code: 40000, msg: '第 1 个文件“菜单.jpg”不是 JPEG、PNG 或 WebP 图片', data: { field: 'file[0]' } });
    const err = await uploadImages([file], refused).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toContain('菜单.jpg');
    expect((err as ApiError).problems).toEqual([{ field: 'file[0]', message: '第 1 个文件“菜单.jpg”不是 JPEG、PNG 或 WebP 图片' }]);
  });
});

describe('a paged list', () => {
  it('is read as the one page shape, and any other shape is said to be wrong, not shown empty', async () => {
    const { pageOf } = await import('./client');
    expect(pageOf({ list: [{ id: 'a' }], total: 9, page: 1, size: 20 })).toEqual({ list: [{ id: 'a' }], total: 9 });
    for (const wrong of [[{ id: 'a' }], { items: [], total: 0 }, { list: [] }, null]) {
      expect(() => pageOf(wrong)).toThrow('服务器的列表格式不对');
    }
  });
});
