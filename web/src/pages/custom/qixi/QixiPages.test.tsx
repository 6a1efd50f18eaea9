import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetail, MyProgress } from '../../../api/campaigns';
import type { QixiInvitation, QixiPair, QixiQuestions } from '../../../api/qixi';
import { campaigns } from '../../../features/campaign';
import { auth } from '../../../services';
import { renderPage } from '../../../test/renderPage';
import QixiIndexPage from './QixiIndexPage';
import QixiGiftPage from './QixiGiftPage';
import QixiMyPrizePage from './QixiMyPrizePage';
import QixiRulePage from './QixiRulePage';
import { qixi } from './qixi';

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

const detail = (): CampaignDetail => ({
  id: 'sample-qixi',
  title: '七夕默契配对（示例）',
  kind: 'qixi',
  page: 'pages/custom/qixi/index',
  sample: true,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2027-01-01T10:00:00+08:00',
  rules: '配对后双方各得 1 次抽奖机会。',
  eligibility: { phoneRequired: false, minPoints: 0 },
  limits: { perDay: 3, inAll: 10 },
  tasks: [{ task: 'qixi_paired', chances: 1, perDay: 3 }],
  prizes: [{ id: 'rose-tea', name: '玫瑰花茶礼盒', kind: 'physical', left: 20, chancePercent: 5, dailyCap: 2, price: 0 }],
  losePercent: 50,
});

const me = (chancesLeft: number): MyProgress => ({
  chancesLeft,
  drawsInAll: 0,
  drawsToday: 0,
  inAll: 10,
  perDay: 3,
  mayTakePart: true,
  points: 0,
  tasks: [{ task: 'qixi_paired', chances: 1, perDay: 3, doneToday: 1, serverOnly: true }],
});

const QUESTIONS = [
  { id: 'a', question: '最想在哪个季节出发？', options: ['春天', '夏天', '秋天'] },
  { id: 'b', question: '理想的旅行节奏是？', options: ['快', '慢'] },
  { id: 'c', question: '最想一起坐的船是？', options: ['摇橹船', '游船'] },
];

const questions = (): QixiQuestions => ({ campaignId: 'sample-qixi', days: 7, questions: QUESTIONS });

const invitation = (over: Partial<QixiInvitation> = {}): QixiInvitation => ({
  code: 'ABCDEFGHJK',
  inviter: '林**',
  state: 'open',
  role: null,
  createdAt: Date.UTC(2026, 10, 25),
  expiresAt: Date.UTC(2026, 11, 2),
  questions: QUESTIONS,
  ...over,
});

const openPair = (): QixiPair => ({
  code: 'ABCDEFGHJK',
  role: 'inviter',
  state: 'open',
  partner: null,
  createdAt: Date.UTC(2026, 10, 25),
  expiresAt: Date.UTC(2026, 11, 2),
  pairedAt: null,
  share: { url: 'https://trip.example.cn/ver3/pages/custom/qixi/index?invite=ABCDEFGHJK', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
  result: null,
});

const pairedPair = (role: 'inviter' | 'partner'): QixiPair => ({
  ...openPair(),
  role,
  state: 'paired',
  partner: role === 'inviter' ? '周**' : '林**',
  pairedAt: Date.UTC(2026, 10, 25, 2),
  share: null,
  result: {
    score: 67,
    same: 2,
    total: 3,
    level: 'in_tune',
    chance: { campaignId: 'sample-qixi', outcome: 'earned', chances: 1, chancesLeft: 1, message: null },
    items: [
      { question: '最想在哪个季节出发？', options: ['春天', '夏天', '秋天'], mine: 2, theirs: 2, same: true },
      { question: '理想的旅行节奏是？', options: ['快', '慢'], mine: 1, theirs: 1, same: true },
      { question: '最想一起坐的船是？', options: ['摇橹船', '游船'], mine: 0, theirs: 1, same: false },
    ],
  },
});

const answerAll = async (picks: string[]) => {
  for (const p of picks) fireEvent.click(await screen.findByRole('radio', { name: p }));
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
  vi.spyOn(campaigns, 'me').mockResolvedValue(me(1));
  vi.spyOn(qixi, 'mine').mockResolvedValue({ list: [], total: 0, page: 1, size: 20 });
  vi.spyOn(qixi, 'questions').mockResolvedValue(questions());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('custom/qixi/index', () => {
  it('asks a visitor who is not signed in to sign in first', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index');
    expect(await screen.findByRole('heading', { level: 2, name: '七夕 · 默契配对' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
  });

  it('answers the questions one at a time, opens an invitation and shows its link and code', async () => {
    signIn();
    vi.spyOn(qixi, 'questions').mockResolvedValue(questions());
    const invite = vi.spyOn(qixi, 'invite').mockResolvedValue(openPair());
    vi.spyOn(qixi, 'invitation').mockResolvedValue(invitation({ role: 'inviter' }));
    vi.spyOn(qixi, 'pair').mockResolvedValue(openPair());
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index');
    expect(await screen.findByText('还没有配对，发起一个邀请吧')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    expect(screen.getByText('第 1 / 3 题')).toBeTruthy();
    await answerAll(['秋天', '慢']);
    // Back to the first: the choice is kept.
    fireEvent.click(screen.getByRole('button', { name: '上一题' }));
    fireEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect(screen.getByRole('radio', { name: '秋天' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    const finish = screen.getByRole('button', { name: '完成，生成邀请' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '游船' }));
    fireEvent.click(finish);
    await waitFor(() => expect(invite).toHaveBeenCalledWith([2, 1, 1]));
    expect(await screen.findByRole('heading', { level: 2, name: '邀请已生成' })).toBeTruthy();
    expect(screen.getByText('邀请码 ABCDEFGHJK')).toBeTruthy();
    expect(screen.getByText(openPair().share!.url)).toBeTruthy();
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeTruthy();
    // The inviter on their own invitation waits for the partner, with the share action; no error.
    expect(screen.getByText(/^正在等 TA 来配对/)).toBeTruthy();
    expect(screen.queryByText(/不能和自己配对/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: '接受邀请，开始答题' })).toBeNull();
    expect(screen.getByRole('button', { name: '复制邀请链接' })).toBeTruthy();
  });

  it('lets the invited visitor answer the same questions and shows the shared result and the chance', async () => {
    signIn();
    vi.spyOn(qixi, 'invitation').mockResolvedValue(invitation());
    const accept = vi.spyOn(qixi, 'accept').mockResolvedValue(pairedPair('partner'));
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=abcdefghjk');
    expect(await screen.findByRole('heading', { level: 2, name: '林** 邀请你来配对' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '接受邀请，开始答题' }));
    await answerAll(['秋天', '慢', '游船']);
    fireEvent.click(screen.getByRole('button', { name: '完成，看看我们的默契' }));
    await waitFor(() => expect(accept).toHaveBeenCalledWith('ABCDEFGHJK', [2, 1, 1], expect.any(Function)));
    expect(await screen.findByRole('img', { name: '默契分 67 分' })).toBeTruthy();
    expect(screen.getByText('3 题中有 2 题想到了一起')).toBeTruthy();
    expect(screen.getByText('你得到了 1 次抽奖机会')).toBeTruthy();
    expect(screen.getAllByText('想到一起')).toHaveLength(2);
    expect(screen.getByText('各有所爱')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '抽一次' })).toBeTruthy();
    // The pairing task in the shared tasks panel, by its name and today's count.
    expect(screen.getByText('七夕配对成功')).toBeTruthy();
    expect(screen.getByText('今天 1 / 3，每次得 1 次机会')).toBeTruthy();
  });

  it('says so when the server refuses the pairing (taken meanwhile)', async () => {
    signIn();
    vi.spyOn(qixi, 'invitation').mockResolvedValue(invitation());
    vi.spyOn(qixi, 'accept').mockImplementation(async (_c, _a, refused) => {
      refused?.('这个邀请已经有人配对了，一个邀请只能配对一次');
      return false;
    });
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=ABCDEFGHJK');
    fireEvent.click(await screen.findByRole('button', { name: '接受邀请，开始答题' }));
    await answerAll(['春天', '快', '摇橹船']);
    fireEvent.click(screen.getByRole('button', { name: '完成，看看我们的默契' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('这个邀请已经有人配对了');
    expect(screen.getByRole('link', { name: '我也来发起一个邀请' })).toBeTruthy();
  });

  it('shows a paired, expired or unknown invitation as such, and retries a failed one', async () => {
    signIn();
    vi.spyOn(qixi, 'invitation').mockResolvedValue(invitation({ state: 'paired' }));
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=ABCDEFGHJK');
    expect(await screen.findByText('这个邀请已经配对过了，一个邀请只能配对一次')).toBeTruthy();
    cleanup();
    vi.spyOn(qixi, 'invitation').mockResolvedValue(invitation({ state: 'expired' }));
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=ABCDEFGHJK');
    expect(await screen.findByText('这个邀请已过期，没能等到配对')).toBeTruthy();
    cleanup();
    vi.spyOn(qixi, 'invitation').mockResolvedValue(null);
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=ABCDEFGHJK');
    expect(await screen.findByText('没有找到这个邀请，链接可能不完整')).toBeTruthy();
    cleanup();
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=short');
    expect(await screen.findByText('没有找到这个邀请，链接可能不完整')).toBeTruthy();
    cleanup();
    vi.spyOn(qixi, 'invitation').mockResolvedValueOnce(false).mockResolvedValue(invitation());
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=ABCDEFGHJK');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: '林** 邀请你来配对' })).toBeTruthy();
  });

  it('shows either of a made pair the same result on the link', async () => {
    signIn();
    vi.spyOn(qixi, 'invitation').mockResolvedValue(invitation({ state: 'paired', role: 'inviter' }));
    vi.spyOn(qixi, 'pair').mockResolvedValue(pairedPair('inviter'));
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index?invite=ABCDEFGHJK');
    expect(await screen.findByRole('img', { name: '默契分 67 分' })).toBeTruthy();
    expect(screen.getByText('与 周** 的配对')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '接受邀请，开始答题' })).toBeNull();
  });
});

describe('custom/qixi/rule', () => {
  it('shows the campaign rules from the server', async () => {
    renderPage(<QixiRulePage />, '/pages/custom/qixi/rule');
    expect(await screen.findByText('配对后双方各得 1 次抽奖机会。')).toBeTruthy();
  });

  it('is the campaign the server credits pairs in, as its questions name it', async () => {
    vi.spyOn(qixi, 'questions').mockResolvedValue({ ...questions(), campaignId: 'qixi-2027' });
    const read = vi.spyOn(campaigns, 'detail').mockResolvedValue({ ...detail(), id: 'qixi-2027' });
    renderPage(<QixiRulePage />, '/pages/custom/qixi/rule');
    expect(await screen.findByText('配对后双方各得 1 次抽奖机会。')).toBeTruthy();
    expect(read.mock.calls.map(([id]) => id)).toEqual(['qixi-2027']);
    cleanup();
    signIn();
    renderPage(<QixiIndexPage />, '/pages/custom/qixi/index');
    await waitFor(() => expect(campaigns.me).toHaveBeenCalledWith('qixi-2027'));
    expect(read.mock.calls.every(([id]) => id === 'qixi-2027')).toBe(true);
  });
});

describe('custom/qixi/gift and myprize', () => {
  it('shows the prize pool', async () => {
    vi.spyOn(campaigns, 'winners').mockResolvedValue({ list: [] });
    renderPage(<QixiGiftPage />, '/pages/custom/qixi/gift');
    expect(await screen.findByText('玫瑰花茶礼盒')).toBeTruthy();
  });

  it('asks for a sign-in on my prizes, and lists none with the way to the game', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    renderPage(<QixiMyPrizePage />, '/pages/custom/qixi/myprize');
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    cleanup();
    signIn();
    vi.spyOn(campaigns, 'myPrizes').mockResolvedValue({ list: [], total: 0, page: 1, size: 50 });
    renderPage(<QixiMyPrizePage />, '/pages/custom/qixi/myprize');
    expect(await screen.findByRole('button', { name: '开始答题' })).toBeTruthy();
  });
});
