import { describe, expect, it } from 'vitest';
import { detectPlatform } from './ua';

const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  alipay:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2244A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 AlipayChannelId/5136 UCBS/3.22.2.59 NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:360|0|3.0) AliApp(AP/10.5.36.8000) AlipayClient/10.5.36.8000 Language/zh-Hans',
  zlbApp: 'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Mobile Safari/537.36 dtdreamweb',
  zlbMini:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AliApp(AP/10.3.70) AlipayClient/10.3.70 Language/zh-Hans MiniProgram',
  chrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

describe('detectPlatform', () => {
  it('WeChat by MicroMessenger', () => expect(detectPlatform(UA.wechat)).toEqual({ kind: 'wechat', android: false }));
  it('Alipay by AlipayClient', () => expect(detectPlatform(UA.alipay)).toEqual({ kind: 'alipay', android: true }));
  it('浙里办 app by dtdreamweb', () =>
    expect(detectPlatform(UA.zlbApp)).toEqual({ kind: 'zlb', zlbContainer: 'app', android: true }));
  it('浙里办 inside its Alipay mini-program, before plain Alipay', () =>
    expect(detectPlatform(UA.zlbMini)).toEqual({ kind: 'zlb', zlbContainer: 'alipay-mini', android: false }));
  it('anything else is a plain browser', () => expect(detectPlatform(UA.chrome)).toEqual({ kind: 'browser', android: true }));
});
