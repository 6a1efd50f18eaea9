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

export function createAlipay(getBridge: () => Promise<AlipayBridge>) {
  return {
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
