import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignCard, CampaignDetail, MyProgress } from '../../api/campaigns';
import { renderPage } from '../../test/renderPage';

const where = vi.hoisted(() => ({ at: { lat: 29.2853, lng: 121.365, source: 'query' } as Record<string, unknown> }));
vi.mock('../../services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services')>()),
  locate: vi.fn(async () => where.at),
}));

import { auth } from '../../services';
import { campaigns } from '../campaign';
import { toastFeedback } from '../../ui/feedback';
import FoodByCityPage from '../../pages/custom/food/FoodByCityPage';
import NinghaiCardPage from '../../pages/custom/ninghai/NinghaiCardPage';
import NinghaiStartPage from '../../pages/custom/ninghai/NinghaiStartPage';
import type { MyStamps, StampCard } from '../../api/stamps';
import { stampCalls } from './calls';

const ID = 'sample-stamps-ninghai';

function card(over: Partial<StampCard> = {}): StampCard {
  return {
    campaignId: ID,
    title: '宁海前童古镇集章（示例）',
    rules: '到集章卡上的每个地点打卡。',
    sample: true,
    status: 'running',
    startsAt: '2026-11-01T10:00:00+08:00',
    endsAt: '2027-01-01T10:00:00+08:00',
    radiusM: 500,
    chancesWhenFull: 1,
    stops: [
      { placeId: 'scenic-nb-qiantong', page: 'pages/poi/detail/scenic', name: '前童古镇', city: '宁波市', county: '宁海县', address: '宁海县前童镇', lat: 29.284, lng: 121.365, dish: null },
      { placeId: 'food-nb-qiantong-tofu', page: 'pages/poi/detail/food', name: '前童古镇豆腐三宝', city: '宁波市', county: '宁海县', address: '前童古镇', lat: 29.244, lng: 121.352, dish: null },
    ],
    ...over,
  };
}

/** The server's current campaign of each stamp page (the pages never name one). */
const CURRENT: Record<string, string> = {
  'pages/custom/ninghai/activestart': ID,
  'pages/custom/food/index': 'sample-stamps-food',
};
const currentCard = (id: string, page: CampaignCard['page']): CampaignCard => ({
  id,
  title: id,
  kind: 'generic',
  page,
  sample: true,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2027-01-01T10:00:00+08:00',
});

function mine(over: Partial<MyStamps> = {}): MyStamps {
  return { campaignId: ID, collected: 0, total: 2, full: false, stamps: [], chance: null, ...over };
}

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
  vi.spyOn(toastFeedback, 'toast').mockImplementation(() => {});
  vi.spyOn(campaigns, 'current').mockImplementation(async ({ page }) => (page && CURRENT[page] ? currentCard(CURRENT[page], page) : null));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('custom/ninghai/active (the stamp card)', () => {
  it('stamps a place near enough and says the server’s refusal when too far', async () => {
    vi.spyOn(stampCalls, 'card').mockResolvedValue(card());
    const mineCall = vi
      .spyOn(stampCalls, 'mine')
      .mockResolvedValueOnce(mine())
      .mockResolvedValue(mine({ collected: 1, stamps: [{ placeId: 'scenic-nb-qiantong', stampedAt: Date.UTC(2026, 10, 25, 2, 0), distanceM: 150 }] }));
    const checkIn = vi.spyOn(stampCalls, 'checkIn').mockImplementation(async (_id, body, refused) => {
      if (body.placeId === 'food-nb-qiantong-tofu') {
        refused('距离前童古镇豆腐三宝约 4545 米，需在 500 米内打卡');
        return false;
      }
      return { placeId: body.placeId, outcome: 'stamped', replayed: false, stampedAt: 1, distanceM: 150, collected: 1, total: 2, full: false, chance: null };
    });
    renderPage(<NinghaiCardPage />, '/pages/custom/ninghai/active');
    expect(await screen.findByText('已集 0 / 2 枚')).toBeTruthy();
    const list = screen.getByRole('list');
    fireEvent.click(within(list).getByRole('button', { name: '打卡盖章 前童古镇豆腐三宝' }));
    expect(await screen.findByText('距离前童古镇豆腐三宝约 4545 米，需在 500 米内打卡')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '打卡盖章 前童古镇' }));
    expect(await screen.findByText('已集 1 / 2 枚')).toBeTruthy();
    expect(checkIn).toHaveBeenCalledWith(ID, { placeId: 'scenic-nb-qiantong', lat: 29.2853, lng: 121.365, key: 'stamp-scenic-nb-qiantong' }, expect.any(Function));
    expect(toastFeedback.toast).toHaveBeenCalledWith('盖章成功！已集 1 / 2 枚');
    expect(mineCall).toHaveBeenCalledTimes(2);
    expect(screen.getByText('集满 2 枚章即可抽奖，还差 1 枚。')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: '打卡盖章 前童古镇' })).toBeNull();
  });

  it('offers the draw once the card is full', async () => {
    vi.spyOn(stampCalls, 'card').mockResolvedValue(card());
    vi.spyOn(stampCalls, 'mine').mockResolvedValue(
      mine({
        collected: 2,
        full: true,
        stamps: [
          { placeId: 'scenic-nb-qiantong', stampedAt: 1, distanceM: 10 },
          { placeId: 'food-nb-qiantong-tofu', stampedAt: 2, distanceM: 20 },
        ],
        chance: { campaignId: ID, outcome: 'earned', chances: 1, chancesLeft: 1, message: null },
      }),
    );
    vi.spyOn(campaigns, 'detail').mockResolvedValue({
      id: ID,
      title: '宁海前童古镇集章（示例）',
      kind: 'generic',
      sample: true,
      status: 'running',
      startsAt: '2026-11-01T10:00:00+08:00',
      endsAt: '2027-01-01T10:00:00+08:00',
      prizes: [{ id: 'tofu-gift', name: '前童豆腐三宝礼盒（示例）', kind: 'physical', left: 20, chancePercent: 10, price: 0 }],
    } as unknown as CampaignDetail);
    vi.spyOn(campaigns, 'me').mockResolvedValue({ chancesLeft: 1, mayTakePart: true, whyNot: null } as unknown as MyProgress);
    renderPage(<NinghaiCardPage />, '/pages/custom/ninghai/active');
    expect(await screen.findByRole('heading', { level: 2, name: '集满抽奖' })).toBeTruthy();
    expect(screen.getByText('集章卡已集满')).toBeTruthy();
    expect(screen.getAllByText(/ 盖章$/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /打卡盖章/ })).toBeNull();
  });

  it('asks a visitor to sign in and shows the card without buttons', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    vi.spyOn(stampCalls, 'card').mockResolvedValue(card());
    const mineCall = vi.spyOn(stampCalls, 'mine');
    renderPage(<NinghaiCardPage />, '/pages/custom/ninghai/active');
    expect(await screen.findByText('登录后即可打卡盖章、集满抽奖。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前童古镇' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /打卡盖章/ })).toBeNull();
    expect(mineCall).not.toHaveBeenCalled();
  });

  it('says when there is no such campaign, and retries a failed load', async () => {
    vi.spyOn(stampCalls, 'card').mockResolvedValueOnce(false).mockResolvedValue(null);
    renderPage(<NinghaiCardPage />, '/pages/custom/ninghai/active');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('没有找到这个集章活动')).toBeTruthy();
  });
});

describe('which campaign a stamp page shows', () => {
  it('is the one its address names, else the server’s current one of the page, read by the card’s own id', async () => {
    const cardCall = vi.spyOn(stampCalls, 'card').mockImplementation(async (id) => card({ campaignId: id }));
    const mineCall = vi.spyOn(stampCalls, 'mine').mockImplementation(async (id) => mine({ campaignId: id }));
    renderPage(<NinghaiCardPage />, '/pages/custom/ninghai/active?id=ninghai-spring');
    expect(await screen.findByRole('link', { name: '前童古镇' })).toBeTruthy();
    await waitFor(() => expect(mineCall).toHaveBeenCalledWith('ninghai-spring'));
    expect(campaigns.current).not.toHaveBeenCalled();
    cleanup();

    renderPage(<NinghaiStartPage />, '/pages/custom/ninghai/activestart');
    expect(await screen.findByRole('heading', { level: 2, name: '集章路线（2 站）' })).toBeTruthy();
    expect(campaigns.current).toHaveBeenCalledWith({ page: 'pages/custom/ninghai/activestart' });
    expect(cardCall).toHaveBeenLastCalledWith(ID);
    cleanup();

    vi.mocked(campaigns.current).mockResolvedValue(null);
    renderPage(<NinghaiCardPage />, '/pages/custom/ninghai/active');
    expect(await screen.findByText('没有找到这个集章活动')).toBeTruthy();
  });
});

describe('custom/ninghai/activestart and custom/food/index2', () => {
  it('shows the rules and the route, and 开始集章 opens the card', async () => {
    vi.spyOn(stampCalls, 'card').mockResolvedValue(card());
    renderPage(<NinghaiStartPage />, '/pages/custom/ninghai/activestart');
    expect(await screen.findByRole('heading', { level: 2, name: '集章路线（2 站）' })).toBeTruthy();
    expect(screen.getByText('到集章卡上的每个地点打卡。')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '开始集章' }));
    await waitFor(() => expect(screen.getByLabelText('at').textContent).toBe('/pages/custom/ninghai/active'));
  });

  it('groups the food trail by city with the dish of each place', async () => {
    vi.spyOn(stampCalls, 'card').mockResolvedValue(
      card({
        campaignId: 'sample-stamps-food',
        stops: [
          { placeId: 'food-hz-zhiweiguan', page: 'pages/poi/detail/food', name: '知味观（湖滨总店）', city: '杭州市', county: '上城区', address: '', lat: 30.256, lng: 120.1655, dish: { id: 'd1', name: '东坡肉', description: '' } },
          { placeId: 'food-nb-gangyagou', page: 'pages/poi/detail/food', name: '缸鸭狗（城隍庙店）', city: '宁波市', county: '海曙区', address: '', lat: 29.87, lng: 121.55, dish: { id: 'd2', name: '宁波汤圆', description: '' } },
        ],
      }),
    );
    vi.spyOn(stampCalls, 'mine').mockResolvedValue(mine({ campaignId: 'sample-stamps-food', collected: 1, stamps: [{ placeId: 'food-nb-gangyagou', stampedAt: 1, distanceM: 5 }] }));
    renderPage(<FoodByCityPage />, '/pages/custom/food/index2');
    const hz = await screen.findByRole('region', { name: '杭州市' });
    expect(within(hz).getByText('招牌菜：东坡肉')).toBeTruthy();
    const nb = screen.getByRole('region', { name: '宁波市' });
    expect(await within(nb).findByText(/盖章$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到集章卡' })).toBeTruthy();
  });
});
