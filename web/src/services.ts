// The app's wired singletons: the request layer, sign-in, the container bridges, location,
// outgoing links and page views. Pure rules live in lib/, session/, platform/ and api/;
// this file only connects them to the browser, so pages import from here.
import { createIdentityApi } from './api/identity';
import { createPlacesApi } from './api/places';
import { createSearchApi } from './api/search';
import { pageView, recordPageView } from './api/pageViews';
import { createRequester } from './api/request';
import { runtimeConfig } from './config/runtime';
import { decorateLink, withSharer } from './lib/linkDecoration';
import { applyUiStyle, elderChoice } from './platform/elder';
import type { MapTarget } from './platform/openMap';
import type { MapsService } from './session/location';
import { currentPlatform } from './platform/ua';
import { createAuth } from './session/auth';
import { guardNavigation } from './session/guard';
import { defaultLocation, type ResolvedLocation } from './session/where';
import { sessionParams } from './session/params';
import { useClientStore } from './session/store';
import { tokenClaims } from './session/loginRecord';

export interface Feedback {
  toast(message: string): void;
  loading: { show(text: string): void; hide(): void };
}

const log = (...args: unknown[]) => console.warn(...args);

// Until the UI registers its toasts (ui/feedback), messages go to the console.
let feedback: Feedback = { toast: log, loading: { show() {}, hide() {} } };
export function setFeedback(next: Feedback): void {
  feedback = next;
}

// In-app navigation for helpers outside React; the router replaces it at start.
let navigateTo: (path: string) => void = (path) => location.assign(`/ver3${path}`);
export function setNavigate(fn: (path: string) => void): void {
  navigateTo = fn;
}

export const platform = currentPlatform();

export const auth = createAuth({
  now: () => Date.now(),
  local: localStorage,
  session: sessionStorage,
  platform: () => platform.kind,
  openidLogin: (openid, link) => identity.openidLogin(openid, link),
  refresh: () => identity.refresh(),
  codeLogin: (code, userId, state) => identity.codeLogin(code, userId, state),
  authorizationUrl: (callback) => identity.authorizationUrl(callback),
  currentUrl: () => location.href,
  replaceLocation: (url) => location.replace(url),
  navigate: (path) => navigateTo(path),
  alipaySignIn: async () => {
    const appId = runtimeConfig().alipayAppId;
    if (!appId) return false;
    try {
      const { authCode, userId } = await (await alipay()).getAuthCode(appId);
      return auth.accept(await identity.alipayLogin(authCode, userId));
    } catch (e) {
      log('Alipay sign-in unavailable', e);
      return false;
    }
  },
  onRecord: (record) => useClientStore.getState().put('token', record?.ID_token ?? null),
});

export const request = createRequester({
  fetch: (input, init) => fetch(input, init),
  config: runtimeConfig,
  authCheck: () => auth.check(),
  token: () => auth.token(),
  redirectLogin: () => auth.redirectLogin(),
  toast: (m) => feedback.toast(m),
  loading: { show: (text) => feedback.loading.show(text), hide: () => feedback.loading.hide() },
  log,
});

const identity = createIdentityApi(request);
let mapsLoad: Promise<MapsService> | undefined;
/**
 * The maps service (IP location, coordinate translation, reverse geocoding), loaded on first
 * use: painting the first screen never needs it, and the first route is at its budget.
 */
export function mapsService(): Promise<MapsService> {
  mapsLoad ??= import('./api/geo').then((m) => m.createMapsService(request));
  return mapsLoad;
}
/** Content reads of the places area (docs/PLACES.md). */
export const places = createPlacesApi(request);
export const search = createSearchApi(request);

// The container bridges load on first use, not at start: most visits need none of them on
// their first screen, and they are ~2 kB gzip of it.
const once = <T,>(load: () => Promise<T>): (() => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= load().catch((e: unknown) => {
    p = undefined;
    throw e;
  }));
};

const wechat = once(async () => {
  const [{ createWechat }, { loadBridge }] = await Promise.all([import('./platform/wechat'), import('./platform/sdk')]);
  return createWechat({
    loadWx: () => loadBridge('wx', runtimeConfig().wxSdkUrl),
    sign: (url) => identity.wxSign(url),
    pageUrl: () => location.href,
  });
});

const alipay = once(async () => {
  const [{ createAlipay }, { loadScript, waitForAlipayBridge }] = await Promise.all([import('./platform/alipay'), import('./platform/sdk')]);
  return createAlipay(async () => {
    if (window.AlipayJSBridge) return window.AlipayJSBridge;
    loadScript(runtimeConfig().alipaySdkUrl).catch(log);
    return waitForAlipayBridge(3_000);
  });
});

const zlb = once(async () => {
  const [{ createZlb }, { loadBridge }] = await Promise.all([import('./platform/zlb'), import('./platform/sdk')]);
  return createZlb(() => loadBridge('ZWJSBridge', runtimeConfig().zwSdkUrl));
});

/** The navigation guard, run before each page that carries openid or WECHATCODE. */
export function guard(url: URL): Promise<void> {
  return guardNavigation(url, {
    platform: () => platform.kind,
    check: () => auth.check(),
    codeLogin: (code, state) => auth.codeLogin(code, state),
    log,
  });
}

async function deviceLocation() {
  if (platform.kind === 'zlb') return { ...(await (await zlb()).getLocation()), wgs84: false };
  if (platform.kind === 'alipay') return { ...(await (await alipay()).getLocation()), wgs84: false };
  const { browserPosition } = await import('./platform/geolocation');
  return { ...(await browserPosition()), wgs84: true };
}

let locating: Promise<ResolvedLocation> | undefined;

/**
 * Resolve the visitor's location once per page load and keep it in client state. The chain
 * (session/location.ts) loads on this first call, like the bridges: the home page paints its
 * "locating" line first. Should its chunk not load, the visitor gets the Hangzhou default,
 * as when every source fails.
 */
export function locate(): Promise<ResolvedLocation> {
  locating ??= Promise.all([import('./session/location'), mapsService()]).then(
    ([{ resolveLocation }, maps]) =>
      resolveLocation({
        search: location.search,
        session: sessionStorage,
        local: localStorage,
        platform: platform.kind,
        maps,
        wechatLocation: async () => (await wechat()).getLocation(),
        deviceLocation,
      }),
    (e: unknown) => {
      log('location chain unavailable', e);
      return defaultLocation();
    },
  ).then((where) => {
    useClientStore.getState().put('location', where);
    return where;
  });
  return locating;
}

/**
 * Elder mode: the visitor's own choice on this device when they made one (the home page's
 * settings); else 浙里办's UI style inside 浙里办; everyone else normal.
 */
export async function applyPlatformStyle(): Promise<void> {
  const choice = elderChoice();
  if (choice || platform.kind !== 'zlb') return applyUiStyle(choice ?? 'normal', platform.android);
  try {
    applyUiStyle(await (await zlb()).uiStyle(), platform.android);
  } catch (e) {
    log('浙里办 UI style unavailable', e);
    applyUiStyle('normal', platform.android);
  }
}

/**
 * Inside WeChat and Alipay, what sharing the page of place `id` shows (its name, summary and
 * cover); elsewhere nothing.
 */
export async function sharePlace(id: string): Promise<void> {
  if ((platform.kind !== 'wechat' && platform.kind !== 'alipay') || !id) return;
  try {
    const cards = await places.share(id);
    if (!cards) return;
    const friend = cards.find((c) => c.channel === 'friend');
    const timeline = cards.find((c) => c.channel === 'timeline') ?? friend;
    if (!friend || !timeline) return;
    // The card carries the sharer's uid: a friend who opens it and signs in earns them points.
    const sharer = tokenClaims(auth.token()?.ID_token).uid;
    const data = (c: typeof friend) => ({ title: c.title, desc: c.desc, link: withSharer(c.link, sharer), imgUrl: c.img_url });
    if (platform.kind === 'alipay') await (await alipay()).setShare(data(friend));
    else await (await wechat()).setShare(data(friend), data(timeline));
  } catch (e) {
    log('share card not set', e); // the container's default card stays: nothing to tell the visitor
  }
}

/**
 * Inside WeChat: up to `count` photos from WeChat's own chooser, as named bytes to upload
 * (a local id means nothing to our server). An empty list when the visitor cancels.
 */
export async function wechatPhotos(count: number): Promise<{ blob: Blob; name: string }[]> {
  const wx = await wechat();
  const ids = await wx.chooseImage(count);
  return Promise.all(ids.map(async (id, i) => ({ blob: await wx.getLocalImgData(id), name: `照片${i + 1}` })));
}

/** Open a place on a map: the container's own, or ours (platform/openMap.ts, loaded on first use). */
export async function openMap(target: MapTarget): Promise<void> {
  const { openMap: openMapWith } = await import('./platform/openMap');
  return openMapWith(target, {
    platform,
    wechatOpen: async (t) => (await wechat()).openLocation(t),
    alipayOpen: async (t) => (await alipay()).openLocation(t),
    openLink: async (url) => (await zlb()).openLink(url),
    navigate: (path) => navigateTo(path),
  });
}

/** An outgoing link as the visitor should follow it (partners get openid and friends). */
export function outgoingUrl(url: string): string {
  return decorateLink(url, sessionParams(), runtimeConfig().partnerDomains);
}

/** The location-jump helper: leave the app for an external page. */
export function jumpTo(url: string): void {
  location.href = outgoingUrl(url);
}

export function trackPageView(pageUrl: string): void {
  void recordPageView(request, pageView(pageUrl, auth.token()?.ID_token, sessionParams()));
}
