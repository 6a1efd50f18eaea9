import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignCard, CampaignDetail, MyPrize, MyProgress } from '../../api/campaigns';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import ShopPage from './ShopPage';
import { campaigns, pickShop } from './shopCalls';

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

const card = (over: Partial<CampaignCard> = {}): CampaignCard => ({
  id: 'sample-shop',
  title: '积分商城（示例）',
  kind: 'shop',
  page: 'pages/actives/shop',
  sample: true,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2027-11-01T10:00:00+08:00',
  ...over,
});

const detail = (over: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...card(),
  rules: '每人每天最多兑换 5 次。',
  eligibility: { phoneRequired: false, minPoints: 0 },
  limits: { perDay: 5, inAll: 50 },
  tasks: [],
  prizes: [
    { id: 'tea-bag', name: '龙井茶包', kind: 'physical', left: 3, chancePercent: 0, dailyCap: 0, price: 200 },
    { id: 'ticket-coupon', name: '景区门票券', kind: 'coupon', left: 0, chancePercent: 0, dailyCap: 0, price: 100 },
    { id: 'bookmark', name: '书签', kind: 'physical', left: 9, chancePercent: 0, dailyCap: 0, price: 50 },
  ],
  losePercent: 0,
  ...over,
});

const me = (points: number, over: Partial<MyProgress> = {}): MyProgress => ({
  chancesLeft: 0,
  drawsInAll: 0,
  drawsToday: 0,
  inAll: 50,
  perDay: 5,
  mayTakePart: true,
  points,
  tasks: [],
  ...over,
});

const prize = (): MyPrize => ({
  id: 7,
  campaignId: 'sample-shop',
  campaignTitle: '积分商城（示例）',
  prizeId: 'bookmark',
  name: '书签',
  kind: 'physical',
  code: 'ABCDE-FGHJK',
  qr: 'youzhe-prize:ABCDEFGHJK',
  state: 'won',
  pointsSpent: 50,
  wonAt: '2026-11-25T10:00:00+08:00',
  expiresAt: '2026-12-25T10:00:00+08:00',
  needsAddress: true,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(campaigns, 'list').mockResolvedValue([card({ id: 'sample-quiz', kind: 'quiz' }), card()]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('actives/shop', () => {
  it('shows the balance, the goods with price and stock, sold out and short of points', async () => {
    signIn();
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
    vi.spyOn(campaigns, 'me').mockResolvedValue(me(120));
    renderPage(<ShopPage />, '/pages/actives/shop');
    expect(await screen.findByText('120 分')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['我的积分', '可兑换的好物', '兑换规则']);
    const tea = screen.getByRole('listitem', { name: '龙井茶包' });
    expect(within(tea).getByText('200 积分')).toBeTruthy();
    expect(within(tea).getByText(/剩余 3 件/)).toBeTruthy();
    // Short of points by the server's balance: the button is not offered, and says why.
    expect(within(tea).getByRole('button', { name: /积分不足/ })).toHaveProperty('disabled', true);
    expect(within(tea).getByText('积分不足，还差 80 积分')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '书签' })).getByRole('button', { name: '兑换' })).toHaveProperty('disabled', false);
    const coupon = screen.getByRole('listitem', { name: '景区门票券' });
    expect(within(coupon).getByRole('button', { name: '已兑完' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: '赚积分' }).getAttribute('href')).toContain('/pages/tour/integral');
    expect(screen.getByRole('link', { name: '积分明细' }).getAttribute('href')).toContain('/pages/tour/integrallist');
    expect(screen.getByText('示例商城：演示用，商品不实际发放')).toBeTruthy();
  });

  it('redeems once with one key however often the confirm is pressed, and shows the code', async () => {
    signIn();
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
    vi.spyOn(campaigns, 'me').mockResolvedValueOnce(me(120)).mockResolvedValue(me(70));
    let answer: (v: Awaited<ReturnType<typeof campaigns.redeem>>) => void = () => {};
    const redeem = vi.spyOn(campaigns, 'redeem').mockImplementation(() => new Promise((r) => (answer = r)));
    renderPage(<ShopPage />, '/pages/actives/shop');
    const bookmark = await screen.findByRole('listitem', { name: '书签' });
    fireEvent.click(within(bookmark).getByRole('button', { name: '兑换' }));
    const dialog = screen.getByRole('dialog', { name: '确认兑换' });
    expect(within(dialog).getByText('用 50 积分兑换「书签」？')).toBeTruthy();
    expect(within(dialog).getByText('兑换后剩余 70 积分')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: '确认兑换' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(redeem).toHaveBeenCalledTimes(1);
    const key = redeem.mock.calls[0]![2];
    expect(key).toMatch(/^redeem-/);
    answer({ drawId: 1, points: 70, prize: prize(), replayed: false });
    const done = await screen.findByRole('dialog', { name: '兑换成功' });
    expect(within(done).getByText('ABCDE-FGHJK')).toBeTruthy();
    expect(await within(done).findByRole('img', { name: '兑奖码 ABCDE-FGHJK 的二维码' })).toBeTruthy();
    expect(within(done).getByRole('link', { name: '我的奖品' }).getAttribute('href')).toContain('/pages/custom/huawei/myprize');
    fireEvent.click(within(done).getByRole('button', { name: '继续逛逛' }));
    expect(await screen.findByText('70 分')).toBeTruthy();
    // A new confirm is a new key.
    fireEvent.click(within(screen.getByRole('listitem', { name: '书签' })).getByRole('button', { name: '兑换' }));
    redeem.mockResolvedValue(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认兑换' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '没有连上服务器，请再试一次（不会重复扣积分）');
    // A retry after a failure sends the same key again.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(redeem).toHaveBeenCalledTimes(3));
    expect(redeem.mock.calls[1]![2]).not.toBe(key);
    expect(redeem.mock.calls[2]![2]).toBe(redeem.mock.calls[1]![2]);
  });

  it('shows the server’s refusal as it is and reads balance and stock again', async () => {
    signIn();
    const d = vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
    // The balance was spent on another device since the page read it: the server's word wins.
    vi.spyOn(campaigns, 'me').mockResolvedValueOnce(me(250)).mockResolvedValue(me(120));
    vi.spyOn(campaigns, 'redeem').mockImplementation(async (_id, _goods, _key, onRefused) => {
      onRefused?.({ message: '积分不足：需要 200 积分，现有 120 积分' });
      return false;
    });
    renderPage(<ShopPage />, '/pages/actives/shop');
    fireEvent.click(within(await screen.findByRole('listitem', { name: '龙井茶包' })).getByRole('button', { name: '兑换' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认兑换' }));
    expect((await screen.findByRole('alert')).textContent).toBe('积分不足：需要 200 积分，现有 120 积分');
    await waitFor(() => expect(d).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The balance read again: 兑换 is no longer offered for it.
    expect(await within(screen.getByRole('listitem', { name: '龙井茶包' })).findByText('积分不足，还差 80 积分')).toBeTruthy();
  });

  it('refreshes balance and stock when pulled down from the top', async () => {
    signIn();
    vi.spyOn(campaigns, 'detail').mockResolvedValueOnce(detail()).mockResolvedValue(detail({ prizes: [{ ...detail().prizes[0]!, left: 0 }] }));
    vi.spyOn(campaigns, 'me').mockResolvedValueOnce(me(120)).mockResolvedValue(me(300));
    renderPage(<ShopPage />, '/pages/actives/shop');
    await screen.findByText('120 分');
    const page = document.querySelector('.shop')!;
    fireEvent.touchStart(page, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(page, { touches: [{ clientY: 100 }] });
    expect(screen.getByText('松开刷新')).toBeTruthy();
    fireEvent.touchEnd(page);
    expect(await screen.findByText('300 分')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '已兑完' })).toBeTruthy();
  });

  it('says when the shop is closed, missing, failed, or the visitor is not signed in', async () => {
    signIn();
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail({ status: 'ended' }));
    vi.spyOn(campaigns, 'me').mockResolvedValue(me(120, { mayTakePart: false, whyNot: '活动已结束' }));
    renderPage(<ShopPage />, '/pages/actives/shop');
    expect(await screen.findByText('积分商城已结束（2026-11-01 10:00 至 2027-11-01 10:00）')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '书签' })).getByRole('button', { name: '兑换' })).toHaveProperty('disabled', true);
    cleanup();

    vi.spyOn(campaigns, 'list').mockResolvedValue([card({ kind: 'quiz' })]);
    renderPage(<ShopPage />, '/pages/actives/shop');
    expect(await screen.findByText('积分商城暂未开放')).toBeTruthy();
    cleanup();

    vi.spyOn(campaigns, 'list').mockResolvedValue([card()]);
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail({ prizes: [] }));
    renderPage(<ShopPage />, '/pages/actives/shop');
    expect(await screen.findByText('暂时没有可兑换的好物，过几天再来看看')).toBeTruthy();
    cleanup();

    vi.spyOn(campaigns, 'me').mockResolvedValueOnce(false).mockResolvedValue(me(10));
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
    renderPage(<ShopPage />, '/pages/actives/shop');
    expect(await screen.findByText('商城没有加载出来')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('10 分')).toBeTruthy();
    cleanup();

  });

  it('offers no 兑换 the server would refuse: today’s limit, the limit in all', async () => {
    signIn();
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
    const redeem = vi.spyOn(campaigns, 'redeem');
    vi.spyOn(campaigns, 'me').mockResolvedValueOnce(me(1000, { drawsToday: 5, drawsInAll: 5 })).mockResolvedValue(me(1000, { drawsToday: 5, drawsInAll: 50 }));
    renderPage(<ShopPage />, '/pages/actives/shop');
    const bookmark = await screen.findByRole('listitem', { name: '书签' });
    expect(within(bookmark).getByRole('button', { name: /已达上限/ })).toHaveProperty('disabled', true);
    expect(within(bookmark).getByText('今天已兑换 5 次，明天再来')).toBeTruthy();
    fireEvent.click(within(bookmark).getByRole('button', { name: /已达上限/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redeem).not.toHaveBeenCalled();
    // Read again (pull down): the limit in all is reached.
    const page = document.querySelector('.shop')!;
    fireEvent.touchStart(page, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(page, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(page);
    expect(await screen.findAllByText('每人最多兑换 50 次，你已经兑完了')).toHaveLength(2);
  });

  it('lets a visitor who has not signed in browse the goods, prices and stock; only 兑换 asks to sign in', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    vi.spyOn(campaigns, 'detail').mockResolvedValue(detail());
    const mine = vi.spyOn(campaigns, 'me');
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<ShopPage />, '/pages/actives/shop');
    const tea = await screen.findByRole('listitem', { name: '龙井茶包' });
    expect(within(tea).getByText('200 积分')).toBeTruthy();
    expect(within(tea).getByText('剩余 3 件')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '景区门票券' })).getByRole('button', { name: '已兑完' })).toHaveProperty('disabled', true);
    expect(screen.getByText('兑换规则')).toBeTruthy();
    expect(screen.getByText('好物和库存随便看，登录后用积分兑换')).toBeTruthy();
    expect(mine).not.toHaveBeenCalled();
    fireEvent.click(within(tea).getByRole('button', { name: '登录后兑换' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('picks a running shop before one to come or one ended', () => {
    expect(pickShop([card({ id: 'a', status: 'ended' }), card({ id: 'b', status: 'not_started' }), card({ id: 'c' })])?.id).toBe('c');
    expect(pickShop([card({ id: 'a', status: 'ended' }), card({ id: 'b', status: 'not_started' })])?.id).toBe('b');
    expect(pickShop([card({ kind: 'quiz' })])).toBeNull();
  });
});
