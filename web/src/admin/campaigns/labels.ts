// The console's words for a campaign's kind, its place in its life, its tasks and its prizes'
// kinds (the server's words: `physical | coupon | points`, `draft | pending | …`).
import type { Schemas } from '../api/client';

type Campaign = Pick<Schemas['ConsoleCampaign'], 'kind' | 'festival' | 'layout'> & Partial<Pick<Schemas['ConsoleCampaign'], 'page'>>;
export type TaskWord = Schemas['TaskWord'];
export type StateWord = Schemas['CampaignStateWord'];

export const PRIZE_KINDS: Record<string, string> = { physical: '实物', coupon: '优惠券', points: '积分' };

const KINDS: Record<string, string> = { quiz: '知识答题', persona: '性格测试', blindbox: '自驾盲盒', qixi: '七夕配对', shop: '积分商城', generic: '抽奖' };

/** Campaigns other areas are built on, named by the page the server says they open on. */
const BUILT_ON: Partial<Record<Schemas['CampaignPage'], string>> = {
  'pages/actives/huawei': '摄影大赛',
  'pages/custom/ninghai/activestart': '集章打卡',
  'pages/custom/yunhe/active': '集章打卡',
  'pages/custom/food/index': '集章打卡',
};

/**
 * A campaign's kind as operators name it. A generic campaign with a festival programme is a
 * 音乐节 and one with the task-list layout a 任务抽奖; stamp cards and the photo contest are
 * generic campaigns too, named by the page the server says they open on.
 */
export function kindLabel(c: Campaign): string {
  const built = c.page && BUILT_ON[c.page];
  if (built) return built;
  if (c.kind === 'generic') {
    if (c.festival) return '音乐节';
    if (c.layout === 2) return '任务抽奖';
  }
  return KINDS[c.kind] ?? c.kind;
}

/** Where a campaign is in its life (the 状态 column). */
export const STATES: Record<StateWord, { label: string; color: string }> = {
  draft: { label: '草稿', color: 'default' },
  pending: { label: '待审核', color: 'orange' },
  published: { label: '已发布', color: 'green' },
  paused: { label: '已暂停', color: 'gold' },
  closed: { label: '已结束', color: 'default' },
};

/** The tasks that earn chances, by the names operators pick them by, with what each asks. */
export const TASKS: Record<TaskWord, { label: string; help: string }> = {
  checkin: { label: '每日签到', help: '访客每天在活动页签到一次' },
  share_visit: { label: '分享好友访问', help: '好友通过访客的分享链接第一次来访' },
  quiz_passed: { label: '答题通过', help: '访客在知识答题中通过一次（由答题自动发放）' },
  place_checkin: { label: '到点打卡', help: '访客在所选地点 500 米内打卡' },
  review_published: { label: '发表点评', help: '访客在活动开始后发表的点评通过审核' },
  qixi_paired: { label: '七夕配对成功', help: '两人配对成功，各得机会（由七夕配对自动发放）' },
  game_score: { label: '游戏得分', help: '一局游戏得分达到 200、500 分各得一次（由游戏自动发放）' },
  card_full: { label: '集满印章', help: '访客集满一张印章卡（由集章自动发放）' },
};

/** A won prize's state (a winner's row). */
export const PRIZE_STATES: Record<string, { label: string; color: string }> = {
  won: { label: '待领取', color: 'blue' },
  address_given: { label: '已填地址，待发货', color: 'gold' },
  shipped: { label: '已发货', color: 'green' },
  redeemed: { label: '已核销', color: 'green' },
  expired: { label: '已过期', color: 'default' },
};
