// Simplified Chinese, the product's first language. Keys are grouped by where the words appear;
// each area keeps its words in its own file under zh-CN/ so areas never edit one file at once.
// Words of the first screen (the shell, route titles, the home page's hero and cities) are
// bundled; every other area's words, the shared place words and the stay pages' included,
// load with their pages (i18n/areas.ts).
import type { cate } from './zh-CN/cate';
import type { homesearch } from './zh-CN/homesearch';
import type { hotel } from './zh-CN/hotel';
import type { places } from './zh-CN/places';
import type { poi } from './zh-CN/poi';
import type { ranklist } from './zh-CN/ranklist';
import type { famous } from './zh-CN/famous';
import type { line } from './zh-CN/line';
import type { suggest } from './zh-CN/suggest';
import type { topic } from './zh-CN/topic';
import type { live } from './zh-CN/live';
import type { nearby } from './zh-CN/nearby';
import type { titles } from './zh-CN/titles';
import type { webview } from './zh-CN/webview';
import type { location } from './zh-CN/location';
import type { readaloud } from './zh-CN/readaloud';
import type { system } from './zh-CN/system';
import type { mine } from './zh-CN/mine';
import type { login } from './zh-CN/login';
import type { legal } from './zh-CN/legal';
import type { media } from './zh-CN/media';
import type { corrections } from './zh-CN/corrections';
import type { reviews } from './zh-CN/reviews';
import type { report } from './zh-CN/report';
import type { quiz } from './zh-CN/quiz';
import type { wukong } from './zh-CN/wukong';
import type { shop } from './zh-CN/shop';
import type { qixi } from './zh-CN/qixi';
import type { found } from './zh-CN/found';
import type { actives } from './zh-CN/actives';
import type { suichang } from './zh-CN/suichang';
import type { photoContest } from './zh-CN/photoContest';
import type { campaign } from './zh-CN/campaign';
import type { camping } from './zh-CN/camping';
import type { stamps } from './zh-CN/stamps';

const core = {
  'app.name': '游浙',
  loading: '正在加载',
  'common.back': '返回',
  'common.home': '返回首页',
  'common.retry': '重试',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.backToTop': '回到顶部',

  'network.lost': '哎呀，网络信号丢失',
  'network.hint': '请检查网络设置后重试',
  'network.kept': '当前没有网络，显示的是离线保存的内容',
  'network.illustration': '断开的信号图示',

  'error.notFound': '您所请求的资源无法找到',
  'error.server': '服务器内部错误，无法完成请求',
  'error.serverShort': '服务器出错！',
  'error.notLoggedIn': '未登录!',
  'error.status': '请求失败（{status}）',
  'error.userInfo': '获取用户信息失败',
  'error.authorization': '微信授权失败',
  'error.geoUnsupported': '您的浏览器不支持定位',
  'error.imageUrlMissing': '请传入图片网络资源路径',
  'error.imageParse': '服务器解析失败',
  'error.chunk': '页面加载失败（{type}），请重试',
  'wx.alreadyInit': '微信 JS-SDK 已初始化',
  'wx.initOk': '微信 JS-SDK 初始化成功',

  'time.justNow': '刚刚',
  'time.minutesAgo': '{n}分钟前',
  'time.hoursAgo': '{n}小时前',
  'time.daysAgo': '{n}天前',
  'time.monthsAgo': '{n}个月前',
  'time.yearsAgo': '{n}年前',
  'date.today': '今天',
  'date.tomorrow': '明天',
  'date.dayAfter': '后天',
  'date.weekday0': '周日',
  'date.weekday1': '周一',
  'date.weekday2': '周二',
  'date.weekday3': '周三',
  'date.weekday4': '周四',
  'date.weekday5': '周五',
  'date.weekday6': '周六',
  'distance.km': '{n}km',
  'code.send': '获取验证码',
  'code.resend': '{n}秒后重新获取',

  'hotel.slogan': '住在浙里，看见诗画江南',
  'hotel.searchPlaceholder': '搜索{city}的酒店、民宿',
  'hotel.cities': '选择城市',
  'hotel.locating': '正在定位…',
  'hotel.located': '当前位置：{place}',
  'hotel.locatedDefault': '未能获取位置，按杭州站为你推荐',
  'hotel.showing': '正在看{city}',
  'hotel.showingNoPosition': '正在看{city} · 未能获取你的位置',
  'hotel.showingAway': '正在看{city} · 你在{place}',

  'city.1201': '杭州',
  'city.1202': '宁波',
  'city.1203': '温州',
  'city.1204': '金华',
  'city.1205': '绍兴',
  'city.1209': '嘉兴',
  'city.1224': '台州',
  'city.1230': '丽水',
  'city.1235': '衢州',
  'city.1239': '湖州',
  'city.1245': '舟山',

  // The general home (the SPEC's hotel/index is where the app opens): the product's name.
  'title.hotel/index': '游浙',
  'tab.label': '主导航',
  'tab.home': '首页',
  'tab.discover': '发现',
  'tab.actives': '活动',
  'tab.mine': '我的',
  'title.error/404': '页面不存在',
} as const;

export const zhCN = core;

export type MessageKey = keyof typeof zhCN | keyof typeof places | keyof typeof hotel | keyof typeof cate | keyof typeof poi | keyof typeof homesearch | keyof typeof ranklist | keyof typeof famous | keyof typeof line | keyof typeof live | keyof typeof nearby | keyof typeof titles | keyof typeof webview | keyof typeof location | keyof typeof readaloud | keyof typeof topic | keyof typeof suggest | keyof typeof system | keyof typeof mine | keyof typeof login | keyof typeof legal | keyof typeof media | keyof typeof reviews | keyof typeof report | keyof typeof corrections | keyof typeof quiz | keyof typeof campaign | keyof typeof shop | keyof typeof qixi | keyof typeof found | keyof typeof actives | keyof typeof suichang | keyof typeof wukong | keyof typeof stamps | keyof typeof photoContest | keyof typeof camping;
