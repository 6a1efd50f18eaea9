import type { WxSignature } from '../platform/wechat';
import type { LinkSignature } from '../session/params';
import { PATHS } from './paths';
import type { Request } from './request';
import { typedRequest, type BodyOf } from './typedRequest';

type OpenidLogin = BodyOf<typeof PATHS.openidLogin>;
/** The signed link's fields are the sign-in's own: a field renamed on the server fails here. */
type Link = keyof LinkSignature extends keyof OpenidLogin ? LinkSignature : never;

/** A token record is an object: any other answer (a bare text, an empty body) is no sign-in. */
const asToken = <T,>(v: T | false) => (typeof v === 'object' && v !== null ? v : false);

/** Identity calls of SPEC §7. */
export function createIdentityApi(request: Request) {
  const api = typedRequest(request);
  return {
    // The link's `ts` goes on as the link's text, which the document allows (an integer or its digits).
    openidLogin: async (openid: string, link: LinkSignature = {}) => {
      const body: OpenidLogin & Link = { openid, ...link };
      return asToken(await api.post(PATHS.openidLogin, body));
    },
    // The request layer sends the (possibly expired) token as the refresh's `Authorization`.
    refresh: async () => asToken(await api.post(PATHS.refresh, undefined, { loading: false, quiet: true })),
    /** `state` (when WeChat sent one back) lets the server bind the code to this browser. */
    codeLogin: async (code: string, user_id: string, state?: string) =>
      asToken(await api.post(PATHS.codeLogin, state ? { code, user_id, state } : { code, user_id })),
    /** Alipay's code; `user_id` only when the container named the account (the server checks it). */
    alipayLogin: async (auth_code: string, user_id?: string) =>
      asToken(await api.post(PATHS.alipayLogin, user_id ? { auth_code, user_id } : { auth_code })),
    authorizationUrl: async (callback_url: string, scope = 'snsapi_userinfo') => {
      const url = await api.get(PATHS.wxAuthorization, { scope, callback_url });
      return typeof url === 'string' && url ? url : false;
    },
    /** The signed-in visitor's profile (who they are signed in as). */
    profile: () => api.get(PATHS.userInfo, {}),
    /** Ends this sign-in on the server: the token and its refresh stop working. */
    signOut: () => api.post('/ver3/api/v3/user/logout', undefined),
    /** Signature for the WeChat JS-SDK on `url` (path and query, no fragment). */
    wxSign: async (url: string): Promise<WxSignature | false> => {
      const r = await api.post(PATHS.wxShare, { url }, { form: true, loading: false });
      return r && typeof r === 'object' && r.signature ? r : false;
    },
  };
}
