import type { WxApi } from './globals';
import type { LatLng } from '../lib/distance';
import { IMAGE_CHOOSER_COUNT } from '../lib/constants';
import { t } from '../i18n';

/**
 * The bytes `wx.getLocalImgData` gives as base64: iOS puts a data-URL head before them,
 * Android does not (then the type is read from the bytes by the server anyway).
 */
export function localDataToBlob(localData: string): Blob {
  const m = /^data:([^;,]+)?(;base64)?,/.exec(localData);
  const type = m?.[1] ?? 'image/jpeg';
  const raw = atob((m ? localData.slice(m[0].length) : localData).replace(/\s/g, ''));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new Blob([bytes], { type });
}

export interface WxSignature {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

/** One share card: what a friend or Moments sees when the visitor shares the page. */
export interface ShareCardData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WechatDeps {
  loadWx: () => Promise<WxApi>;
  /** Signs a page URL through POST /wxShare; false when the server could not. */
  sign: (url: string) => Promise<WxSignature | false>;
  pageUrl: () => string;
}

const JS_API_LIST = ['getLocation', 'openLocation', 'chooseImage', 'getLocalImgData', 'updateAppMessageShareData', 'updateTimelineShareData'];

/**
 * WeChat JS-SDK access: the SDK must be configured with a signature for the current page
 * URL (without its fragment) before location, map or image abilities work.
 */
export function createWechat(deps: WechatDeps) {
  let configured: { url: string; ready: Promise<WxApi> } | undefined;

  function ready(): Promise<WxApi> {
    const url = deps.pageUrl().split('#')[0];
    if (configured?.url === url) {
      console.info(t('wx.alreadyInit'));
      return configured.ready;
    }
    const p = (async () => {
      const wx = await deps.loadWx();
      const sig = await deps.sign(url);
      if (!sig) throw new Error('wxShare returned no signature');
      return new Promise<WxApi>((resolve, reject) => {
        wx.ready(() => {
          console.info(t('wx.initOk'));
          resolve(wx);
        });
        wx.error((err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))));
        wx.config({ debug: false, ...sig, jsApiList: JS_API_LIST });
      });
    })();
    configured = { url, ready: p };
    p.catch(() => {
      if (configured?.ready === p) configured = undefined; // a failed sign may be retried
    });
    return p;
  }

  return {
    ready,
    async getLocation(): Promise<LatLng> {
      const wx = await ready();
      return new Promise((resolve, reject) =>
        wx.getLocation({
          type: 'gcj02',
          success: (res) => resolve({ lat: Number(res.latitude), lng: Number(res.longitude) }),
          fail: (err) => reject(new Error(`wx.getLocation failed: ${JSON.stringify(err)}`)),
          cancel: () => reject(new Error('wx.getLocation cancelled')),
        }),
      );
    },
    async openLocation(p: { lat: number; lng: number; name?: string; address?: string }): Promise<void> {
      const wx = await ready();
      return new Promise((resolve, reject) =>
        wx.openLocation({
          latitude: p.lat,
          longitude: p.lng,
          name: p.name,
          address: p.address,
          scale: 16,
          success: () => resolve(),
          fail: (err) => reject(new Error(`wx.openLocation failed: ${JSON.stringify(err)}`)),
        }),
      );
    },
    /** Sets what sharing this page to a friend and to Moments shows (until the next page sets its own). */
    async setShare(friend: ShareCardData, timeline: ShareCardData): Promise<void> {
      const wx = await ready();
      const call = (fn: ((o: never) => void) | undefined, data: object) =>
        new Promise<void>((resolve, reject) => {
          if (!fn) return resolve(); // an SDK older than 1.4: WeChat's default card stays
          fn.call(wx, { ...data, success: () => resolve(), fail: (err: unknown) => reject(new Error(`wx share failed: ${JSON.stringify(err)}`)) } as never);
        });
      await Promise.all([
        call(wx.updateAppMessageShareData, friend),
        call(wx.updateTimelineShareData, { title: timeline.title, link: timeline.link, imgUrl: timeline.imgUrl }),
      ]);
    },
    async chooseImage(count = IMAGE_CHOOSER_COUNT): Promise<string[]> {
      const wx = await ready();
      return new Promise((resolve, reject) =>
        wx.chooseImage({
          count: Math.min(count, IMAGE_CHOOSER_COUNT),
          sizeType: ['original', 'compressed'],
          sourceType: ['album', 'camera'],
          success: (res) => resolve(res.localIds),
          fail: (err) => reject(new Error(`wx.chooseImage failed: ${JSON.stringify(err)}`)),
          cancel: () => resolve([]),
        }),
      );
    },
    /** A chosen image's bytes (its local id is only usable inside WeChat's web view). */
    async getLocalImgData(localId: string): Promise<Blob> {
      const wx = await ready();
      return new Promise((resolve, reject) =>
        wx.getLocalImgData({
          localId,
          success: (res) => resolve(localDataToBlob(res.localData)),
          fail: (err) => reject(new Error(`wx.getLocalImgData failed: ${JSON.stringify(err)}`)),
        }),
      );
    },
  };
}

export type Wechat = ReturnType<typeof createWechat>;
