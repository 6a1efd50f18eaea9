// Every in-app address, built from a route of the route list (lib/routePaths.ts) and its typed
// parameters, so no page spells a path or its query by hand. Addresses are router paths
// (without the /ver3 base), as <Link to> and navigate() take them.
import type { RoutePath } from './routePaths';

type Value = string | number | null | undefined;

/** Pages that show one record, opened with `?id=`. */
export type ById =
  | 'pages/hotel/detail'
  | 'pages/hotel/newdetail'
  | 'pages/hotel/facility'
  | 'pages/cate/detail'
  | 'pages/newcate/newdetail'
  | 'pages/newcate/facility'
  | 'pages/famous/peopledetail'
  | 'pages/famous/theme'
  | 'pages/line/lineDetail'
  | 'pages/custom/answer/test'
  | 'pages/custom/answer/result'
  | 'pages/found/detail'
  | 'pages/custom/suichang/detail'
  | 'pages/custom/suichang/cateDetail'
  | 'pages/spring/result'
  | 'pages/spring/result2'
  | 'pages/topic/detail'
  | 'pages/line/themeDetail'
  | 'pages/line/map'
  | 'pages/line/inTourLineInfo'
  | 'pages/poi/detail/site'
  | 'pages/poi/detail/scenic'
  | 'pages/poi/detail/canteen'
  | 'pages/poi/detail/food'
  | 'pages/poi/detail/hotel'
  | 'pages/poi/detail/shop'
  | 'pages/poi/detail/subpages/moreContent'
  | 'pages/poi/detail/subpages/photo'
  | 'pages/poi/detail/subpages/moreFood';

/** The query each page reads; pages not named here take none. */
type RouteParams = { [P in ById]: { id: string } } & {
  'pages/public/photo/photo': { id: string; index?: number };
  // Not `lat`/`lng` for a bare point: SPEC §2 reads those in any address as the visitor's position.
  'pages/tour/map': { id: string } | { point: string; name?: string; address?: string };
  'pages/hotel/search': { cityId?: number | null };
  'pages/hotel/theme': { theme: string; cityId?: number | null };
  'pages/hotel/newindex': { cityId: number };
  'pages/hotel/newestindex': { cityId: number };
  'pages/cate/search': { keyword?: string; cityId?: number | null };
  'pages/cate/result': { keyword: string; cityId?: number | null };
  'pages/cate/theme': { theme: string; cityId: number };
  'pages/newcate/food': { cityId: number; countyCode?: string | null };
  // A place's or dish's corrections form; without an id, the visitor's own corrections (我的纠错).
  'pages/newcate/error': { kind?: 'place' | 'dish' | null; id?: string | null };
  // Reviews of a place (the default) or a dish.
  'pages/newcate/comments': { id: string; kind?: 'place' | 'dish' };
  'pages/newcate/comment': { id: string; kind?: 'place' | 'dish' };
  'pages/homesearch/result': { keyword: string; tab?: string };
  'pages/famous/people': { theme?: string | null; cityId?: number | null };
  'pages/famous/scenicdetail': { id: string; personId: string };
  'pages/famous/scenicintro': { id: string; personId: string };
  'pages/line/index': { theme?: string | null; days?: number | null };
  'pages/webview/webview': { url: string };
  // SPEC's system route: here `lat`/`lng` name the point shown, and the page never asks for the visitor's position.
  'open-location': { lat: number; lng: number; name?: string; address?: string };
  'pages/tour/livecity': { city_id: number };
  'pages/tour/classic': { id: string } | { theme?: string | null; cityId?: number | null; tab?: 'news' | 'notices' | null };
  'pages/tour/nearby': { kind?: string | null };
  // The blind-box's delivery address: one prize's, or without an id the prizes that take one.
  'pages/custom/huawei/user': { id?: number | null };
  // Qixi: an invitation to accept (or, for its two people, their pair's result) by its code.
  'pages/custom/qixi/index': { invite?: string | null };
  'pages/custom/suichang/result': { keyword?: string | null };
  // Qixi's delivery address: one prize's, or without an id the prizes that take one.
  'pages/custom/qixi/user': { id?: number | null };
  // A generic campaign in its layout; the festival (without an id, the one the list names).
  'pages/actives/active1': { id: string };
  'pages/actives/active2': { id: string };
  'pages/actives/suichang': { id?: string | null };
  // One of 我的's lists (docs/MINE.md).
  'pages/mine/list': { kind: 'reviews' | 'prizes' | 'notes' };
};

export type ParamsOf<P extends RoutePath> = P extends keyof RouteParams ? RouteParams[P] : never;
type Args<P extends RoutePath> = P extends keyof RouteParams
  ? object extends RouteParams[P]
    ? [params?: RouteParams[P]]
    : [params: RouteParams[P]]
  : [];

/**
 * `/pages/…?…` for a route and its parameters, in the order given; empty values (null,
 * undefined, '') are left out.
 */
export function pageUrl<P extends RoutePath>(path: P, ...[params]: Args<P>): string {
  const query = Object.entries((params ?? {}) as Record<string, Value>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `/${path}${query ? `?${query}` : ''}`;
}

/**
 * Where a record the server lists opens: the page its payload names (`page`, one of our
 * route paths; the server decides which page shows which kind), with its id.
 */
export const pageOf = (item: { page: ById; id: string }): string => pageUrl(item.page, { id: item.id });
