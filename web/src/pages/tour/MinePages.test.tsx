import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteItem, FavouritePage } from '../../api/favourites';
import type { PointsSummary } from '../../api/points';
import { checkinKey } from '../../api/points';
import { checkin } from '../../features/checkin';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import { FavouriteHeart } from '../../ui/FavouriteHeart';
import CollectPage from './CollectPage';
import IntegralListPage from './IntegralListPage';
import IntegralPage from './IntegralPage';
import { favourites, identity, points } from './mineCalls';

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(identity, 'profile').mockResolvedValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = (over: Partial<FavouriteItem> = {}): FavouriteItem => ({
  kind: 'place',
  id: 'scenic-hz-xihu',
  name: 'West Lake',
  page: 'pages/poi/detail/scenic',
  cover: '/c.svg',
  gone: false,
  saved_at: '2026-11-25T08:00:00+08:00',
  ...over,
});

const favPage = (list: FavouriteItem[]): FavouritePage => ({
  list,
  total: list.length,
  page: 1,
  size: 20,
  kinds: [
    { kind: 'place', count: list.filter((i) => i.kind === 'place').length },
    { kind: 'dish', count: 0 },
    { kind: 'line', count: 0 },
    { kind: 'person', count: list.filter((i) => i.kind === 'person').length },
    { kind: 'topic', count: 0 },
  ],
});

const summary = (over: Partial<PointsSummary> = {}): PointsSummary => ({
  balance: 40,
  level: { name: 'L0', min: 0 },
  next: { name: 'L1', min: 100 },
  tasks: [
    { event: 'checkin', description: 'Check in', points: 5, daily_cap: 1, done_today: 0, visitor_may_post: true },
    { event: 'review_published', description: 'Review', points: 10, daily_cap: 3, done_today: 0, visitor_may_post: false },
    { event: 'campaign', description: 'Campaign', points: 50, daily_cap: 5, done_today: 0, visitor_may_post: false },
  ],
  ...over,
});

describe('tour/collect', () => {
  it('without a token offers to sign in and calls nothing', async () => {
    const list = vi.spyOn(favourites, 'list');
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<CollectPage />, '/pages/tour/collect');
    expect(await screen.findByText('登录后即可收藏喜欢的地方和美食，每日签到攒积分')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回首页逛逛' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '手机号登录' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(list).not.toHaveBeenCalled();
  });

  it('lists favourites by kind, links each, shows withdrawn ones, removes with undo', async () => {
    signIn();
    const list = vi.spyOn(favourites, 'list').mockResolvedValue(favPage([item(), item({ kind: 'person', id: 'p-gone', name: '', page: null, cover: null, gone: true })]));
    const remove = vi.spyOn(favourites, 'remove').mockResolvedValue({ kind: 'place', id: 'scenic-hz-xihu', saved: false });
    const save = vi.spyOn(favourites, 'save').mockResolvedValue({ kind: 'place', id: 'scenic-hz-xihu', saved: true });
    renderPage(<CollectPage />, '/pages/tour/collect');
    const link = await screen.findByRole('link', { name: /West Lake/ });
    expect(link.getAttribute('href')).toBe('/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(screen.getAllByText('已下架').length).toBeGreaterThan(0);
    expect(screen.getByText('共2个收藏')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: /名人/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ kind: 'person', page: 1, size: 20 }));
    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: /全部/ }));

    fireEvent.click(await screen.findByRole('button', { name: '删除收藏：West Lake' }));
    expect(remove).toHaveBeenCalledWith('place', 'scenic-hz-xihu');
    await waitFor(() => expect(screen.queryByRole('link', { name: /West Lake/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('place', 'scenic-hz-xihu'));
    expect(await screen.findByRole('link', { name: /West Lake/ })).toBeTruthy();
  });

  it('a swipe to the left opens the row’s 删除; scrolling does not', async () => {
    signIn();
    vi.spyOn(favourites, 'list').mockResolvedValue(favPage([item()]));
    const remove = vi.spyOn(favourites, 'remove').mockResolvedValue({ kind: 'place', id: 'scenic-hz-xihu', saved: false });
    renderPage(<CollectPage />, '/pages/tour/collect');
    const row = (await screen.findByRole('link', { name: /West Lake/ })).closest('li')!;
    fireEvent.touchStart(row, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(row, { changedTouches: [{ clientX: 290, clientY: 220 }] });
    expect(screen.getAllByRole('button', { name: '删除收藏：West Lake' })).toHaveLength(1);
    fireEvent.touchStart(row, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(row, { changedTouches: [{ clientX: 200, clientY: 104 }] });
    const both = screen.getAllByRole('button', { name: '删除收藏：West Lake' });
    expect(both).toHaveLength(2);
    fireEvent.click(both[1]!);
    expect(remove).toHaveBeenCalledWith('place', 'scenic-hz-xihu');
  });

  it('says when there is nothing, and retries a failed list', async () => {
    signIn();
    vi.spyOn(favourites, 'list').mockResolvedValueOnce(false).mockResolvedValue(favPage([]));
    renderPage(<CollectPage />, '/pages/tour/collect');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有收藏，看到喜欢的点一下爱心吧')).toBeTruthy();
  });
});

describe('tour/integral', () => {
  it('shows balance, level and progress, checks in once a day and refreshes', async () => {
    signIn();
    const load = vi.spyOn(points, 'summary').mockResolvedValueOnce(summary()).mockResolvedValue(summary({ balance: 45, tasks: [{ ...summary().tasks[0]!, done_today: 1 }, ...summary().tasks.slice(1)] }));
    const day = { day: '2026-11-25', points: 5, chances: [{ campaignId: 'a', title: '好运抽奖', chances: 1, earned: false }] };
    vi.spyOn(checkin, 'today').mockResolvedValue({ ...day, done: false, pointsDone: false });
    const press = vi.spyOn(checkin, 'press').mockResolvedValue({
      already: false,
      points: 5,
      balance: 45,
      chances: [{ campaignId: 'a', title: '好运抽奖', chances: 1 }],
      today: { ...day, done: true, pointsDone: true, chances: [{ ...day.chances[0]!, earned: true }] },
    });
    renderPage(<IntegralPage />, '/pages/tour/integral');
    expect(await screen.findByText('40')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('再得 60 分升级为“L1”')).toBeTruthy();
    // Tasks the server credits say where they are done; a campaign's points prize is drawn.
    expect(screen.getByText('在景点、酒店、美食页写点评')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去抽奖' }).getAttribute('href')).toContain('/pages/custom/huawei/index');
    expect(screen.queryByText('即将开放')).toBeNull();
    // The one daily check-in says what it gives: the points and the campaign's chance.
    expect(await screen.findByText('今天签到得：积分 +5 · 好运抽奖 抽奖机会 +1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    await waitFor(() => expect(press).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: '今日已签到' })).toHaveProperty('disabled', true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refreshes when pulled down from the top', async () => {
    signIn();
    const load = vi.spyOn(points, 'summary').mockResolvedValueOnce(summary()).mockResolvedValue(summary({ balance: 50 }));
    renderPage(<IntegralPage />, '/pages/tour/integral');
    const balance = await screen.findByText('40');
    const page = balance.closest('.mine')!;
    fireEvent.touchStart(page, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(page, { touches: [{ clientX: 100, clientY: 140 }] });
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    fireEvent.touchMove(page, { touches: [{ clientX: 100, clientY: 200 }] });
    expect(screen.getByText('松开刷新')).toBeTruthy();
    fireEvent.touchEnd(page);
    expect(await screen.findByText('50')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries a failed load', async () => {
    signIn();
    vi.spyOn(points, 'summary').mockResolvedValueOnce(false).mockResolvedValue(summary());
    renderPage(<IntegralPage />, '/pages/tour/integral');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('40')).toBeTruthy();
  });

  it('leads to the points shop and the campaign hub, signed in or not', async () => {
    signIn();
    vi.spyOn(points, 'summary').mockResolvedValue(summary());
    renderPage(<IntegralPage />, '/pages/tour/integral');
    expect((await screen.findByRole('link', { name: /积分商城/ })).getAttribute('href')).toBe('/pages/actives/shop');
    expect(screen.getByRole('link', { name: /活动中心/ }).getAttribute('href')).toBe('/pages/actives/index');
    cleanup();
    vi.mocked(auth.token).mockReturnValue(null);
    renderPage(<IntegralPage />, '/pages/tour/integral');
    expect(await screen.findByRole('heading', { name: '登录后查看' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /积分商城/ }).getAttribute('href')).toBe('/pages/actives/shop');
    expect(screen.getByRole('link', { name: /活动中心/ }).getAttribute('href')).toBe('/pages/actives/index');
  });

  it('keys the check-in by the Shanghai day', () => {
    expect(checkinKey(new Date('2026-11-24T16:30:00Z'))).toBe('checkin-2026-11-25');
    expect(checkinKey(new Date('2026-11-24T15:59:00Z'))).toBe('checkin-2026-11-24');
  });
});

describe('tour/integrallist', () => {
  it('lists records newest first, and says when there are none', async () => {
    signIn();
    vi.spyOn(points, 'records').mockResolvedValue({ list: [{ id: 2, event: 'checkin', description: 'Check in', points: 5, at: '2026-11-25T08:01:02+08:00' }], total: 1, page: 1, size: 20 });
    renderPage(<IntegralListPage />, '/pages/tour/integrallist');
    expect(await screen.findByText('+5 分')).toBeTruthy();
    expect(screen.getByText('2026-11-25 08:01')).toBeTruthy();
    cleanup();
    vi.spyOn(points, 'records').mockResolvedValue({ list: [], total: 0, page: 1, size: 20 });
    renderPage(<IntegralListPage />, '/pages/tour/integrallist');
    expect(await screen.findByText('还没有积分记录，去签到吧')).toBeTruthy();
  });
});

describe('the favourite heart', () => {
  it('shows the saved state and puts itself back when saving fails', async () => {
    signIn();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const data = url.includes('/state') ? { kind: 'place', saved: [] } : null;
      const body = init?.method === 'PUT' ? { code: 50000, msg: 'x', data: null, extend: { code: 2000 } } : { code: 0, msg: 'ok', data, extend: { code: 2000 } };
      return new Response(JSON.stringify(body));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<FavouriteHeart kind="place" id="scenic-hz-xihu" />, '/pages/poi/detail/scenic');
    const heart = await screen.findByRole('button', { name: '收藏' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith('/ver3/api/v3/favourites/place/scenic-hz-xihu') && i?.method === 'PUT')).toBe(true);
  });
});
