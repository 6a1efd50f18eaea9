import type { WxSignature } from '../platform/wechat';
import type { LinkSignature } from '../session/params';
import { PATHS } from './paths';
import type { Request } from './request';

type Token = Record<string, unknown>;
const asToken = (v: unknown): Token | false => (typeof v === 'object' && v !== null ? (v as Token) : false);

/** Identity calls of SPEC §7. */
export function createIdentityApi(request: Request) {
  return {
    openidLogin: async (openid: string, link: LinkSignature = {}) =>
      asToken(await request(PATHS.openidLogin, { method: 'POST', data: { openid, ...link } })),
    refresh: async () => asToken(await request(PATHS.refresh, { method: 'POST', loading: false, quiet: true })),
    /** `state` (when WeChat sent one back) lets the server bind the code to this browser. */
    codeLogin: async (code: string, user_id: string, state?: string) =>
      asToken(await request(PATHS.codeLogin, { method: 'POST', data: state ? { code, user_id, state } : { code, user_id } })),
    authorizationUrl: async (callback_url: string, scope = 'snsapi_userinfo') => {
      const url = await request<unknown>(PATHS.wxAuthorization, { params: { scope, callback_url } });
      return typeof url === 'string' && url ? url : false;
    },
    /** Signature for the WeChat JS-SDK on `url` (path and query, no fragment). */
    wxSign: async (url: string): Promise<WxSignature | false> => {
      const r = await request<WxSignature>(PATHS.wxShare, { method: 'POST', form: true, data: { url }, loading: false });
      return r && typeof r === 'object' && r.signature ? r : false;
    },
  };
}
