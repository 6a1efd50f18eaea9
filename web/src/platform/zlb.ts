import type { ZwBridge } from './globals';
import type { LatLng } from '../lib/distance';
import { asPosition, NoPosition } from '../lib/position';

/** 浙里办's ZWJSBridge: every call waits for onReady once. */
export function createZlb(loadBridge: () => Promise<ZwBridge>) {
  let ready: Promise<ZwBridge> | undefined;
  const bridge = () => {
    ready ??= loadBridge().then((b) => new Promise<ZwBridge>((resolve) => b.onReady(() => resolve(b))));
    ready.catch(() => (ready = undefined));
    return ready;
  };
  return {
    /** 'elder' when the visitor chose the elder-friendly style in 浙里办. */
    async uiStyle(): Promise<'elder' | 'normal'> {
      const res = await (await bridge()).getUiStyle({});
      return res?.uiStyle === 'elder' ? 'elder' : 'normal';
    },
    async getLocation(): Promise<LatLng> {
      const res = await (await bridge()).getLocation({});
      const at = asPosition(res?.latitude, res?.longitude);
      if (!at) throw new NoPosition('ZWJSBridge.getLocation');
      return at;
    },
    async openLink(url: string): Promise<void> {
      await (await bridge()).openLink({ url });
    },
  };
}

export type Zlb = ReturnType<typeof createZlb>;
