import { describe, expect, it, vi } from 'vitest';
import { phoneSignInPath, requireSignIn, safeBack } from './signIn';

describe('the sign-in page returns only to our own pages', () => {
  it('keeps a page of ours with its query', () => {
    expect(safeBack('/ver3/pages/tour/nearby')).toBe('/pages/tour/nearby');
    expect(safeBack('/ver3/pages/hotel/detail?id=h1&x=%2F')).toBe('/pages/hotel/detail?id=h1&x=%2F');
  });

  it.each([
    null,
    '',
    'https://evil.example/ver3/pages/tour/nearby',
    '//evil.example/ver3/x',
    '/\\evil.example/ver3/x',
    '/ver3/\\\\evil.example',
    'javascript:alert(1)',
    '/pages/tour/nearby',
    '/ver3/../admin',
    '/ver3/%2e%2e/admin',
    '/ver3/pages/login/phone?back=/ver3/pages/login/phone',
    '/ver3/ pages',
  ])('sends %s home', (back) => {
    expect(safeBack(back)).toBe('/');
  });

  it('builds the sign-in address from the page the visitor is on', () => {
    expect(phoneSignInPath('https://h.cn/ver3/pages/tour/collect?tab=2')).toBe(
      '/pages/login/phone?back=%2Fver3%2Fpages%2Ftour%2Fcollect%3Ftab%3D2',
    );
  });
});

describe('requireSignIn', () => {
  const here = 'https://h.cn/ver3/pages/tour/collect';
  const deps = (platform: 'wechat' | 'browser') => ({
    platform: () => platform,
    authorizationUrl: vi.fn(async () => 'https://open.weixin.qq.com/authorize?x'),
    replaceLocation: vi.fn(),
    navigate: vi.fn(),
  });

  it('inside WeChat: WeChat authorization coming back here', async () => {
    const d = deps('wechat');
    await expect(requireSignIn(d, here, () => new Error('x'))).resolves.toBe(true);
    expect(d.authorizationUrl).toHaveBeenCalledWith(here);
    expect(d.replaceLocation).toHaveBeenCalledWith('https://open.weixin.qq.com/authorize?x');
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('elsewhere: the phone sign-in page coming back here', async () => {
    const d = deps('browser');
    await expect(requireSignIn(d, here, () => new Error('x'))).resolves.toBe(true);
    expect(d.navigate).toHaveBeenCalledWith('/pages/login/phone?back=%2Fver3%2Fpages%2Ftour%2Fcollect');
    expect(d.authorizationUrl).not.toHaveBeenCalled();
  });

  it('inside Alipay: signed in with Alipay where the visitor stands', async () => {
    const d = { ...deps('browser'), platform: () => 'alipay' as const, alipaySignIn: vi.fn(async () => true) };
    await expect(requireSignIn(d, here, () => new Error('x'))).resolves.toBe(true);
    expect(d.replaceLocation).toHaveBeenCalledWith(here);
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.authorizationUrl).not.toHaveBeenCalled();
  });

  it('inside Alipay without Alipay sign-in: the phone sign-in page', async () => {
    const d = { ...deps('browser'), platform: () => 'alipay' as const, alipaySignIn: vi.fn(async () => false) };
    await expect(requireSignIn(d, here, () => new Error('x'))).resolves.toBe(true);
    expect(d.alipaySignIn).toHaveBeenCalledTimes(1);
    expect(d.replaceLocation).not.toHaveBeenCalled();
    expect(d.navigate).toHaveBeenCalledWith('/pages/login/phone?back=%2Fver3%2Fpages%2Ftour%2Fcollect');
  });
});
