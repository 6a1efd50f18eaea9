// Containers' SDKs come as scripts from addresses in the runtime config. A bridge that is
// already on window (injected by the container, or by a test double) is used as it is.

type BridgeName = 'wx' | 'AlipayJSBridge' | 'ZWJSBridge';

const pending = new Map<string, Promise<void>>();

export function loadScript(url: string): Promise<void> {
  let p = pending.get(url);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        pending.delete(url); // allow a retry on the next call
        reject(new Error(`failed to load ${url}`));
      };
      document.head.appendChild(script);
    });
    pending.set(url, p);
  }
  return p;
}

/** The bridge `name` from window, loading `url` first only when it is absent. */
export async function loadBridge<N extends BridgeName>(name: N, url: string): Promise<NonNullable<Window[N]>> {
  const present = window[name];
  if (present) return present as NonNullable<Window[N]>;
  await loadScript(url);
  const loaded = window[name];
  if (!loaded) throw new Error(`${name} missing after loading ${url}`);
  return loaded as NonNullable<Window[N]>;
}

/** Alipay injects its bridge itself, a moment after the page starts. */
export function waitForAlipayBridge(timeoutMs: number): Promise<NonNullable<Window['AlipayJSBridge']>> {
  return new Promise((resolve, reject) => {
    if (window.AlipayJSBridge) return resolve(window.AlipayJSBridge);
    const timer = setTimeout(() => {
      document.removeEventListener('AlipayJSBridgeReady', onReady);
      reject(new Error('AlipayJSBridge not ready'));
    }, timeoutMs);
    function onReady() {
      clearTimeout(timer);
      if (window.AlipayJSBridge) resolve(window.AlipayJSBridge);
      else reject(new Error('AlipayJSBridge missing'));
    }
    document.addEventListener('AlipayJSBridgeReady', onReady, { once: true });
  });
}
