import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckinAnswer, CheckinToday } from '../../api/checkin';
import { addWords } from '../../i18n';
import { campaign as words } from '../../i18n/zh-CN/campaign';
import { renderPage, setUpVisitor } from '../../test/foodFixtures';
import { toastFeedback } from '../../ui/feedback';
import { checkin } from './calls';
import { DailyCheckin } from './DailyCheckin';

addWords(words);

const today = (over: Partial<CheckinToday> = {}): CheckinToday => ({
  day: '2026-11-25',
  done: false,
  points: 5,
  pointsDone: false,
  chances: [
    { campaignId: 'a', title: '游浙好运抽奖', chances: 1, earned: false },
    { campaignId: 'b', title: '自驾盲盒', chances: 2, earned: false },
  ],
  ...over,
});

beforeEach(() => {
  setUpVisitor();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the one daily check-in', () => {
  it('says what it gives, and after one press every button on the page says 今日已签到', async () => {
    vi.spyOn(checkin, 'today').mockResolvedValue(today());
    const given: CheckinAnswer = {
      already: false,
      points: 5,
      balance: 5,
      chances: [
        { campaignId: 'a', title: '游浙好运抽奖', chances: 1 },
        { campaignId: 'b', title: '自驾盲盒', chances: 2 },
      ],
      today: today({ done: true, pointsDone: true, chances: today().chances.map((c) => ({ ...c, earned: true })) }),
    };
    const press = vi.spyOn(checkin, 'press').mockResolvedValue(given);
    const toast = vi.spyOn(toastFeedback, 'toast').mockImplementation(() => undefined);
    const onChecked = vi.fn();
    renderPage(
      <>
        <DailyCheckin onChecked={onChecked} />
        <DailyCheckin compact />
      </>,
      '/pages/tour/integral',
    );
    expect(await screen.findByText('今天签到得：积分 +5 · 游浙好运抽奖 抽奖机会 +1 · 自驾盲盒 抽奖机会 +2')).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: '签到' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '今日已签到' })).toHaveLength(2));
    for (const b of screen.getAllByRole('button', { name: '今日已签到' })) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(press).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('签到成功：积分 +5 · 2 个活动各得抽奖机会');
    expect(onChecked).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^今天已得：积分 \+5/)).toBeTruthy();
  });

  it('counts many campaigns in one line and names them under 哪些活动', async () => {
    const many = ['游浙好运抽奖', '自驾盲盒', '七夕默契配对', '悟空摘仙桃'].map((title, i) => ({ campaignId: `c${i}`, title, chances: 1, earned: false }));
    vi.spyOn(checkin, 'today').mockResolvedValue(today({ chances: many }));
    renderPage(<DailyCheckin />, '/pages/tour/integral');
    expect(await screen.findByText('今天签到得：积分 +5 · 4 个活动各得抽奖机会')).toBeTruthy();
    fireEvent.click(screen.getByText('哪些活动'));
    for (const title of ['游浙好运抽奖', '悟空摘仙桃']) expect(screen.getByText(`${title} 抽奖机会 +1`)).toBeTruthy();
  });

  it('shows 今日已签到 from the server on arrival, with nothing to press', async () => {
    vi.spyOn(checkin, 'today').mockResolvedValue(today({ done: true, pointsDone: true, chances: [] }));
    const press = vi.spyOn(checkin, 'press');
    renderPage(<DailyCheckin />, '/pages/actives/index');
    const b = await screen.findByRole('button', { name: '今日已签到' });
    expect((b as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(b);
    expect(press).not.toHaveBeenCalled();
    expect(screen.getByText('今天已得：积分 +5')).toBeTruthy();
  });
});
