// Runtime configuration: the server writes it into index.html at start (replacing the
// <!--app-config--> marker), so one build serves every deployment. Absent under `vite dev`.

export interface RuntimeConfig {
  /** Prefix for API calls; '' means same origin. */
  apiBase: string;
  /** Where /brand-api/ calls go, with that prefix stripped. */
  brandBase: string;
  wxSdkUrl: string;
  zwSdkUrl: string;
  alipaySdkUrl: string;
  /** The Alipay app the page asks sign-in codes for; '' when Alipay sign-in is not set up. */
  alipayAppId: string;
  /** Hosts whose outgoing links carry the visitor's openid (and PV_FROM_CODE, original_id). */
  partnerDomains: string[];
  /** Public origin of this deployment, e.g. for share links; '' = the page's own origin. */
  publicUrl: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '',
  brandBase: '/brand-api',
  wxSdkUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
  zwSdkUrl: 'https://assets.zjzwfw.gov.cn/assets/ZWJSBridge/1.1.0/zwjsbridge.js',
  alipaySdkUrl: 'https://gw.alipayobjects.com/as/g/h5-lib/alipayjsapi/3.1.1/alipayjsapi.inc.min.js',
  alipayAppId: '',
  partnerDomains: [],
  publicUrl: '',
};

/** Merge a config document over the defaults, keeping only fields of the right type. */
export function parseConfig(text: string | null | undefined): RuntimeConfig {
  if (!text) return { ...DEFAULT_CONFIG };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...DEFAULT_CONFIG };
  }
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_CONFIG };
  const src = raw as Record<string, unknown>;
  const out: RuntimeConfig = { ...DEFAULT_CONFIG };
  for (const key of ['apiBase', 'brandBase', 'wxSdkUrl', 'zwSdkUrl', 'alipaySdkUrl', 'alipayAppId', 'publicUrl'] as const) {
    if (typeof src[key] === 'string') out[key] = src[key];
  }
  if (Array.isArray(src.partnerDomains)) {
    out.partnerDomains = src.partnerDomains.filter((d): d is string => typeof d === 'string');
  }
  return out;
}

let current: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  current ??= parseConfig(
    typeof document === 'undefined' ? null : document.getElementById('youzhe-config')?.textContent,
  );
  return current;
}

/** Tests replace the configuration; passing nothing re-reads the page. */
export function setRuntimeConfig(next?: Partial<RuntimeConfig>): void {
  current = next ? { ...DEFAULT_CONFIG, ...next } : undefined;
}
