// Which container the page runs in, from the user agent alone (SPEC §1, §2).

export type PlatformKind = 'wechat' | 'alipay' | 'zlb' | 'browser';

export interface Platform {
  kind: PlatformKind;
  /** 浙里办 runs both as its own app (dtdreamweb) and inside an Alipay mini-program. */
  zlbContainer?: 'app' | 'alipay-mini';
  android: boolean;
}

export function detectPlatform(userAgent: string): Platform {
  const ua = userAgent.toLowerCase();
  const android = ua.includes('android');
  // 浙里办 first: its Alipay mini-program container also says AlipayClient.
  if (ua.includes('dtdreamweb')) return { kind: 'zlb', zlbContainer: 'app', android };
  if (ua.includes('miniprogram') && ua.includes('alipay')) return { kind: 'zlb', zlbContainer: 'alipay-mini', android };
  if (ua.includes('micromessenger')) return { kind: 'wechat', android };
  if (ua.includes('alipayclient')) return { kind: 'alipay', android };
  return { kind: 'browser', android };
}

let cached: Platform | undefined;

/** The platform of this page, detected once. */
export function currentPlatform(): Platform {
  cached ??= detectPlatform(navigator.userAgent);
  return cached;
}
