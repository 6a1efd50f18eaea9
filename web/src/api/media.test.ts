import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/runtime';
import { createMediaApi, UploadRefused } from './media';
import { createRequester, type RequestDeps } from './request';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const ref = { id: 'a1', url: '/ver3/api/v3/media/a1', thumbUrl: '/ver3/api/v3/media/a1/thumb', width: 800, height: 600 };

function setup(body: unknown) {
  const deps = {
    fetch: vi.fn(async () => answer(body)),
    config: () => DEFAULT_CONFIG,
    authCheck: vi.fn(async () => {}),
    token: () => ({ ID_token: 'jwt', token_type: 'Bearer' }),
    redirectLogin: vi.fn(async () => true),
    toast: vi.fn(),
    loading: { show: vi.fn(), hide: vi.fn() },
    log: vi.fn(),
  };
  return { deps, media: createMediaApi(createRequester(deps as unknown as RequestDeps)) };
}

describe('uploadPhotos', () => {
  it('posts one multipart form of named files with the token, without a JSON content type or the mask', async () => {
    const { deps, media } = setup({ code: 0, msg: 'ok', data: [ref], extend: { code: 2000 } });
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(media.uploadPhotos([{ blob, name: '西湖.jpg' }])).resolves.toEqual([ref]);
    const [url, init] = deps.fetch.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/ver3/api/v3/media');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer jwt');
    // The browser writes multipart/form-data with its boundary itself.
    expect(init.headers['Content-Type']).toBeUndefined();
    const files = (init.body as FormData).getAll('file') as File[];
    expect(files.map((f) => f.name)).toEqual(['西湖.jpg']);
    expect(deps.loading.show).not.toHaveBeenCalled();
  });

  it("rejects with the server's message naming the file, instead of a toast", async () => {
    const msg = '第 2 个文件“notes.jpg”不是 JPEG、PNG 或 WebP 图片';
    const { deps, media } = setup({ code: 40000, msg, data: { field: 'file[1]' }, extend: { code: 2000 } });
    const blob = new Blob(['x']);
    const refused = media.uploadPhotos([blob, blob]);
    await expect(refused).rejects.toBeInstanceOf(UploadRefused);
    await expect(refused).rejects.toThrow(msg);
    expect(deps.toast).not.toHaveBeenCalled();
  });
});
