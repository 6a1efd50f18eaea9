import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard, PlaySession, WukongRules } from '../../../api/games';
import { auth } from '../../../services';
import { renderPage } from '../../../test/renderPage';
import { games } from './calls';
import WukongIndexPage from './WukongIndexPage';
import WukongPlayPage from './WukongPlayPage';

const rules: WukongRules = {
  roundSeconds: 45,
  spawnMs: 600,
  peachPoints: 10,
  goldenPoints: 30,
  maxPointsPerSecond: 50,
  maxRoundScore: 2250,
  chanceTiers: [200, 500],
  campaignId: 'sample-wukong',
};
const board = (period: 'today' | 'all', names: [string, number, boolean][]): Leaderboard => ({
  period,
  day: period === 'today' ? '2026-11-25' : null,
  entries: names.map(([name, score, mine], i) => ({ rank: i + 1, name, score, mine })),
});

const signedIn = (yes: boolean) => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(auth, 'token').mockReturnValue(yes ? { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() } : null);
};

beforeEach(() => vi.spyOn(games, 'rules').mockResolvedValue(rules));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('custom/wukong/index', () => {
  it('shows the rules, my best and the boards of today and all time', async () => {
    signedIn(true);
    vi.spyOn(games, 'mine').mockResolvedValue({ best: 320, bestToday: 120, rounds: 3 });
    const lb = vi
      .spyOn(games, 'leaderboard')
      .mockImplementation(async (p) => (p === 'today' ? board('today', [['猪**', 150, false], ['孙**', 120, true]]) : board('all', [['孙**', 320, true]])));
    renderPage(<WukongIndexPage />, '/pages/custom/wukong/index');
    expect(await screen.findByText('单局达到 200 分得 1 次抽奖机会，达到 500 分再得 1 次')).toBeTruthy();
    expect(await screen.findByText(/我的最好成绩：320 分/)).toBeTruthy();
    const lines = await screen.findAllByRole('listitem');
    expect(lines.some((l) => l.textContent === '1猪**150 分')).toBe(true);
    expect(lines.some((l) => l.textContent === '2孙**（我）120 分')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: '总榜' }));
    expect(await screen.findByText('320 分')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '总榜' }).getAttribute('aria-selected')).toBe('true');
    expect(lb).toHaveBeenCalledWith('all');
    expect(screen.getByRole('link', { name: '开始游戏' }).getAttribute('href')).toBe('/pages/custom/wukong/play');
  });

  it('asks a signed-out visitor to sign in, and offers a retry when the board fails', async () => {
    signedIn(false);
    const lb = vi.spyOn(games, 'leaderboard').mockResolvedValueOnce(false).mockResolvedValue(board('today', []));
    renderPage(<WukongIndexPage />, '/pages/custom/wukong/index');
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '开始游戏' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有人上榜，来当第一名')).toBeTruthy();
    expect(lb).toHaveBeenCalledTimes(2);
  });
});

describe('custom/wukong/play', () => {
  it('opens a session on the server when the visitor starts, and can be muted', async () => {
    signedIn(true);
    const session: PlaySession = {
      session: 's',
      sessionId: 'AAAAAAAAAAAAAAAAAAAA',
      seed: 7,
      startedAt: 1,
      expiresAt: 2,
      rules,
    };
    const open = vi.spyOn(games, 'open').mockResolvedValue(session);
    renderPage(<WukongPlayPage />, '/pages/custom/wukong/play');
    const go = await screen.findByRole('button', { name: '开始' });
    await waitFor(() => expect((go as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(go);
    expect(await screen.findByRole('img', { name: '游戏画面：孙悟空驾云接仙桃' })).toBeTruthy();
    expect(open).toHaveBeenCalledOnce();
    expect(screen.getByText('剩余 45 秒')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭声音' }));
    expect(screen.getByRole('button', { name: '打开声音' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(screen.getByText('已暂停')).toBeTruthy();
  });
});
