import { describe, expect, it, vi } from 'vitest';
import { imageBase64 } from './imageBase64';
import type { Request } from './request';

describe('image to base64', () => {
  it('needs a url', async () => {
    await expect(imageBase64(vi.fn() as unknown as Request, '')).rejects.toThrow('请传入图片网络资源路径');
  });
  it('fails when the server returns no base64', async () => {
    await expect(imageBase64((async () => ({})) as unknown as Request, 'https://i.cn/a.jpg')).rejects.toThrow('服务器解析失败');
    await expect(imageBase64((async () => false) as unknown as Request, 'https://i.cn/a.jpg')).rejects.toThrow('服务器解析失败');
  });
  it('returns the base64 without the loading mask', async () => {
    const request = vi.fn(async () => ({ base64: 'iVBORw0' }));
    await expect(imageBase64(request as unknown as Request, 'https://i.cn/a.jpg')).resolves.toBe('iVBORw0');
    expect(request).toHaveBeenCalledWith('/ver3/api/v3/file/base64', { params: { url: 'https://i.cn/a.jpg' }, loading: false });
  });
});
