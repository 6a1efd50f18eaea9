import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyPrize } from '../../api/campaigns';
import type { PointsSummary } from '../../api/points';
import { campaigns } from '../../features/campaign';
import { auth } from '../../services';
import { paged, renderPage } from '../../test/renderPage';
import MineHomePage from './MineHomePage';
import MineListPage, { campaignPageOf } from './MineListPage';
import { counts, identity, lists, points, type MyReview } from './mineCalls';

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
const profile = { uid: 'u-1234abcd', openid: null, phone: '13800138000', nickname: '', avatar: '', usertype: 'normal' as const, points: 40, alipay: false };
const summary: PointsSummary = { balance: 40, level: { name: '新游客', min: 0 }, next: { name: '浙行者', min: 100 }, tasks: [] };
const total = (n: number) => Promise.resolve({ ...paged([], n) });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('elder');
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(identity, 'profile').mockResolvedValue(profile);
  vi.spyOn(points, 'summary').mockResolvedValue(summary);
  for (const [kind, n] of Object.entries({ favourites: 3, prizes: 1, reviews: 2, notes: 0, corrections: 4, camping: 1 }))
    vi.spyOn(counts, kind as keyof typeof counts).mockImplementation(() => total(n) as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.classList.remove('elder');
});

describe('mine/index', () => {
  it('signed out: the way in and the elder switch, and nothing of an account asked for', async () => {
    renderPage(<MineHomePage />, '/pages/mine/index');
    expect(await screen.findByRole('button', { name: '手机号登录' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '长辈模式' })).toBeTruthy();
    expect(screen.getByText('简体中文')).toBeTruthy();
    expect(screen.getByText('更多语言即将推出')).toBeTruthy();
    expect(counts.favourites).not.toHaveBeenCalled();
    expect(identity.profile).not.toHaveBeenCalled();
    expect(screen.queryByText('我的收藏')).toBeNull();
  });

  it('signed in: 游客 and the id’s tail with the drawn avatar, points and level, every list with its count', async () => {
    signIn();
    renderPage(<MineHomePage />, '/pages/mine/index');
    expect(await screen.findByRole('heading', { name: '游客abcd' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '头像' }).tagName.toLowerCase()).toBe('svg');
    // 编辑资料 leads to the profile page.
    expect(screen.getByRole('link', { name: '编辑资料' }).getAttribute('href')).toBe('/pages/mine/profile');
    const pointsLink = screen.getByRole('link', { name: '积分与等级' });
    expect(pointsLink.getAttribute('href')).toBe('/pages/tour/integral');
    expect(await within(pointsLink).findByText('等级：新游客')).toBeTruthy();
    const entry = (name: string) => screen.getByText(name).closest('a') as HTMLAnchorElement;
    expect(await within(entry('我的收藏')).findByText('3')).toBeTruthy();
    expect(entry('我的收藏').getAttribute('href')).toBe('/pages/tour/collect');
    expect(within(entry('我的点评')).getByText('2')).toBeTruthy();
    expect(entry('我的点评').getAttribute('href')).toBe('/pages/mine/list?kind=reviews');
    expect(entry('我的奖品').getAttribute('href')).toBe('/pages/mine/list?kind=prizes');
    expect(within(entry('我的纠错')).getByText('4')).toBeTruthy();
    expect(entry('我的纠错').getAttribute('href')).toBe('/pages/newcate/error');
    expect(entry('露营报名').getAttribute('href')).toBe('/pages/actives/camping');
    expect(within(entry('我的积分')).getByText('40')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的数据' })).toBeTruthy();
  });

  it('shows the nickname and avatar the visitor set', async () => {
    signIn();
    vi.mocked(identity.profile).mockResolvedValue({ ...profile, nickname: '西湖客', avatar: '/a.png' });
    renderPage(<MineHomePage />, '/pages/mine/index');
    expect(await screen.findByRole('heading', { name: '西湖客' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe('/a.png');
  });

  it('switches elder mode from the settings and remembers it', async () => {
    signIn();
    renderPage(<MineHomePage />, '/pages/mine/index');
    fireEvent.click(await screen.findByRole('switch', { name: '长辈模式' }));
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    expect(screen.getByRole('switch', { name: '长辈模式' }).getAttribute('aria-checked')).toBe('true');
  });
});

const review = (over: Partial<MyReview>): MyReview => ({
  id: 1,
  targetKind: 'place',
  targetId: 'scenic-hz-xihu',
  targetName: '西湖风景名胜区',
  page: 'pages/poi/detail/scenic',
  rating: 5,
  text: '湖光山色',
  photos: [],
  authorName: '游客abcd',
  authorAvatar: '',
  mine: true,
  status: 'published',
  rejectionReason: null,
  createdAt: '2026-11-25T08:00:00+08:00',
  ...over,
});

describe('mine/list', () => {
  it('lists my reviews with where each stands, the reason of a refusal, and the page of what was reviewed', async () => {
    signIn();
    vi.spyOn(lists, 'reviews').mockResolvedValue(
      paged([
        review({ id: 3, status: 'rejected', rejectionReason: '广告', targetName: '东坡肉', targetKind: 'dish', targetId: 'dish-1', page: 'pages/newcate/newdetail' }),
        review({ id: 2, status: 'pending', text: '待看' }),
        review({ id: 1, targetName: '', page: null }),
      ]),
    );
    renderPage(<MineListPage />, '/pages/mine/list?kind=reviews');
    expect(await screen.findByText('共 3 条')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByText('未通过')).toBeTruthy();
    expect(within(rows[0]).getByText('未通过原因：广告')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: '东坡肉' }).getAttribute('href')).toBe('/pages/newcate/newdetail?id=dish-1');
    expect(within(rows[1]).getByText('待审核')).toBeTruthy();
    expect(within(rows[2]).getByText('已发布')).toBeTruthy();
    expect(within(rows[2]).getByText('已下架的内容')).toBeTruthy();
    expect(within(rows[2]).queryByRole('link')).toBeNull();
  });

  it('says so when there are no reviews yet, and offers a retry when they fail', async () => {
    signIn();
    const load = vi.spyOn(lists, 'reviews').mockResolvedValueOnce(false).mockResolvedValue(paged([]));
    renderPage(<MineListPage />, '/pages/mine/list?kind=reviews');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有写过点评，去景点、酒店、美食页写一条吧')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  const prize = (over: Partial<MyPrize>): MyPrize => ({
    id: 7,
    campaignId: 'tea',
    campaignTitle: '春茶节',
    code: 'ABCDE-FGHJK',
    qr: 'youzhe-prize:ABCDEFGHJK',
    expiresAt: '2026-12-25T10:00:00+08:00',
    wonAt: '2026-11-25T10:00:00+08:00',
    kind: 'coupon',
    name: '茶叶券',
    needsAddress: false,
    pointsSpent: 0,
    prizeId: 'coupon',
    state: 'redeemed',
    page: 'pages/actives/active2',
    ...over,
  });

  it('lists prizes from every campaign, each with the way to its campaign page', async () => {
    signIn();
    vi.spyOn(campaigns, 'myPrizes').mockResolvedValue(paged([prize({}), prize({ id: 8, campaignId: 'box', name: '盲盒', page: 'pages/custom/huawei/index' })]));
    renderPage(<MineListPage />, '/pages/mine/list?kind=prizes');
    expect(await screen.findByText('茶叶券')).toBeTruthy();
    const go = screen.getAllByRole('link', { name: '去活动页' }).map((a) => a.getAttribute('href'));
    expect(go).toEqual(['/pages/actives/active2?id=tea', '/pages/custom/huawei/index']);
    expect(campaignPageOf(prize({ page: null }))).toBeNull();
  });

  it('an unknown list says so with the way back to 我的; signed out it offers the way in', async () => {
    renderPage(<MineListPage />, '/pages/mine/list?kind=secrets');
    expect(screen.getByText('没有这个列表')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的' }).getAttribute('href')).toBe('/pages/mine/index');
    cleanup();
    renderPage(<MineListPage />, '/pages/mine/list?kind=notes');
    expect(await screen.findByRole('button', { name: '手机号登录' })).toBeTruthy();
  });
});
