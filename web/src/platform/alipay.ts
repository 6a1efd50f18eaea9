import type { AlipayBridge } from './globals';
import type { LatLng } from '../lib/distance';
import { asPosition, NoPosition } from '../lib/position';

/** Alipay's AlipayJSBridge.call, promised. Alipay reports failures as an `error` field. */
function call(bridge: AlipayBridge, api: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) =>
    bridge.call(api, params, (res) => {
      if (res && res.error) reject(new Error(`${api}: ${String(res.errorMessage ?? res.error)}`));
      else resolve(res ?? {});
    }),
  );
}

/** What the share panel sends: a card linking to one of our pages. */
export interface AlipayShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The share panel's channels: Alipay friends and feed, then WeChat friends and Moments. */
const SHARE_CHANNELS = ['ALPContact', 'ALPTimeLine', 'Weixin', 'WeixinTimeLine'];

/** Alipay's sign-in code for our app, and the account the container says it is (if it says). */
export interface AlipayAuthCode {
  authCode: string;
  userId?: string;
}

export function createAlipay(getBridge: () => Promise<AlipayBridge>, doc: Document = document) {
  // The card the top-right share button sends; replaced when another page sets its own.
  let card: AlipayShareCard | undefined;
  let listening = false;
  const share = async () => {
    if (!card) return;
    const param = { title: card.title, content: card.desc, imageUrl: card.imgUrl, url: card.link, contentType: 'url' };
    await call(await getBridge(), 'share', { channels: SHARE_CHANNELS.map((name) => ({ name, param })) });
  };
  return {
    /**
     * An authorization code for `appId` (silent `auth_base`: it names the account, nothing
     * more), which the server exchanges at Alipay's gateway.
     */
    async getAuthCode(appId: string): Promise<AlipayAuthCode> {
      const res = await call(await getBridge(), 'getAuthCode', { appId, scopeNicks: ['auth_base'] });
      const authCode = typeof res.authCode === 'string' ? res.authCode : typeof res.authcode === 'string' ? res.authcode : '';
      if (!authCode) throw new Error('AlipayJSBridge.getAuthCode: no code');
      const userId = typeof res.userId === 'string' && res.userId ? res.userId : undefined;
      return userId ? { authCode, userId } : { authCode };
    },
    /**
     * What the top-right share button sends from this page: Alipay's own menu opens the
     * panel with our card instead of a bare address.
     */
    async setShare(next: AlipayShareCard): Promise<void> {
      card = next;
      const bridge = await getBridge();
      if (!listening) {
        listening = true;
        doc.addEventListener('optionMenu', () => void share().catch((e: unknown) => console.warn('Alipay share failed', e)));
      }
      await call(bridge, 'setOptionMenu', { icontype: 'share', contentDesc: '分享' });
      await call(bridge, 'showOptionMenu', {});
    },
    async getLocation(): Promise<LatLng> {
      // Alipay answers in GCJ-02, like the rest of the app.
      const res = await call(await getBridge(), 'getLocation', {});
      const at = asPosition(res.latitude, res.longitude);
      if (!at) throw new NoPosition('AlipayJSBridge.getLocation');
      return at;
    },
    async openLocation(p: { lat: number; lng: number; name?: string; address?: string }): Promise<void> {
      await call(await getBridge(), 'openLocation', {
        latitude: String(p.lat),
        longitude: String(p.lng),
        name: p.name ?? '',
        address: p.address ?? '',
      });
    },
  };
}

export type Alipay = ReturnType<typeof createAlipay>;
