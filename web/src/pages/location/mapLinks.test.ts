import { describe, expect, it } from 'vitest';
import { mapLinks, pointFrom } from './mapLinks';

const XIHU = { lat: 30.2437, lng: 120.1505, name: '西湖', address: '杭州市西湖区龙井路1号' };

describe('map hand-off links', () => {
  it('name the point in each map app with its coordinates in the order each reads them', () => {
    const byApp = Object.fromEntries(mapLinks(XIHU).map((l) => [l.app, new URL(l.href)]));
    expect(byApp.amap.origin + byApp.amap.pathname).toBe('https://uri.amap.com/marker');
    expect(byApp.amap.searchParams.get('position')).toBe('120.1505,30.2437');
    expect(byApp.amap.searchParams.get('name')).toBe('西湖');
    expect(byApp.baidu.searchParams.get('location')).toBe('30.2437,120.1505');
    expect(byApp.baidu.searchParams.get('coord_type')).toBe('gcj02');
    expect(byApp.baidu.searchParams.get('output')).toBe('html');
    expect(byApp.baidu.searchParams.get('title')).toBe('西湖');
    expect(byApp.baidu.searchParams.get('content')).toBe(XIHU.address);
    expect(byApp.baiduApp.protocol).toBe('baidumap:');
    expect(byApp.tencent.searchParams.get('marker')).toBe(`coord:30.2437,120.1505;title:西湖;addr:${XIHU.address}`);
    expect(byApp.apple.searchParams.get('ll')).toBe('30.2437,120.1505');
    expect(byApp.apple.searchParams.get('q')).toBe('西湖');
  });

  it('keep a name with separators inside Tencent’s marker', () => {
    const tencent = mapLinks({ ...XIHU, name: 'A;title:B', address: '' }).find((l) => l.app === 'tencent')!;
    expect(new URL(tencent.href).searchParams.get('marker')).toBe('coord:30.2437,120.1505;title:A title B');
  });

  it('read the point from the address, refusing what is not one', () => {
    const p = (s: string) => pointFrom(new URLSearchParams(s));
    expect(p('lat=30.24&lng=120.15&name=%E8%A5%BF%E6%B9%96')).toEqual({ lat: 30.24, lng: 120.15, name: '西湖', address: '' });
    expect(p('lat=abc&lng=120')).toBeNull();
    expect(p('lat=0&lng=0')).toBeNull();
    expect(p('lng=120.15')).toBeNull();
  });
});
