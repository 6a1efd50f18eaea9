import { pageUrl } from '../lib/pageUrl';
import type { Platform } from './ua';

export interface MapTarget {
  lat: number;
  lng: number;
  name?: string;
  address?: string;
  /** A place of ours: the in-app map then shows it with its neighbours. */
  id?: string;
}

export interface OpenMapDeps {
  platform: Platform;
  wechatOpen: (t: MapTarget) => Promise<void>;
  alipayOpen: (t: MapTarget) => Promise<void>;
  openLink: (url: string) => Promise<void>;
  /** Navigate inside the app (react-router path without the /ver3 base). */
  navigate: (path: string) => void;
}

/** In-app map page for a point: the fallback on every platform. */
export function inAppMapPath(t: MapTarget): string {
  if (t.id) return pageUrl('pages/tour/map', { id: t.id });
  return pageUrl('pages/tour/map', { point: `${t.lat},${t.lng}`, name: t.name, address: t.address });
}

/** A map link 浙里办 can hand to the system (Amap's public marker URI; GCJ-02 coordinates). */
export function externalMapUrl(t: MapTarget): string {
  const q = new URLSearchParams({
    position: `${t.lng},${t.lat}`,
    name: t.name ?? '',
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${q.toString()}`;
}

/** Opening a map (SPEC §4): the container's own map where it has one, else our map page. */
export async function openMap(target: MapTarget, deps: OpenMapDeps): Promise<void> {
  const fallback = () => deps.navigate(inAppMapPath(target));
  try {
    switch (deps.platform.kind) {
      case 'wechat':
        return await deps.wechatOpen(target);
      case 'alipay':
        return await deps.alipayOpen(target);
      case 'zlb':
        return await deps.openLink(externalMapUrl(target));
      default:
        return fallback();
    }
  } catch {
    fallback();
  }
}
