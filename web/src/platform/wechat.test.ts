import { describe, expect, it, vi } from 'vitest';
import { createWechat, localDataToBlob } from './wechat';
import type { WxApi } from './globals';

function fakeWx(over: Partial<WxApi> = {}) {
  let readyCb: (() => void) | undefined;
  const wx: WxApi = {
    config: vi.fn(() => queueMicrotask(() => readyCb?.())),
    ready: vi.fn((cb) => (readyCb = cb)),
    error: vi.fn(),
    getLocation: vi.fn((o) => o.success({ latitude: 30.25, longitude: 120.16 })),
    openLocation: vi.fn((o) => o.success?.()),
    chooseImage: vi.fn((o) => o.success({ localIds: ['wxLocalResource://1'] })),
    getLocalImgData: vi.fn((o) => o.success({ localData: 'data:image/png;base64,iVBORw==' })),
    ...over,
  };
  return wx;
}
/** A blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (b: Blob) =>
  new Promise<number[]>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve([...new Uint8Array(r.result as ArrayBuffer)]);
    r.readAsArrayBuffer(b);
  });
const sig = { appId: 'wx123', timestamp: 1700000000, nonceStr: 'n', signature: 's' };

describe('WeChat JS-SDK', () => {
  it('signs the page URL without its fragment, configures once per URL', async () => {
    const wx = fakeWx();
    const sign = vi.fn(async () => sig);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const w = createWechat({ loadWx: async () => wx, sign, pageUrl: () => 'https://h.cn/ver3/pages/tour/nearby?a=1#x' });
    await w.ready();
    await w.ready();
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith('https://h.cn/ver3/pages/tour/nearby?a=1');
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx123', signature: 's', debug: false }));
    expect(vi.mocked(wx.config).mock.calls[0][0].jsApiList).toEqual(expect.arrayContaining(['getLocation', 'openLocation', 'chooseImage']));
  });

  it('gets the location as gcj02', async () => {
    const wx = fakeWx();
    const w = createWechat({ loadWx: async () => wx, sign: async () => sig, pageUrl: () => 'https://h.cn/' });
    await expect(w.getLocation()).resolves.toEqual({ lat: 30.25, lng: 120.16 });
    expect(vi.mocked(wx.getLocation).mock.calls[0][0].type).toBe('gcj02');
  });

  it('rejects when the visitor cancels or the sign fails', async () => {
    const wx = fakeWx({ getLocation: vi.fn((o) => o.cancel?.({})) });
    const w = createWechat({ loadWx: async () => wx, sign: async () => sig, pageUrl: () => 'https://h.cn/' });
    await expect(w.getLocation()).rejects.toThrow('cancelled');
    const unsigned = createWechat({ loadWx: async () => wx, sign: async () => false, pageUrl: () => 'https://h.cn/' });
    await expect(unsigned.getLocation()).rejects.toThrow('no signature');
  });

  it('opens a location and chooses up to 9 images from album or camera', async () => {
    const wx = fakeWx();
    const w = createWechat({ loadWx: async () => wx, sign: async () => sig, pageUrl: () => 'https://h.cn/' });
    await w.openLocation({ lat: 30, lng: 120, name: '西湖' });
    expect(wx.openLocation).toHaveBeenCalledWith(expect.objectContaining({ latitude: 30, longitude: 120, name: '西湖' }));
    await expect(w.chooseImage(20)).resolves.toEqual(['wxLocalResource://1']);
    expect(vi.mocked(wx.chooseImage).mock.calls[0][0]).toMatchObject({
      count: 9,
      sizeType: ['original', 'compressed'],
      sourceType: ['album', 'camera'],
    });
  });

  it('sets the share cards for a friend (title, summary, link, picture) and for Moments', async () => {
    const friend = vi.fn((o: { success?: () => void }) => o.success?.());
    const moments = vi.fn((o: { success?: () => void }) => o.success?.());
    const wx = fakeWx({ updateAppMessageShareData: friend, updateTimelineShareData: moments });
    const w = createWechat({ loadWx: async () => wx, sign: async () => sig, pageUrl: () => 'https://h.cn/' });
    const card = { title: '西湖', desc: '湖光山色', link: 'https://h.cn/ver3/x', imgUrl: 'https://h.cn/c' };
    await w.setShare(card, { ...card, title: '西湖 · 杭州' });
    expect(friend).toHaveBeenCalledWith(expect.objectContaining({ title: '西湖', desc: '湖光山色', link: 'https://h.cn/ver3/x', imgUrl: 'https://h.cn/c' }));
    expect(moments).toHaveBeenCalledWith(expect.objectContaining({ title: '西湖 · 杭州', link: 'https://h.cn/ver3/x' }));
    expect(moments.mock.calls[0][0]).not.toHaveProperty('desc');
  });

  it("an SDK without the share calls leaves WeChat's own card, without failing", async () => {
    const wx = fakeWx();
    const w = createWechat({ loadWx: async () => wx, sign: async () => sig, pageUrl: () => 'https://h.cn/' });
    const card = { title: 't', desc: 'd', link: 'l', imgUrl: 'i' };
    await expect(w.setShare(card, card)).resolves.toBeUndefined();
  });

  it("reads a chosen image's bytes, with iOS's data-URL head or Android's bare base64", async () => {
    const wx = fakeWx();
    const w = createWechat({ loadWx: async () => wx, sign: async () => sig, pageUrl: () => 'https://h.cn/' });
    const ios = await w.getLocalImgData('wxLocalResource://1');
    expect(ios.type).toBe('image/png');
    expect(await bytesOf(ios)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(vi.mocked(wx.config).mock.calls[0][0].jsApiList).toContain('getLocalImgData');
    const android = localDataToBlob('/9j/\n4A==');
    expect(android.type).toBe('image/jpeg');
    expect(await bytesOf(android)).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });
});
