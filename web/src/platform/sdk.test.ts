import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBridge, waitForAlipayBridge } from './sdk';
import type { WxApi, AlipayBridge } from './globals';

describe('SDK loading', () => {
  afterEach(() => {
    delete window.wx;
    delete window.AlipayJSBridge;
    document.head.innerHTML = '';
  });

  it('uses a bridge already on window and loads nothing', async () => {
    const wx = {} as WxApi;
    window.wx = wx;
    await expect(loadBridge('wx', 'https://res.example/jweixin.js')).resolves.toBe(wx);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('injects the configured script once when absent, then returns the bridge', async () => {
    const first = loadBridge('wx', 'https://res.example/jweixin.js');
    const second = loadBridge('wx', 'https://res.example/jweixin.js');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://res.example/jweixin.js');
    window.wx = {} as WxApi;
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(window.wx);
    await expect(second).resolves.toBe(window.wx);
  });

  it('rejects when the script fails and retries on the next call', async () => {
    const p = loadBridge('ZWJSBridge', 'https://zw.example/b.js');
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(p).rejects.toThrow('failed to load');
    void loadBridge('ZWJSBridge', 'https://zw.example/b.js').catch(() => {});
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });

  describe('Alipay bridge', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits for AlipayJSBridgeReady', async () => {
      const p = waitForAlipayBridge(3000);
      window.AlipayJSBridge = { call: vi.fn() } as AlipayBridge;
      document.dispatchEvent(new Event('AlipayJSBridgeReady'));
      await expect(p).resolves.toBe(window.AlipayJSBridge);
    });

    it('gives up after its timeout', async () => {
      const p = waitForAlipayBridge(3000);
      const check = expect(p).rejects.toThrow('not ready');
      await vi.advanceTimersByTimeAsync(3000);
      await check;
    });
  });
});
