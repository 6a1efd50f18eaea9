// The loaders of every built page but home, by route (app/routes.ts loads this table with
// the first page other than home). Each names its chunk and the words it needs.
import { loadAllWords, loadWords, type WordArea } from '../i18n/areas';
import type { RoutePath } from '../lib/routePaths';
import { homePage, type PageLoader } from './homePage';

// Once this table has loaded, so has every later area's word loader (i18n/laterAreas.ts).
import '../i18n/laterAreas';

/** A place page: its areas' words and the shared place words load with it (i18n/areas.ts). */
const withWords =
  (area: WordArea | readonly WordArea[], load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), loadAllWords(['places', ...(typeof area === 'string' ? [area] : area)])]).then(([page]) => page);

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
// The pin for 搬走了 is drawn on the offline map, whose controls speak the place pages' words.
const correctionPage: PageLoader = withWords(['corrections', 'poi'], () => import('../pages/newcate/CorrectionPage'));
const reviewsPage: PageLoader = withWords('reviews', () => import('../pages/newcate/ReviewsPage'));
const writeReviewPage: PageLoader = withWords('reviews', () => import('../pages/newcate/WriteReviewPage'));
const moreContentPage: PageLoader = withWords('poi', () => import('../pages/poi/MoreContentPage'));
const moreFoodPage: PageLoader = withWords('poi', () => import('../pages/poi/MoreFoodPage'));
const photoPage: PageLoader = withWords('poi', () => import('../pages/poi/PhotoPage'));
const placeDetailPage: PageLoader = withWords('poi', () => import('../pages/poi/PlaceDetailPage'));
const albumPage: PageLoader = withWords('poi', () => import('../pages/public/AlbumPage'));
const mapPage: PageLoader = withWords('poi', () => import('../pages/tour/MapPage'));
const nearbyPage: PageLoader = withWords('nearby', () => import('../pages/tour/NearbyPage'));
const homeSearchPage: PageLoader = withWords('homesearch', () => import('../pages/homesearch/HomeSearchPage'));
const homeSearchResultPage: PageLoader = withWords('homesearch', () => import('../pages/homesearch/HomeSearchResultPage'));
const rankListPage: PageLoader = withWords('ranklist', () => import('../pages/ranklist/RankListPage'));
const famousIndexPage: PageLoader = withWords('famous', () => import('../pages/famous/FamousIndexPage'));
const famousPeoplePage: PageLoader = withWords('famous', () => import('../pages/famous/PeoplePage'));
const famousThemePage: PageLoader = withWords('famous', () => import('../pages/famous/ThemePage'));
// Biographies and line stories can be read aloud (ui/ReadAloud): its words come along.
const personPage: PageLoader = withWords(['famous', 'readaloud'], () => import('../pages/famous/PersonPage'));
const placeStoryPage: PageLoader = withWords('famous', () => import('../pages/famous/PlaceStoryPage'));
const placeIntroPage: PageLoader = withWords('famous', () => import('../pages/famous/PlaceIntroPage'));
const livePage: PageLoader = withWords('live', () => import('../pages/tour/LivePage'));
const liveCityPage: PageLoader = withWords('live', () => import('../pages/tour/LiveCityPage'));
const lineIndexPage: PageLoader = withWords('line', () => import('../pages/line/LineIndexPage'));
const lineThemePage: PageLoader = withWords('line', () => import('../pages/line/ThemeDetailPage'));
const lineDetailPage: PageLoader = withWords(['line', 'readaloud'], () => import('../pages/line/LineDetailPage'));
const classicPage: PageLoader = withWords('suggest', () => import('../pages/tour/ClassicPage'));
const lineMapPage: PageLoader = withWords(['line', 'poi'], () => import('../pages/line/LineMapPage'));
const inTourLinePage: PageLoader = withWords('line', () => import('../pages/line/InTourLinePage'));
const webviewPage: PageLoader = withWords('webview', () => import('../pages/webview/WebviewPage'));
// The location pages draw the offline map, whose controls speak the place pages' words.
const chooseLocationPage: PageLoader = withWords(['location', 'poi'], () => import('../pages/location/ChooseLocationPage'));
const openLocationPage: PageLoader = withWords(['location', 'poi'], () => import('../pages/location/OpenLocationPage'));
// The topic pages (docs/TOPICS.md).
const topicIndexPage: PageLoader = withWords('topic', () => import('../pages/topic/TopicIndexPage'));
const topicDetailPage: PageLoader = withWords('topic', () => import('../pages/topic/TopicDetailPage'));
// The visitor's own pages (docs/FAVOURITES.md, docs/POINTS.md).
const collectPage: PageLoader = withWords('mine', () => import('../pages/tour/CollectPage'));
const integralPage: PageLoader = withWords(['mine', 'campaign'], () => import('../pages/tour/IntegralPage'));
// 我的 and its lists (docs/MINE.md); the settings' elder switch speaks the stay words.
const mineHomePage: PageLoader = withWords(['mine', 'stay'], () => import('../pages/mine/MineHomePage'));
const mineListPage: PageLoader = withWords(['mine', 'campaign'], () => import('../pages/mine/MineListPage'));
// The quiz and the persona test (docs/QUIZ.md).
const quizIndexPage: PageLoader = withWords('quiz', () => import('../pages/custom/answer/QuizIndexPage'));
const quizTestPage: PageLoader = withWords('quiz', () => import('../pages/custom/answer/QuizTestPage'));
const quizResultPage: PageLoader = withWords(['quiz', 'campaign'], () => import('../pages/custom/answer/QuizResultPage'));
const springBannerPage: PageLoader = withWords('quiz', () => import('../pages/spring/SpringBannerPage'));
const springTestPage: PageLoader = withWords('quiz', () => import('../pages/spring/SpringTestPage'));
const springResultPage: PageLoader = withWords('quiz', () => import('../pages/spring/SpringResultPage'));
const springResult2Page: PageLoader = withWords('quiz', () => import('../pages/spring/SpringSharedResultPage'));
const integralListPage: PageLoader = withWords('mine', () => import('../pages/tour/IntegralListPage'));
// The driving blind-box (docs/CAMPAIGN_PAGES.md).
const blindboxIndexPage: PageLoader = withWords('campaign', () => import('../pages/custom/huawei/BlindboxIndexPage'));
const blindboxMyPrizePage: PageLoader = withWords('campaign', () => import('../pages/custom/huawei/BlindboxMyPrizePage'));
const blindboxUserPage: PageLoader = withWords('campaign', () => import('../pages/custom/huawei/BlindboxUserPage'));
const blindboxGiftPage: PageLoader = withWords('campaign', () => import('../pages/custom/huawei/BlindboxGiftPage'));
const blindboxRulePage: PageLoader = withWords('campaign', () => import('../pages/custom/huawei/BlindboxRulePage'));
// Qixi matchmaking (docs/QIXI.md).
const qixiIndexPage: PageLoader = withWords(['qixi', 'campaign'], () => import('../pages/custom/qixi/QixiIndexPage'));
const qixiMyPrizePage: PageLoader = withWords(['qixi', 'campaign'], () => import('../pages/custom/qixi/QixiMyPrizePage'));
const qixiUserPage: PageLoader = withWords(['qixi', 'campaign'], () => import('../pages/custom/qixi/QixiUserPage'));
const qixiGiftPage: PageLoader = withWords(['qixi', 'campaign'], () => import('../pages/custom/qixi/QixiGiftPage'));
const qixiRulePage: PageLoader = withWords(['qixi', 'campaign'], () => import('../pages/custom/qixi/QixiRulePage'));
// The Monkey King game (docs/GAMES.md).
const wukongIndexPage: PageLoader = withWords('wukong', () => import('../pages/custom/wukong/WukongIndexPage'));
const wukongPlayPage: PageLoader = withWords(['wukong', 'campaign'], () => import('../pages/custom/wukong/WukongPlayPage'));
// The points shop (docs/CAMPAIGNS.md "The points shop").
const shopPage: PageLoader = withWords(['shop', 'campaign'], () => import('../pages/actives/ShopPage'));
// The photo contest, 影像之旅 (docs/PHOTO_CONTEST.md).
const photoContestPage: PageLoader = withWords(['photoContest', 'campaign', 'media'], () => import('../pages/actives/PhotoContestPage'));
// Camping: campsites and camping events (docs/CAMPING.md).
const campingPage: PageLoader = withWords('camping', () => import('../pages/actives/CampingPage'));
// The campaign hub, the generic layouts and the festival (docs/CAMPAIGN_PAGES.md).
const activesHubPage: PageLoader = withWords(['actives', 'campaign'], () => import('../pages/actives/HubPage'));
const active1Page: PageLoader = withWords(['actives', 'campaign'], () => import('../pages/actives/Active1Page'));
const active2Page: PageLoader = withWords(['actives', 'campaign'], () => import('../pages/actives/Active2Page'));
const suichangPage: PageLoader = withWords(['actives', 'campaign', 'poi'], () => import('../pages/actives/SuichangPage'));
// The Suichang county sub-site (docs/SUICHANG.md): its own pages, and the place and dish
// pages inside its frame.
const suichangFrame = () => import('../pages/custom/suichang/Frame');
const suichangDetailPage: PageLoader = withWords(['poi', 'suichang'], () =>
  Promise.all([suichangFrame(), import('../pages/poi/PlaceDetailPage')]).then(([f, p]) => ({ default: f.inSuichang(p.default) })),
);
const suichangCateDetailPage: PageLoader = withWords(['poi', 'cate', 'suichang'], () =>
  Promise.all([suichangFrame(), import('../pages/poi/PlaceDetailPage'), import('../pages/newcate/DishDetailPage')]).then(([f, place, dish]) => ({
    default: f.inSuichang(f.byDishId(dish.default, place.default)),
  })),
);
const suichangNotesPage: PageLoader = withWords(['suichang', 'media'], () => import('../pages/custom/suichang/NotesPage'));
const suichangAlbumPage: PageLoader = withWords('suichang', () => import('../pages/custom/suichang/AlbumPage'));
const suichangSearchPage: PageLoader = withWords('suichang', () => import('../pages/custom/suichang/SearchPage'));
const suichangResultPage: PageLoader = withWords('suichang', () => import('../pages/custom/suichang/ResultPage'));
// Spot the difference (docs/FOUND.md).
const foundIndexPage: PageLoader = withWords('found', () => import('../pages/found/FoundIndexPage'));
const foundListPage: PageLoader = withWords('found', () => import('../pages/found/FoundListPage'));
const foundDetailPage: PageLoader = withWords('found', () => import('../pages/found/FoundDetailPage'));
// The county stamp campaigns (docs/STAMPS.md).
const ninghaiCardPage: PageLoader = withWords(['stamps', 'campaign'], () => import('../pages/custom/ninghai/NinghaiCardPage'));
const ninghaiStartPage: PageLoader = withWords(['stamps', 'campaign'], () => import('../pages/custom/ninghai/NinghaiStartPage'));
const yunheCardPage: PageLoader = withWords(['stamps', 'campaign'], () => import('../pages/custom/yunhe/YunheCardPage'));
const foodCardPage: PageLoader = withWords(['stamps', 'campaign'], () => import('../pages/custom/food/FoodCardPage'));
const foodByCityPage: PageLoader = withWords(['stamps', 'campaign'], () => import('../pages/custom/food/FoodByCityPage'));
// Phone sign-in outside WeChat (docs/IDENTITY.md).
const phoneLoginPage: PageLoader = withWords('login', () => import('../pages/login/PhoneLoginPage'));
// The user agreement, privacy policy and profile (docs/IDENTITY.md, "Consent", "Profile").
const agreementPage: PageLoader = withWords('legal', () => import('../pages/legal/AgreementPage'));
const privacyPage: PageLoader = withWords('legal', () => import('../pages/legal/PrivacyPage'));
const profilePage: PageLoader = withWords(['legal', 'media'], () => import('../pages/mine/ProfilePage'));
/** A system page (404, coming soon): its words load with it. */
const systemPage =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), loadWords('system')]).then(([page]) => page);
export const notFoundPage: PageLoader = systemPage(() => import('../pages/error/NotFoundPage'));
export const comingSoonPage: PageLoader = systemPage(() => import('../ui/ComingSoon'));

/** Built pages; the areas add theirs here. */
export const BUILT: Partial<Record<RoutePath, PageLoader>> = {
  'pages/hotel/index': homePage,
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
  'pages/newcate/error': correctionPage,
  'pages/newcate/comments': reviewsPage,
  'pages/newcate/comment': writeReviewPage,
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
  'pages/tour/classic': classicPage,
  'pages/tour/live': livePage,
  'pages/tour/livecity': liveCityPage,
  'pages/tour/nearby': nearbyPage,
  'pages/tour/collect': collectPage,
  'pages/tour/integral': integralPage,
  'pages/custom/answer/index': quizIndexPage,
  'pages/custom/suichang/detail': suichangDetailPage,
  'pages/custom/suichang/cateDetail': suichangCateDetailPage,
  'pages/custom/suichang/notes': suichangNotesPage,
  'pages/custom/suichang/album': suichangAlbumPage,
  'pages/custom/suichang/search': suichangSearchPage,
  'pages/custom/suichang/result': suichangResultPage,
  'pages/custom/answer/test': quizTestPage,
  'pages/custom/answer/result': quizResultPage,
  'pages/spring/banner': springBannerPage,
  'pages/spring/test': springTestPage,
  'pages/spring/result': springResultPage,
  'pages/spring/result2': springResult2Page,
  'pages/tour/integrallist': integralListPage,
  'pages/custom/huawei/index': blindboxIndexPage,
  'pages/custom/huawei/myprize': blindboxMyPrizePage,
  'pages/custom/huawei/user': blindboxUserPage,
  'pages/custom/huawei/gift': blindboxGiftPage,
  'pages/custom/huawei/rule': blindboxRulePage,
  'pages/actives/shop': shopPage,
  'pages/actives/huawei': photoContestPage,
  'pages/actives/camping': campingPage,
  'pages/actives/index': activesHubPage,
  'pages/actives/active1': active1Page,
  'pages/actives/active2': active2Page,
  'pages/actives/suichang': suichangPage,
  'pages/custom/qixi/index': qixiIndexPage,
  'pages/custom/ninghai/active': ninghaiCardPage,
  'pages/custom/ninghai/activestart': ninghaiStartPage,
  'pages/custom/yunhe/active': yunheCardPage,
  'pages/custom/food/index': foodCardPage,
  'pages/custom/food/index2': foodByCityPage,
  'pages/custom/qixi/myprize': qixiMyPrizePage,
  'pages/custom/qixi/user': qixiUserPage,
  'pages/custom/qixi/gift': qixiGiftPage,
  'pages/custom/qixi/rule': qixiRulePage,
  'pages/custom/wukong/index': wukongIndexPage,
  'pages/custom/wukong/play': wukongPlayPage,
  'pages/login/phone': phoneLoginPage,
  'pages/legal/agreement': agreementPage,
  'pages/legal/privacy': privacyPage,
  'pages/mine/profile': profilePage,
  'pages/mine/index': mineHomePage,
  'pages/mine/list': mineListPage,
  'pages/ranklist/index': rankListPage,
  'pages/famous/index': famousIndexPage,
  'pages/famous/people': famousPeoplePage,
  'pages/famous/theme': famousThemePage,
  'pages/famous/peopledetail': personPage,
  'pages/famous/scenicdetail': placeStoryPage,
  'pages/famous/scenicintro': placeIntroPage,
  'pages/line/index': lineIndexPage,
  'pages/line/themeDetail': lineThemePage,
  'pages/line/lineDetail': lineDetailPage,
  'pages/topic/index': topicIndexPage,
  'pages/topic/detail': topicDetailPage,
  'pages/line/map': lineMapPage,
  'pages/line/inTourLineInfo': inTourLinePage,
  'pages/webview/webview': webviewPage,
  'pages/found/index': foundIndexPage,
  'pages/found/list': foundListPage,
  'pages/found/detail': foundDetailPage,
  'choose-location': chooseLocationPage,
  'open-location': openLocationPage,
};
