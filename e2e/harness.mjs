// Starts the real `youzhe` binary on a free loopback port with a fresh data folder, and
// opens pages in Debian's Chromium at a phone viewport, each journey in a fresh profile.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeWechat } from './fakes/wechat-api.mjs';
import { startFakeSms } from './fakes/sms.mjs';
import { startFakeAlipay } from './fakes/alipay-gateway.mjs';
import { startFakeTiles } from './fakes/tiles.mjs';

export const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
export const VIEWPORT = { width: 390, height: 844 };
export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const UA = {
  browser:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  alipay:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2227A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 UCBS/3.22.2.59_230817144510 NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:360|0|3.0) AliApp(AP/10.5.26.8000) AlipayClient/10.5.26.8000 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CNAriver/1.0.0',
  zlbAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Mobile Safari/537.36 dtdreamweb',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(bin) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'youzhe-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const wechat = await startFakeWechat();
  const sms = await startFakeSms();
  const alipay = await startFakeAlipay();
  const tiles = await startFakeTiles();
  const log = createWriteStream(join(ARTIFACTS, 'server.log'));
  // From the repository root, as `make run` does: the server finds its shipped content
  // (data/zhejiang) relative to where it starts.
  const child = spawn(bin, ['serve'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      YOUZHE_ADDR: `127.0.0.1:${port}`,
      YOUZHE_DATA_DIR: dataDir,
      YOUZHE_PUBLIC_URL: base,
      // A WeChat account whose API is the loopback fake above.
      WECHAT_APP_ID: 'wxe2e00000000000001',
      WECHAT_APP_SECRET: 'e2e-app-secret',
      WECHAT_API_BASE: wechat.base,
      WECHAT_OPEN_BASE: wechat.base,
      // An Alipay app whose gateway is the loopback fake above (it checks our RSA2 signatures).
      YOUZHE_ALIPAY_APP_ID: '2021000000000e2e',
      YOUZHE_ALIPAY_PRIVATE_KEY: alipay.appPrivateKey,
      YOUZHE_ALIPAY_PUBLIC_KEY: alipay.gatewayPublicKey,
      YOUZHE_ALIPAY_GATEWAY: alipay.url,
      // Phone sign-in codes go to the loopback SMS fake (journeys read fakes/sms.mjs's inbox).
      YOUZHE_SMS_URL: sms.url,
      // Map tiles from the loopback provider (fakes/tiles.mjs), through the server's tile
      // proxy; every journey's maps draw them, from one address, so no rate limit.
      YOUZHE_TILES_URL: tiles.url,
      YOUZHE_TILES_KEY: 'e2e-tile-key',
      YOUZHE_TILES_CRS: 'wgs84',
      YOUZHE_TILES_ATTRIBUTION: '测试底图',
      YOUZHE_TILES_ALLOWED_NETS: '127.0.0.1/32',
      YOUZHE_RATE_TILES: 'off',
      // Every journey runs from one loopback address and opens dozens of pages a minute.
      YOUZHE_RATE_PAGEVIEWS: '2000/60',
      // …and every journey's new visitors join the shipped campaigns from that one address.
      YOUZHE_CAMPAIGN_NEW_PER_ADDRESS: 'off',
      // Operators' live reports (journey 20-live sends one with this key).
      YOUZHE_LIVE_OPERATOR_KEY: 'e2e-operator-key',
      // The web view may frame this host; journeys answer it in the browser (no network).
      YOUZHE_WEBVIEW_HOSTS: 'pages.e2e.example',
      RUST_LOG: process.env.RUST_LOG ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));

  // First start migrates and loads the shipped content: allow it a minute.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`youzhe exited during start (${JSON.stringify(exited)}); see artifacts/server.log`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('youzhe did not answer /healthz within 60 s; see artifacts/server.log');
    await new Promise((r) => setTimeout(r, 200));
  }
  // The binary reads the web build when it starts; without one every journey would fail
  // on a placeholder page, so say that once, plainly.
  const shell = await fetch(`${base}/ver3/`).then((r) => r.text());
  if (!shell.includes('id="youzhe-config"') || !shell.includes('id="root"')) {
    child.kill('SIGTERM');
    throw new Error('the server has no web build to serve: run `npm run build` in web/ before starting it');
  }

  return {
    base,
    wechat,
    alipay,
    // The data folder (its SQLite file), for journeys that run the binary's commands against it.
    dataDir,
    async stop() {
      await wechat.stop();
      await sms.stop();
      await alipay.stop();
      await tiles.stop();
      if (!exited) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => (child.kill('SIGKILL'), r()), 10_000);
          child.once('exit', () => (clearTimeout(t), r()));
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A visitor signed in by a link or by WeChat is asked once to agree to the user agreement and
 * privacy policy (docs/IDENTITY.md, "Consent"); this visitor agrees as soon as asked, so a
 * journey about something else is not stopped by the card. `consent: 'ask'` leaves it to the journey.
 */
function agreeWhenAsked() {
  new MutationObserver(() => {
    const agree = document.querySelector('.consent-prompt__agree');
    if (agree && !agree.disabled && !agree.dataset.agreed) {
      agree.dataset.agreed = 'yes';
      agree.click();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * A fresh Chromium profile (its own user-data-dir) with one page. `init` runs in the page
 * before any of the app's scripts: that is where the container bridge doubles go.
 */
export async function openBrowser({ userAgent = UA.browser, init, initArg, offline = false, desktop = null, consent = 'agree', serviceWorkers = 'block', javaScript = true } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'youzhe-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    // The app's service worker answers from its caches when the network fails; journeys see
    // the network as it is unless they test offline use (`serviceWorkers: 'allow'`).
    serviceWorkers,
    // `desktop: {width, height}` opens a desktop window instead (the operator console).
    viewport: desktop ?? VIEWPORT,
    screen: desktop ?? VIEWPORT,
    deviceScaleFactor: desktop ? 1 : 2,
    isMobile: !desktop,
    hasTouch: !desktop,
    userAgent,
    // `javaScript: false`: what a crawler or a share-card fetcher sees (the first HTML).
    javaScriptEnabled: javaScript,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    offline,
  });
  if (init) await context.addInitScript(init, initArg);
  if (consent === 'agree') await context.addInitScript(agreeWhenAsked);
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors = [];
  const consoleMessages = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  page.on('console', (m) => consoleMessages.push({ type: m.type(), text: m.text() }));
  return {
    context,
    page,
    pageErrors,
    consoleMessages,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
