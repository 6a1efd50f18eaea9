// Tests render pages without their route's loader, so every area's words are added up front
// (in the app, i18n/areas.ts loads them with the pages).
import { addWords } from '../i18n';
import { cate } from '../i18n/zh-CN/cate';
import { homesearch } from '../i18n/zh-CN/homesearch';
import { hotel } from '../i18n/zh-CN/hotel';
import { places } from '../i18n/zh-CN/places';
import { poi } from '../i18n/zh-CN/poi';
import { ranklist } from '../i18n/zh-CN/ranklist';
import { suggest } from '../i18n/zh-CN/suggest';
import { famous } from '../i18n/zh-CN/famous';
import { topic } from '../i18n/zh-CN/topic';
import { live } from '../i18n/zh-CN/live';
import { system } from '../i18n/zh-CN/system';
import { webview } from '../i18n/zh-CN/webview';
import { location } from '../i18n/zh-CN/location';
import { readaloud } from '../i18n/zh-CN/readaloud';
import { line } from '../i18n/zh-CN/line';
import { nearby } from '../i18n/zh-CN/nearby';
import { titles } from '../i18n/zh-CN/titles';
import { mine } from '../i18n/zh-CN/mine';
import { media } from '../i18n/zh-CN/media';
import { corrections } from '../i18n/zh-CN/corrections';
import { reviews } from '../i18n/zh-CN/reviews';
import { report } from '../i18n/zh-CN/report';
import { shop } from '../i18n/zh-CN/shop';
import { qixi } from '../i18n/zh-CN/qixi';
import { found } from '../i18n/zh-CN/found';
import { actives } from '../i18n/zh-CN/actives';
import { suichang } from '../i18n/zh-CN/suichang';
import { photoContest } from '../i18n/zh-CN/photoContest';
import { campaign } from '../i18n/zh-CN/campaign';
import { camping } from '../i18n/zh-CN/camping';
import { stamps } from '../i18n/zh-CN/stamps';
import { wukong } from '../i18n/zh-CN/wukong';

addWords({ ...places, ...suggest, ...hotel, ...cate, ...poi, ...homesearch, ...ranklist, ...famous, ...topic, ...live, ...system, ...webview, ...location, ...readaloud, ...line, ...nearby, ...titles, ...mine, ...media, ...reviews, ...report, ...corrections, ...campaign, ...shop, ...qixi, ...found, ...suichang, ...actives , ...wukong, ...stamps, ...photoContest, ...camping });
