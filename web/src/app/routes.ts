// Every route of SPEC §2, under /ver3/pages/…, plus the two system routes. A page that is
// built names its module in BUILT; every other route shows the shared coming-soon page, so
// the table is complete from day one and the areas fill in later.
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n';
import { loadAllWords, loadWords, type WordArea } from '../i18n/areas';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** A place page: its area's words and the shared place words load with it (i18n/areas.ts). */
const withWords =
  (area: WordArea, load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), loadAllWords(['places', area])]).then(([page]) => page);

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

const hotelIndex: PageLoader = () => import('../pages/hotel/HotelIndexPage');
// Places (docs/PLACES.md): the six place-detail routes share one page.
const cateDetailPage: PageLoader = withWords('cate', () => import('../pages/cate/CateDetailPage'));
const cateIndexPage: PageLoader = withWords('cate', () => import('../pages/cate/CateIndexPage'));
const cateResultPage: PageLoader = withWords('cate', () => import('../pages/cate/CateResultPage'));
const cateSearchPage: PageLoader = withWords('cate', () => import('../pages/cate/CateSearchPage'));
const cateThemePage: PageLoader = withWords('cate', () => import('../pages/cate/CateThemePage'));
const hotelDetailPage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelDetailPage'));
const hotelFacilityPage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelFacilityPage'));
const hotelNewDetailPage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelNewDetailPage'));
const hotelNewIndexPage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelNewIndexPage'));
const hotelNewestIndexPage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelNewestIndexPage'));
const hotelSearchPage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelSearchPage'));
const hotelThemePage: PageLoader = withWords('stay', () => import('../pages/hotel/HotelThemePage'));
const dishDetailPage: PageLoader = withWords('cate', () => import('../pages/newcate/DishDetailPage'));
const dishesPage: PageLoader = withWords('cate', () => import('../pages/newcate/DishesPage'));
const facilityPage: PageLoader = withWords('cate', () => import('../pages/newcate/FacilityPage'));
const moreContentPage: PageLoader = withWords('poi', () => import('../pages/poi/MoreContentPage'));
const moreFoodPage: PageLoader = withWords('poi', () => import('../pages/poi/MoreFoodPage'));
const photoPage: PageLoader = withWords('poi', () => import('../pages/poi/PhotoPage'));
const placeDetailPage: PageLoader = withWords('poi', () => import('../pages/poi/PlaceDetailPage'));
const albumPage: PageLoader = withWords('poi', () => import('../pages/public/AlbumPage'));
const mapPage: PageLoader = withWords('poi', () => import('../pages/tour/MapPage'));
const homeSearchPage: PageLoader = withWords('homesearch', () => import('../pages/homesearch/HomeSearchPage'));
const homeSearchResultPage: PageLoader = withWords('homesearch', () => import('../pages/homesearch/HomeSearchResultPage'));
/** A system page (404, coming soon): its words load with it. */
const systemPage =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), loadWords('system')]).then(([page]) => page);
export const notFoundPage: PageLoader = systemPage(() => import('../pages/error/NotFoundPage'));
export const comingSoonPage: PageLoader = systemPage(() => import('../ui/ComingSoon'));

/** Built pages; the areas' issues add theirs here. */
export const BUILT: Partial<Record<RoutePath, PageLoader>> = {
  'pages/hotel/index': hotelIndex,
  'pages/error/404': notFoundPage,
  'pages/homesearch/index': homeSearchPage,
  'pages/homesearch/result': homeSearchResultPage,
  'pages/hotel/newindex': hotelNewIndexPage,
  'pages/hotel/newestindex': hotelNewestIndexPage,
  'pages/hotel/search': hotelSearchPage,
  'pages/hotel/theme': hotelThemePage,
  'pages/hotel/detail': hotelDetailPage,
  'pages/hotel/newdetail': hotelNewDetailPage,
  'pages/hotel/facility': hotelFacilityPage,
  'pages/cate/index': cateIndexPage,
  'pages/cate/search': cateSearchPage,
  'pages/cate/result': cateResultPage,
  'pages/cate/theme': cateThemePage,
  'pages/cate/detail': cateDetailPage,
  'pages/newcate/food': dishesPage,
  'pages/newcate/newdetail': dishDetailPage,
  'pages/newcate/facility': facilityPage,
  'pages/poi/detail/site': placeDetailPage,
  'pages/poi/detail/scenic': placeDetailPage,
  'pages/poi/detail/canteen': placeDetailPage,
  'pages/poi/detail/food': placeDetailPage,
  'pages/poi/detail/hotel': placeDetailPage,
  'pages/poi/detail/shop': placeDetailPage,
  'pages/poi/detail/subpages/moreContent': moreContentPage,
  'pages/poi/detail/subpages/photo': photoPage,
  'pages/poi/detail/subpages/moreFood': moreFoodPage,
  'pages/public/photo/photo': albumPage,
  'pages/tour/map': mapPage,
};

export const homePage = hotelIndex;

export const titleKey = (path: RoutePath): MessageKey => `title.${path.replace(/^pages\//, '')}` as MessageKey;
