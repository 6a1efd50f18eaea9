// Hand-off links: the same point in the map apps visitors have (all read GCJ-02, the datum
// of our content). Pure.
import type { LatLng } from '../../lib/distance';

export interface MapPoint extends LatLng {
  name: string;
  address: string;
}

export type MapApp = 'amap' | 'baidu' | 'baiduApp' | 'tencent' | 'apple';

const q = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();

/** Where each map app shows the point, in the order they are offered. */
export function mapLinks(p: MapPoint): { app: MapApp; href: string }[] {
  const ll = `${p.lat},${p.lng}`;
  const title = p.name || p.address || ll;
  return [
    { app: 'amap', href: `https://uri.amap.com/marker?${q({ position: `${p.lng},${p.lat}`, name: title, coordinate: 'gaode', callnative: '1' })}` },
    {
      app: 'baidu',
      href: `https://api.map.baidu.com/marker?${q({ location: ll, title, content: p.address, output: 'html', coord_type: 'gcj02', src: 'youzhe' })}`,
    },
    { app: 'baiduApp', href: `baidumap://map/marker?${q({ location: ll, title, content: p.address, coord_type: 'gcj02', src: 'youzhe' })}` },
    // Tencent reads `;` and `:` as its own separators inside `marker`: they stay unescaped there.
    {
      app: 'tencent',
      href: `https://apis.map.qq.com/uri/v1/marker?marker=coord:${ll};title:${enc(title)}${p.address ? `;addr:${enc(p.address)}` : ''}&referer=youzhe`,
    },
    { app: 'apple', href: `https://maps.apple.com/?${q({ ll, q: title })}` },
  ];
}

/** A value inside Tencent's marker: percent-encoded, its own separators included. */
const enc = (s: string) => encodeURIComponent(s.replace(/[;:]/g, ' '));

/** `?lat=&lng=&name=&address=` as a point, or null when it names none (China, loosely). */
export function pointFrom(params: URLSearchParams): MapPoint | null {
  const lat = Number.parseFloat(params.get('lat') ?? '');
  const lng = Number.parseFloat(params.get('lng') ?? '');
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < 18 || lat > 54 || lng < 73 || lng > 136) return null;
  return { lat, lng, name: (params.get('name') ?? '').trim().slice(0, 80), address: (params.get('address') ?? '').trim().slice(0, 200) };
}
