import { describe, expect, it, vi } from 'vitest';
import { externalMapUrl, inAppMapPath, openMap, type OpenMapDeps } from './openMap';
import type { PlatformKind } from './ua';

const target = { lat: 30.2435, lng: 120.182, name: '杭州站' };
function deps(kind: PlatformKind, fail = false): OpenMapDeps & Record<string, ReturnType<typeof vi.fn>> {
  const act = vi.fn(async () => (fail ? Promise.reject(new Error('no')) : undefined));
  return {
    platform: { kind, android: false },
    wechatOpen: act,
    alipayOpen: act,
    openLink: act,
    navigate: vi.fn(),
  } as never;
}

describe('opening a map', () => {
  it('WeChat and Alipay use their own map', async () => {
    for (const kind of ['wechat', 'alipay'] as const) {
      const d = deps(kind);
      await openMap(target, d);
      expect(kind === 'wechat' ? d.wechatOpen : d.alipayOpen).toHaveBeenCalledWith(target);
      expect(d.navigate).not.toHaveBeenCalled();
    }
  });

  it('falls back to the in-app map page when the container fails', async () => {
    const d = deps('wechat', true);
    await openMap(target, d);
    expect(d.navigate).toHaveBeenCalledWith('/pages/tour/map?point=30.2435%2C120.182&name=%E6%9D%AD%E5%B7%9E%E7%AB%99');
  });

  it('浙里办 opens an external map link; a browser gets the in-app map', async () => {
    const z = deps('zlb');
    await openMap(target, z);
    expect(z.openLink).toHaveBeenCalledWith(externalMapUrl(target));
    expect(externalMapUrl(target)).toContain('position=120.182%2C30.2435');
    const b = deps('browser');
    await openMap(target, b);
    expect(b.navigate).toHaveBeenCalledWith(inAppMapPath(target));
  });

  it('the in-app map names a place by id, a bare point without lat/lng (those mean the visitor)', () => {
    expect(inAppMapPath({ ...target, id: 'scenic-hz-xihu' })).toBe('/pages/tour/map?id=scenic-hz-xihu');
    const path = inAppMapPath(target);
    const q = new URLSearchParams(path.split('?')[1]);
    expect(q.get('point')).toBe('30.2435,120.182');
    expect(q.get('lat')).toBeNull();
    expect(q.get('name')).toBe('杭州站');
  });
});
