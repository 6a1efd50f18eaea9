import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardNavigation } from './guard';

function deps(platform: 'wechat' | 'browser' = 'browser') {
  return {
    platform: () => platform,
    check: vi.fn(async () => {}),
    codeLogin: vi.fn(async () => true),
    log: vi.fn(),
  };
}

describe('navigation guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('runs the auth check first when the target carries openid', async () => {
    const d = deps();
    await guardNavigation(new URL('https://h.cn/ver3/pages/cate/index?openid=o5&PV_FROM_CODE=pv'), d);
    expect(sessionStorage.getItem('youzhe.openid')).toBe('o5');
    expect(sessionStorage.getItem('youzhe.PV_FROM_CODE')).toBe('pv');
    expect(d.check).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a plain URL', async () => {
    const d = deps('wechat');
    await guardNavigation(new URL('https://h.cn/ver3/pages/cate/index?x=1'), d);
    expect(d.check).not.toHaveBeenCalled();
    expect(d.codeLogin).not.toHaveBeenCalled();
  });

  it('inside WeChat, a WECHATCODE means code login first; elsewhere it is ignored', async () => {
    const wx = deps('wechat');
    await guardNavigation(new URL('https://h.cn/ver3/?WECHATCODE=abc'), wx);
    expect(wx.codeLogin).toHaveBeenCalledWith('abc', undefined);
    const browser = deps('browser');
    await guardNavigation(new URL('https://h.cn/ver3/?WECHATCODE=abc'), browser);
    expect(browser.codeLogin).not.toHaveBeenCalled();
  });

  it("also takes the code WeChat appends itself, with its state", async () => {
    const wx = deps('wechat');
    await guardNavigation(new URL('https://h.cn/ver3/pages/hotel/index?code=C9&state=S1'), wx);
    expect(wx.codeLogin).toHaveBeenCalledWith('C9', 'S1');
    const plain = deps('wechat');
    await guardNavigation(new URL('https://h.cn/ver3/pages/x?code=not-wechat'), plain);
    expect(plain.codeLogin).not.toHaveBeenCalled();
  });

  it('logs failures and lets the page open', async () => {
    const d = { ...deps('wechat'), check: vi.fn(async () => Promise.reject(new Error('x'))), codeLogin: vi.fn(async () => Promise.reject(new Error('y'))) };
    await expect(guardNavigation(new URL('https://h.cn/ver3/?openid=o&WECHATCODE=c'), d)).resolves.toBeUndefined();
    expect(d.log).toHaveBeenCalledTimes(2);
  });
});
