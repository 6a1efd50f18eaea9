// A vote tapped signed out is cast on coming back signed in (ui/intent.ts).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contest, Entry } from '../../api/photocontest';
import { auth } from '../../services';
import { intentCases } from '../../test/intentCases';
import { renderPage } from '../../test/renderPage';
import PhotoContestPage from './PhotoContestPage';
import { photoContests } from './photo/calls';

const URL = '/pages/actives/huawei';
const token = { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() };

const contest = {
  id: 'sample-photo-journey',
  title: '诗画浙江·秋色摄影大赛（示例）',
  theme: '诗画浙江·秋色',
  sample: true,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2026-12-31T10:00:00+08:00',
  rules: '每人每天可为每件作品投 1 票。',
  maxEntries: 3,
  winnersCount: 3,
  entries: 2,
  entriesLeft: null,
  winners: [],
} as Contest;

const entry = (over: Partial<Entry>): Entry => ({
  id: 11,
  contestId: 'sample-photo-journey',
  title: '西湖晨雾',
  caption: '',
  photo: null,
  place: null,
  authorName: '小周',
  mine: false,
  status: 'accepted',
  rejectReason: '',
  votes: 4,
  votedToday: false,
  atMs: Date.parse('2026-11-20T09:00:00+08:00'),
  ...over,
});

let vote: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue(undefined as never);
  vi.spyOn(photoContests, 'list').mockResolvedValue({ list: [contest] });
  vi.spyOn(photoContests, 'detail').mockResolvedValue(contest);
  vi.spyOn(photoContests, 'gallery').mockResolvedValue({ list: [entry({}), entry({ id: 12, title: '断桥残雪' })], total: 2, page: 1, size: 10 });
  vi.spyOn(photoContests, 'mine').mockResolvedValue({ list: [], total: 0, page: 1, size: 50 });
  vote = vi.fn(async () => ({ id: 12, votes: 8, votedToday: true }));
  vi.spyOn(photoContests, 'vote').mockImplementation(vote as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article') as HTMLElement;

describe('a photo contest vote kept through sign-in', () => {
  it('keeps the tapped entry and goes to sign in, voting for nothing yet', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<PhotoContestPage />, URL);
    fireEvent.click(within(await card('断桥残雪')).getByRole('button', { name: /为「断桥残雪」投票/ }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null')).toMatchObject({ action: 'vote', page: URL, params: { entry: 12 } });
    expect(vote).not.toHaveBeenCalled();
  });

  intentCases(() => ({
    action: 'vote',
    params: { entry: 12 },
    page: URL,
    mount: async () => {
      vi.spyOn(auth, 'token').mockReturnValue(token);
      renderPage(<PhotoContestPage />, URL);
      await card('断桥残雪');
    },
    made: () => vote.mock.calls.length,
    told: async () => {
      expect(vote.mock.calls[0]?.[0]).toBe(12);
      expect(await within(await card('断桥残雪')).findByText('投票成功，现有 8 票')).toBeTruthy();
      expect(within(await card('西湖晨雾')).queryByText(/投票成功/)).toBeNull();
    },
  }));
});
