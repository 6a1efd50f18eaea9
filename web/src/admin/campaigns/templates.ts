// The templates 新建活动 starts from: one per kind of campaign the engine runs, in operators'
// words, each filling in rules, limits, tasks and prizes an operator would start from. They
// are starting points only; the operator changes anything before saving the draft.
import type { NewCampaign } from '../api/campaigns';

export type TemplateKey = 'draw' | 'taskDraw' | 'blindbox' | 'quiz' | 'persona' | 'qixi' | 'shop' | 'festival';

export interface Template {
  key: TemplateKey;
  name: string;
  /** What the visitor does, in one line on the card. */
  lead: string;
  /** What the template fills in: everything but the title and the window. */
  fill: Omit<NewCampaign, 'title' | 'startsAt' | 'endsAt'>;
}

const DRAW_RULES = (how: string, perDay: number, inAll: number) =>
  `1. ${how}\n2. 每人每天最多抽 ${perDay} 次，活动期间最多 ${inAll} 次。\n3. 中奖结果以系统为准；实物奖品请在 30 天内填写收货地址，逾期视为放弃。\n4. 如有疑问请联系活动主办方。`;

export const TEMPLATES: Template[] = [
  {
    key: 'draw',
    name: '抽奖',
    lead: '签到、分享得机会，海报页直接抽奖',
    fill: {
      kind: 'generic',
      layout: 1,
      rules: DRAW_RULES('每日签到、好友通过你的分享来访，都可获得抽奖机会。', 3, 30),
      limits: { perDay: 3, inAll: 30 },
      loseWeight: 60,
      claimDays: 30,
      tasks: [
        { task: 'checkin', chances: 1, perDay: 1 },
        { task: 'share_visit', chances: 1, perDay: 5 },
      ],
      prizes: [
        { name: '景区门票', kind: 'coupon', stock: 50, weight: 10, dailyCap: 5, price: 0 },
        { name: '20 积分', kind: 'points', stock: 500, weight: 30, dailyCap: 0, price: 0 },
      ],
    },
  },
  {
    key: 'taskDraw',
    name: '任务抽奖',
    lead: '页面先列任务：签到、打卡、点评各得机会',
    fill: {
      kind: 'generic',
      layout: 2,
      rules: DRAW_RULES('完成每日签到、到指定地点打卡、发表点评，都可获得抽奖机会。', 3, 20),
      limits: { perDay: 3, inAll: 20 },
      loseWeight: 50,
      claimDays: 30,
      tasks: [
        { task: 'checkin', chances: 1, perDay: 1 },
        { task: 'place_checkin', chances: 1, perDay: 3, places: [] },
        { task: 'review_published', chances: 1, perDay: 2 },
      ],
      prizes: [
        { name: '文创纪念品', kind: 'physical', stock: 20, weight: 5, dailyCap: 2, price: 0 },
        { name: '20 元优惠券', kind: 'coupon', stock: 200, weight: 20, dailyCap: 20, price: 0 },
      ],
    },
  },
  {
    key: 'blindbox',
    name: '自驾盲盒',
    lead: '开盒抽奖并得到一个自驾目的地，到点打卡再得机会',
    fill: {
      kind: 'blindbox',
      rules: '1. 每日签到得 1 次开盒机会；在盲盒目的地 500 米内打卡，每处再得 2 次。\n2. 每人每天最多开 5 次，活动期间最多 40 次。\n3. 中奖结果以系统为准；实物奖品请在 30 天内填写收货地址，逾期视为放弃。\n4. 如有疑问请联系活动主办方。',
      limits: { perDay: 5, inAll: 40 },
      loseWeight: 40,
      claimDays: 30,
      tasks: [
        { task: 'checkin', chances: 1, perDay: 1 },
        { task: 'place_checkin', chances: 2, perDay: 3, places: [] },
      ],
      prizes: [
        { name: '车载应急包', kind: 'physical', stock: 10, weight: 3, dailyCap: 1, price: 0 },
        { name: '加油 30 元优惠券', kind: 'coupon', stock: 100, weight: 20, dailyCap: 10, price: 0 },
      ],
    },
  },
  {
    key: 'quiz',
    name: '知识答题',
    lead: '答题通过得抽奖机会',
    fill: {
      kind: 'quiz',
      rules: DRAW_RULES('每通过一次知识答题，获得 1 次抽奖机会，每天最多 2 次。', 2, 20),
      limits: { perDay: 2, inAll: 20 },
      loseWeight: 50,
      claimDays: 30,
      tasks: [{ task: 'quiz_passed', chances: 1, perDay: 2 }],
      prizes: [
        { name: '景区门票', kind: 'coupon', stock: 50, weight: 10, dailyCap: 5, price: 0 },
        { name: '30 积分', kind: 'points', stock: 500, weight: 30, dailyCap: 0, price: 0 },
      ],
    },
  },
  {
    key: 'persona',
    name: '性格测试',
    lead: '测出旅行性格，分享、签到得抽奖机会',
    fill: {
      kind: 'persona',
      rules: DRAW_RULES('做完旅行性格测试后，每日签到、好友通过你的分享来访，都可获得抽奖机会。', 2, 10),
      limits: { perDay: 2, inAll: 10 },
      loseWeight: 70,
      claimDays: 30,
      tasks: [
        { task: 'checkin', chances: 1, perDay: 1 },
        { task: 'share_visit', chances: 1, perDay: 3 },
      ],
      prizes: [{ name: '20 积分', kind: 'points', stock: 500, weight: 30, dailyCap: 0, price: 0 }],
    },
  },
  {
    key: 'qixi',
    name: '七夕配对',
    lead: '邀请对方答题配对，配对成功两人各得机会',
    fill: {
      kind: 'qixi',
      rules: DRAW_RULES('邀请另一半完成七夕配对，配对成功两人各得 1 次抽奖机会；每日签到、好友来访也可获得机会。', 3, 10),
      limits: { perDay: 3, inAll: 10 },
      loseWeight: 50,
      claimDays: 30,
      tasks: [
        { task: 'qixi_paired', chances: 1, perDay: 3 },
        { task: 'checkin', chances: 1, perDay: 1 },
      ],
      prizes: [
        { name: '双人景区门票', kind: 'coupon', stock: 20, weight: 5, dailyCap: 2, price: 0 },
        { name: '52 积分', kind: 'points', stock: 500, weight: 20, dailyCap: 0, price: 0 },
      ],
    },
  },
  {
    key: 'shop',
    name: '积分商城',
    lead: '访客用积分兑换商品',
    fill: {
      kind: 'shop',
      rules: '1. 使用旅游积分兑换商品，兑换后积分不退。\n2. 每人每天最多兑换 5 次，活动期间最多 50 次。\n3. 实物商品请在 90 天内填写收货地址，逾期视为放弃。\n4. 如有疑问请联系活动主办方。',
      limits: { perDay: 5, inAll: 50 },
      loseWeight: 0,
      claimDays: 90,
      tasks: [],
      prizes: [
        { name: '龙井茶包', kind: 'physical', stock: 50, weight: 0, dailyCap: 0, price: 200 },
        { name: '景区 10 元优惠券', kind: 'coupon', stock: 200, weight: 0, dailyCap: 0, price: 50 },
      ],
    },
  },
  {
    key: 'festival',
    name: '音乐节',
    lead: '节目单、场地与交通，签到得抽奖机会',
    fill: {
      kind: 'generic',
      layout: 1,
      rules: '1. 演出按天、按舞台排期，时间以现场为准。\n2. 活动期间每日签到可获得 1 次抽奖机会，每人每天最多抽 1 次。\n3. 中奖结果以系统为准；实物奖品请在 30 天内填写收货地址，逾期视为放弃。',
      limits: { perDay: 1, inAll: 10 },
      loseWeight: 60,
      claimDays: 30,
      tasks: [{ task: 'checkin', chances: 1, perDay: 1 }],
      prizes: [{ name: '音乐节纪念 T 恤', kind: 'physical', stock: 20, weight: 5, dailyCap: 2, price: 0 }],
      festival: { places: [], gettingThere: '', stages: ['主舞台'], days: 2, lineup: [{ artist: '', note: '', day: 1, stage: '主舞台', start: '19:00', end: '20:00' }] },
    },
  },
];
