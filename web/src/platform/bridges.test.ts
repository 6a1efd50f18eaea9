import { describe, expect, it, vi } from 'vitest';
import { createAlipay } from './alipay';
import { createZlb } from './zlb';
import { applyUiStyle } from './elder';
import type { AlipayBridge, ZwBridge } from './globals';

describe('Alipay bridge', () => {
  it('getLocation and openLocation through AlipayJSBridge.call', async () => {
    const bridge: AlipayBridge = {
      call: vi.fn((api, _p, cb) => cb?.(api === 'getLocation' ? { latitude: '29.1', longitude: '119.6' } : {})),
    };
    const a = createAlipay(async () => bridge);
    await expect(a.getLocation()).resolves.toEqual({ lat: 29.1, lng: 119.6 });
    await a.openLocation({ lat: 29.1, lng: 119.6, name: '金华站' });
    expect(bridge.call).toHaveBeenLastCalledWith('openLocation', expect.objectContaining({ name: '金华站', latitude: '29.1' }), expect.any(Function));
  });

  it('asks for a silent sign-in code for our app', async () => {
    const bridge: AlipayBridge = { call: vi.fn((_api, _p, cb) => cb?.({ authCode: 'code-1' })) };
    await expect(createAlipay(async () => bridge).getAuthCode('2021001')).resolves.toEqual({ authCode: 'code-1' });
    expect(bridge.call).toHaveBeenCalledWith('getAuthCode', { appId: '2021001', scopeNicks: ['auth_base'] }, expect.any(Function));
    const withUser: AlipayBridge = { call: (_a, _p, cb) => cb?.({ authCode: 'c', userId: '2088' }) };
    await expect(createAlipay(async () => withUser).getAuthCode('x')).resolves.toEqual({ authCode: 'c', userId: '2088' });
    const none: AlipayBridge = { call: (_a, _p, cb) => cb?.({}) };
    await expect(createAlipay(async () => none).getAuthCode('x')).rejects.toThrow('no code');
  });

  it('the share button sends the card the page set last', async () => {
    const bridge: AlipayBridge = { call: vi.fn((_api, _p, cb) => cb?.({})) };
    const doc = document.implementation.createHTMLDocument('t');
    const a = createAlipay(async () => bridge, doc);
    await a.setShare({ title: '西湖', desc: '人间天堂', link: 'https://x.cn/ver3/a', imgUrl: 'https://x.cn/a.jpg' });
    await a.setShare({ title: '灵隐寺', desc: '古刹', link: 'https://x.cn/ver3/b', imgUrl: 'https://x.cn/b.jpg' });
    expect(bridge.call).toHaveBeenCalledWith('showOptionMenu', {}, expect.any(Function));
    doc.dispatchEvent(new Event('optionMenu'));
    await vi.waitFor(() => expect(bridge.call).toHaveBeenCalledWith('share', expect.anything(), expect.any(Function)));
    const shares = vi.mocked(bridge.call).mock.calls.filter(([api]) => api === 'share');
    expect(shares).toHaveLength(1);
    const channels = (shares[0][1] as { channels: { name: string; param: Record<string, string> }[] }).channels;
    expect(channels.map((c) => c.name)).toEqual(['ALPContact', 'ALPTimeLine', 'Weixin', 'WeixinTimeLine']);
    expect(channels[0].param).toMatchObject({ title: '灵隐寺', content: '古刹', url: 'https://x.cn/ver3/b', imageUrl: 'https://x.cn/b.jpg' });
  });

  it('rejects on an error answer', async () => {
    const a = createAlipay(async () => ({ call: (_a, _p, cb) => cb?.({ error: 11, errorMessage: '用户拒绝' }) }));
    await expect(a.getLocation()).rejects.toThrow('用户拒绝');
  });
});

describe('浙里办 bridge', () => {
  const zw = (style: string): ZwBridge => ({
    onReady: vi.fn((cb) => cb()),
    getUiStyle: vi.fn(async () => ({ uiStyle: style })),
    getLocation: vi.fn(async () => ({ latitude: '30.27', longitude: '120.15' })),
    openLink: vi.fn(async () => ({})),
  });

  it('waits for onReady, reads the UI style and location', async () => {
    const b = zw('elder');
    const z = createZlb(async () => b);
    await expect(z.uiStyle()).resolves.toBe('elder');
    await expect(z.getLocation()).resolves.toEqual({ lat: 30.27, lng: 120.15 });
    await z.openLink('https://uri.amap.com/marker?x');
    expect(b.onReady).toHaveBeenCalledTimes(1);
    expect(b.openLink).toHaveBeenCalledWith({ url: 'https://uri.amap.com/marker?x' });
    await expect(createZlb(async () => zw('normal')).uiStyle()).resolves.toBe('normal');
  });
});

describe('elder mode', () => {
  it('puts elder (and elder-android on Android) on <html> and stores the usertype', () => {
    const root = document.createElement('html');
    applyUiStyle('elder', true, root, localStorage);
    expect([...root.classList]).toEqual(['elder', 'elder-android']);
    expect(localStorage.getItem('usertype')).toBe('elder');
    applyUiStyle('elder', false, root, localStorage);
    expect([...root.classList]).toEqual(['elder']);
    applyUiStyle('normal', true, root, localStorage);
    expect(root.classList.length).toBe(0);
    expect(localStorage.getItem('usertype')).toBe('normal');
  });
});
