import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import { campaignHref, kindWord } from './hub';
import PhotoContestPage from './PhotoContestPage';
import type { Contest, ContestCard, Entry } from '../../api/photocontest';
import { photoContests } from './photo/calls';
import { toastFeedback } from '../../ui/feedback';

const URL = '/pages/actives/huawei';
const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

const card = (over: Partial<ContestCard> = {}): ContestCard => ({
  id: 'sample-photo-journey',
  title: '诗画浙江·秋色摄影大赛（示例）',
  theme: '诗画浙江·秋色',
  sample: true,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2026-12-31T10:00:00+08:00',
  ...over,
});

const contest = (over: Partial<Contest> = {}): Contest => ({
  ...card(),
  rules: '每人每天可为每件作品投 1 票。',
  maxEntries: 3,
  winnersCount: 3,
  entries: 1,
  entriesLeft: null,
  winners: [],
  ...over,
});

const entry = (over: Partial<Entry> = {}): Entry => ({
  id: 11,
  contestId: 'sample-photo-journey',
  title: '西湖晨雾',
  caption: '断桥边的早晨。',
  photo: { id: 'm1', url: '/ver3/api/v3/media/m1', thumbUrl: '/ver3/api/v3/media/m1/thumb', width: 800, height: 600 },
  place: { id: 'scenic-hz-xihu', name: '西湖风景名胜区' },
  authorName: '小周',
  mine: false,
  status: 'accepted',
  rejectReason: '',
  votes: 4,
  votedToday: false,
  atMs: Date.parse('2026-11-20T09:00:00+08:00'),
  ...over,
});

const page = (list: Entry[]) => ({ list, total: list.length, page: 1, size: 10 });

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue(undefined as never);
  vi.spyOn(photoContests, 'list').mockResolvedValue({ list: [card()] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('actives/huawei (the photo contest)', () => {
  it('shows the theme, the gallery with votes, and the server refusing a second vote in its words', async () => {
    signIn();
    vi.spyOn(photoContests, 'detail').mockResolvedValue(contest());
    vi.spyOn(photoContests, 'gallery').mockResolvedValue(page([entry()]));
    const vote = vi
      .spyOn(photoContests, 'vote')
      .mockResolvedValueOnce({ id: 11, votes: 5, votedToday: true })
      .mockImplementationOnce(async (_id, onRefused) => {
        onRefused({ message: '今天已经为这件作品投过票了，明天再来吧' });
        return false;
      });
    renderPage(<PhotoContestPage />, URL);
    expect(await screen.findByRole('heading', { level: 2, name: '诗画浙江·秋色摄影大赛（示例）' })).toBeTruthy();
    expect(screen.getByText('主题：诗画浙江·秋色')).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 3, name: '西湖晨雾' })).closest('article') as HTMLElement;
    expect(within(card).getByText('4 票')).toBeTruthy();
    expect(within(card).getByText('拍摄于 西湖风景名胜区')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /为「西湖晨雾」投票，现有 4 票/ }));
    expect(await within(card).findByText('投票成功，现有 5 票')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /为「西湖晨雾」投票，现有 5 票/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(card).getByRole('button', { name: /为「西湖晨雾」投票，现有 5 票/ }));
    expect((await within(card).findByRole('alert')).textContent).toBe('今天已经为这件作品投过票了，明天再来吧');
    expect(vote).toHaveBeenCalledTimes(2);
  });

  it('reports someone else\'s entry in the gallery with the reviews\' sheet of reasons, never one\'s own', async () => {
    signIn();
    vi.spyOn(photoContests, 'detail').mockResolvedValue(contest());
    vi.spyOn(photoContests, 'gallery').mockResolvedValue(page([entry(), entry({ id: 12, title: '我的作品', mine: true })]));
    const report = vi.spyOn(photoContests, 'report').mockResolvedValue({ id: 11, reported: true });
    const toast = vi.spyOn(toastFeedback, 'toast').mockImplementation(() => undefined);
    renderPage(<PhotoContestPage />, URL);
    const card = (await screen.findByRole('heading', { level: 3, name: '西湖晨雾' })).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: '举报“西湖晨雾”' }));
    expect(await screen.findByRole('heading', { name: '举报这件作品' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '辱骂或不友善' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith(11, 'abuse'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已收到举报，谢谢'));
    const mine = screen.getByRole('heading', { level: 3, name: '我的作品' }).closest('article') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: /举报/ })).toBeNull();
  });

  it('asks a visitor who is not signed in to sign in before reporting an entry', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null as never);
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    vi.spyOn(photoContests, 'detail').mockResolvedValue(contest());
    vi.spyOn(photoContests, 'gallery').mockResolvedValue(page([entry()]));
    const report = vi.spyOn(photoContests, 'report');
    renderPage(<PhotoContestPage />, URL);
    const card = (await screen.findByRole('heading', { level: 3, name: '西湖晨雾' })).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: '举报“西湖晨雾”' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('登录后才能举报');
    expect(login).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: '举报这件作品' })).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('asks a visitor who is not signed in to sign in before entering a photo', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null as never);
    vi.spyOn(photoContests, 'detail').mockResolvedValue(contest());
    vi.spyOn(photoContests, 'gallery').mockResolvedValue(page([]));
    renderPage(<PhotoContestPage />, URL);
    expect(await screen.findByText('还没有展出的作品，快来投稿吧')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我要投稿' }));
    expect(await screen.findByText('登录后才能投稿和查看自己的作品')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
  });

  it('shows my entries with their states and what is left', async () => {
    signIn();
    vi.spyOn(photoContests, 'detail').mockResolvedValue(contest({ entriesLeft: 1 }));
    vi.spyOn(photoContests, 'gallery').mockResolvedValue(page([]));
    vi.spyOn(photoContests, 'mine').mockResolvedValue(
      page([entry({ id: 1, title: '等审核', mine: true, status: 'submitted' }), entry({ id: 2, title: '没通过', mine: true, status: 'rejected', rejectReason: '与主题无关' })]),
    );
    renderPage(<PhotoContestPage />, URL);
    fireEvent.click(await screen.findByRole('button', { name: '我的投稿' }));
    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.getByText('未通过：与主题无关')).toBeTruthy();
    expect(screen.getByText('还可投稿 1 件（每人最多 3 件在审核中或已展出）')).toBeTruthy();
  });

  it('names the winners once the contest has ended, and takes no votes', async () => {
    vi.spyOn(photoContests, 'detail').mockResolvedValue(contest({ status: 'ended', winners: [entry({ votes: 9 })] }));
    vi.spyOn(photoContests, 'gallery').mockResolvedValue(page([entry({ votes: 9 })]));
    renderPage(<PhotoContestPage />, URL);
    expect(await screen.findByRole('heading', { level: 2, name: '获奖作品' })).toBeTruthy();
    expect(screen.getByText('第 1 名')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /投票/ })).toBeNull();
  });

  it('retries a failed load, and says when there is no contest', async () => {
    const list = vi.spyOn(photoContests, 'list').mockResolvedValueOnce(false).mockResolvedValue({ list: [] });
    renderPage(<PhotoContestPage />, URL);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('现在没有摄影大赛')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('is where the campaign hub leads the photo contest, named as one', () => {
    // The server names actives/huawei as a contest's page (docs/CAMPAIGN_PAGES.md).
    expect(campaignHref({ id: 'sample-photo-journey', page: 'pages/actives/huawei' })).toBe('/pages/actives/huawei');
    expect(kindWord({ page: 'pages/actives/huawei' })).toBe('actives.kind.photo');
  });
});
