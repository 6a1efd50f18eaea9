// The word loaders of every area that is never on the first screen. `loadWords` reaches this
// table through a dynamic import, so the entry chunk carries one import however many areas
// the product grows (bench/web-budget.mjs); the page table imports it too, so once any page
// other than home has loaded, the table is already in memory.
import type { Words } from './text';

export const LATER_AREAS = {
  cate: () => import('./zh-CN/cate').then((m) => m.cate),
  poi: () => import('./zh-CN/poi').then((m) => m.poi),
  homesearch: () => import('./zh-CN/homesearch').then((m) => m.homesearch),
  ranklist: () => import('./zh-CN/ranklist').then((m) => m.ranklist),
  famous: () => import('./zh-CN/famous').then((m) => m.famous),
  line: () => import('./zh-CN/line').then((m) => m.line),
  suggest: () => import('./zh-CN/suggest').then((m) => m.suggest),
  nearby: () => import('./zh-CN/nearby').then((m) => m.nearby),
  topic: () => import('./zh-CN/topic').then((m) => m.topic),
  live: () => import('./zh-CN/live').then((m) => m.live),
  webview: () => import('./zh-CN/webview').then((m) => m.webview),
  location: () => import('./zh-CN/location').then((m) => m.location),
  readaloud: () => import('./zh-CN/readaloud').then((m) => m.readaloud),
  titles: () => import('./zh-CN/titles').then((m) => m.titles),
  mine: () => import('./zh-CN/mine').then((m) => m.mine),
  login: () => import('./zh-CN/login').then((m) => m.login),
  legal: () => import('./zh-CN/legal').then((m) => m.legal),
  media: () => import('./zh-CN/media').then((m) => m.media),
  reviews: () => import('./zh-CN/reviews').then((m) => m.reviews),
  report: () => import('./zh-CN/report').then((m) => m.report),
  corrections: () => import('./zh-CN/corrections').then((m) => m.corrections),
  quiz: () => import('./zh-CN/quiz').then((m) => m.quiz),
  campaign: () => import('./zh-CN/campaign').then((m) => m.campaign),
  shop: () => import('./zh-CN/shop').then((m) => m.shop),
  qixi: () => import('./zh-CN/qixi').then((m) => m.qixi),
  found: () => import('./zh-CN/found').then((m) => m.found),
  actives: () => import('./zh-CN/actives').then((m) => m.actives),
  suichang: () => import('./zh-CN/suichang').then((m) => m.suichang),
  wukong: () => import('./zh-CN/wukong').then((m) => m.wukong),
  photoContest: () => import('./zh-CN/photoContest').then((m) => m.photoContest),
  stamps: () => import('./zh-CN/stamps').then((m) => m.stamps),
  camping: () => import('./zh-CN/camping').then((m) => m.camping),
} satisfies Record<string, () => Promise<Words>>;
