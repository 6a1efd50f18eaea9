// Stand-ins for the containers' bridges, installed before the app starts (as the containers
// would). Each is passed to `t.open({ init, initArg })`, which runs it in the page, so each
// must be self-contained.

/** WeChat's JS-SDK at `at` ({lat, lng}); every call is recorded in `window.__wxCalls`. */
export function wxDouble(at) {
  const calls = (window.__wxCalls = []);
  let onReady = () => {};
  window.wx = {
    config: (o) => (calls.push(['config', o]), setTimeout(() => onReady(), 0)),
    ready: (cb) => (onReady = cb),
    error: () => {},
    getLocation: (o) => (calls.push(['getLocation', o.type]), o.success({ latitude: at.lat, longitude: at.lng })),
    openLocation: (o) => (calls.push(['openLocation', o]), o.success?.()),
    chooseImage: (o) => (calls.push(['chooseImage', o]), o.success({ localIds: [] })),
    updateAppMessageShareData: (o) => (calls.push(['shareFriend', o]), o.success?.()),
    updateTimelineShareData: (o) => (calls.push(['shareTimeline', o]), o.success?.()),
  };
}

/**
 * Alipay's AlipayJSBridge at `at` ({lat, lng}); every call is recorded in
 * `window.__alipayCalls`. `getAuthCode` hands out a fresh code of the account `account`
 * (digits; the fake gateway reads `ali-<digits>-<n>` as 2088<digits>) on each sign-in.
 * Signing in loads the page again, so what `getAuthCode` was asked is also kept in session
 * storage (`e2e.alipayAuthAsked`). Alipay injects the bridge a moment after the page starts
 * and says so with an event.
 */
export function alipayDouble({ at, account = '66' }) {
  const calls = (window.__alipayCalls = []);
  let codes = 0;
  const answers = {
    getLocation: () => ({ latitude: String(at.lat), longitude: String(at.lng) }),
    getAuthCode: (params) => {
      sessionStorage.setItem('e2e.alipayAuthAsked', JSON.stringify(params));
      return { authCode: `ali-${account}-${Date.now()}-${++codes}` };
    },
  };
  const bridge = {
    call: (api, params, cb) => {
      calls.push([api, params ?? {}]);
      setTimeout(() => cb?.(answers[api]?.(params) ?? {}), 0);
    },
  };
  setTimeout(() => {
    window.AlipayJSBridge = bridge;
    document.dispatchEvent(new Event('AlipayJSBridgeReady'));
  }, 50);
}

/** 浙里办's ZWJSBridge reporting the UI style `style` ('elder' or 'normal'), in Hangzhou; links opened are kept in `window.__zwLinks`. */
export function zwDouble(style) {
  window.ZWJSBridge = {
    onReady: (cb) => setTimeout(cb, 0),
    getUiStyle: async () => ({ uiStyle: style }),
    getLocation: async () => ({ latitude: 30.2741, longitude: 120.1551 }),
    openLink: async (o) => ((window.__zwLinks ??= []).push(o), {}),
  };
}
