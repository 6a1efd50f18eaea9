import { tokenClaims } from '../session/loginRecord';
import type { SessionParams } from '../session/params';
import { PATHS } from './paths';
import type { Request } from './request';
import { typedRequest, type BodyOf } from './typedRequest';

/** The record as the server's document names its fields, every one sent (empty when unknown). */
export type PageView = { [K in keyof BodyOf<typeof PATHS.pageViews>]-?: string };

/** The page-view record of SPEC §3: uid claim, PV_FROM_CODE, user_id and the page's URL. */
export function pageView(pageUrl: string, idToken: string | null | undefined, params: SessionParams): PageView {
  const uid = tokenClaims(idToken).uid;
  return {
    visitor_cookie: uid == null ? '' : String(uid),
    source: params.PV_FROM_CODE ?? '',
    share_code: params.user_id ?? '',
    page_url: pageUrl,
  };
}

/** Fire-and-forget: a lost page view must never bother the visitor. */
export function recordPageView(request: Request, view: PageView): Promise<unknown> {
  return typedRequest(request).post(PATHS.pageViews, view, { loading: false, quiet: true });
}
