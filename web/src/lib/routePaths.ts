// Every route of SPEC §2, under /ver3/pages/…, plus the two system routes: plain facts that
// addresses (pageUrl), the route table (app/routes.ts) and the server's map (docs/ROUTES.md)
// read. Nothing here loads a page.

export const SPEC_ROUTES = [
  // Hotel
  'pages/hotel/index', 'pages/hotel/search', 'pages/hotel/theme', 'pages/hotel/detail', 'pages/hotel/newindex',
  'pages/hotel/newestindex', 'pages/hotel/newdetail', 'pages/hotel/facility',
  // Food
  'pages/cate/index', 'pages/cate/search', 'pages/cate/detail', 'pages/cate/result', 'pages/cate/theme',
  'pages/newcate/food', 'pages/newcate/error', 'pages/newcate/comments', 'pages/newcate/comment',
  'pages/newcate/newdetail', 'pages/newcate/facility',
  // Rankings, error, album
  'pages/ranklist/index', 'pages/error/404', 'pages/public/photo/photo',
  // Famous
  'pages/famous/index', 'pages/famous/people', 'pages/famous/theme', 'pages/famous/peopledetail',
  'pages/famous/scenicdetail', 'pages/famous/scenicintro',
  // Discovery
  'pages/found/index', 'pages/found/list', 'pages/found/detail',
  // Tour
  'pages/tour/classic', 'pages/tour/nearby', 'pages/tour/collect', 'pages/tour/integral', 'pages/tour/integrallist',
  'pages/tour/live', 'pages/tour/livecity', 'pages/tour/map',
  // Home search
  'pages/homesearch/index', 'pages/homesearch/result',
  // Actives
  'pages/actives/index', 'pages/actives/active1', 'pages/actives/active2', 'pages/actives/camping',
  'pages/actives/huawei', 'pages/actives/suichang', 'pages/actives/shop',
  // Spring
  'pages/spring/banner', 'pages/spring/test', 'pages/spring/result', 'pages/spring/result2',
  // County campaigns
  'pages/custom/ninghai/active', 'pages/custom/ninghai/activestart', 'pages/custom/food/index',
  'pages/custom/food/index2', 'pages/custom/yunhe/active',
  // Quiz
  'pages/custom/answer/index', 'pages/custom/answer/test', 'pages/custom/answer/result',
  // Suichang
  'pages/custom/suichang/detail', 'pages/custom/suichang/cateDetail', 'pages/custom/suichang/notes',
  'pages/custom/suichang/album', 'pages/custom/suichang/search', 'pages/custom/suichang/result',
  // Driving blind-box
  'pages/custom/huawei/index', 'pages/custom/huawei/myprize', 'pages/custom/huawei/user',
  'pages/custom/huawei/gift', 'pages/custom/huawei/rule',
  // Matchmaking
  'pages/custom/qixi/index', 'pages/custom/qixi/myprize', 'pages/custom/qixi/user', 'pages/custom/qixi/gift',
  'pages/custom/qixi/rule',
  // Monkey-king game
  'pages/custom/wukong/index', 'pages/custom/wukong/play',
  // Tour lines
  'pages/line/index', 'pages/line/inTourLineInfo', 'pages/line/themeDetail', 'pages/line/lineDetail', 'pages/line/map',
  // Place detail
  'pages/poi/detail/site', 'pages/poi/detail/scenic', 'pages/poi/detail/canteen', 'pages/poi/detail/food',
  'pages/poi/detail/hotel', 'pages/poi/detail/shop', 'pages/poi/detail/subpages/moreContent',
  'pages/poi/detail/subpages/photo', 'pages/poi/detail/subpages/moreFood',
  // Web view
  'pages/webview/webview',
  // Topics: product routes outside SPEC §2 (docs/TOPICS.md)
  'pages/topic/index', 'pages/topic/detail',
  // Phone sign-in: a product route outside SPEC §2 (docs/IDENTITY.md)
  'pages/login/phone',
  // The user agreement, privacy policy and profile: product routes outside SPEC §2 (docs/IDENTITY.md)
  'pages/legal/agreement', 'pages/legal/privacy', 'pages/mine/profile',
  // 我的 and its lists: product routes outside SPEC §2 (docs/MINE.md)
  'pages/mine/index', 'pages/mine/list',
  // System
  'choose-location', 'open-location',
] as const;

export type RoutePath = (typeof SPEC_ROUTES)[number];

/** Pages where SPEC §2 turns pull-down refresh on. */
export const PULL_REFRESH: readonly RoutePath[] = [
  'pages/tour/integral',
  'pages/actives/shop',
  'pages/custom/huawei/index',
  'pages/custom/huawei/myprize',
  'pages/custom/qixi/index',
  'pages/custom/qixi/myprize',
];
