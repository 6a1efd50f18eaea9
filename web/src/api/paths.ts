import type { paths } from './schema';

// Endpoint paths fixed by SPEC §7, named once. Each is a path of the server's OpenAPI document
// (schema.d.ts), so a path renamed there fails the typecheck here.
const DOCUMENTED = {
  openidLogin: '/ver3/api/api-auth/v1/zlhw-center/open-id/login',
  refresh: '/ver3/api/api-auth/v1/token/refresh',
  wxAuthorization: '/ver3/api/wechat/v1/authorization',
  codeLogin: '/ver3/api/wechat/v1/code/login',
  /** Not in SPEC §7: Alipay's code sign-in, whose path and body other clients share. */
  alipayLogin: '/ver3/api/alipay/v1/code/login',
  userLogin: '/ver3/api/v3/user/login',
  userInfo: '/ver3/api/v3/http/getUserInfo',
  wxShare: '/wxShare',
  pageViews: '/brand-api/common/v1/page-views/add',
  geoIp: '/ver3/api/v3/geo/ip',
  geoTranslate: '/ver3/api/v3/geo/translate',
  geoReverse: '/ver3/api/v3/geo/reverse',
  commonRegion: '/ver3/api/v3/common-region',
  search: '/ver3/api/v3/http/search',
  nearby: '/ver3/api/poi/v1/nearby',
  /** SPEC §7 leaves this path open ("GET {token}"); the server serves it here. */
  imageBase64: '/ver3/api/v3/file/base64',
  /** The rank list: its own answer shape `{result, status}` (SPEC §7, §8). */
  rankList: '/v3/homepage/rankList',
} as const satisfies Record<string, keyof paths>;

export const PATHS = DOCUMENTED;

const BRAND_PREFIX = '/brand-api';

/** Calls that never wait for the auth check (SPEC §7). */
const NO_AUTH_CHECK: readonly string[] = [
  PATHS.openidLogin,
  PATHS.refresh,
  PATHS.codeLogin,
  PATHS.alipayLogin,
  PATHS.rankList,
  PATHS.userLogin,
];
/** Calls sent without the Authorization header: logins and the public rank list. */
const NO_AUTH_HEADER: readonly string[] = [PATHS.openidLogin, PATHS.codeLogin, PATHS.alipayLogin, PATHS.rankList, PATHS.userLogin];

export const skipsAuthCheck = (path: string) => NO_AUTH_CHECK.includes(path);
export const skipsAuthHeader = (path: string) => NO_AUTH_HEADER.includes(path);
export const isRankList = (path: string) => path === PATHS.rankList;

/** Full URL of a call: /brand-api/ paths go to the brand base with the prefix stripped. */
export function resolveUrl(path: string, apiBase: string, brandBase: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const trim = (s: string) => s.replace(/\/+$/, '');
  if (path === BRAND_PREFIX || path.startsWith(`${BRAND_PREFIX}/`)) {
    return trim(brandBase) + path.slice(BRAND_PREFIX.length);
  }
  return trim(apiBase) + path;
}

/** GET query string with every empty or falsy value removed (SPEC §5). */
export function queryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!value) continue;
    q.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
