import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorView } from '../api/client';
import { campaigns, type LiveFigures, type Winner } from '../api/campaigns';
import { admin } from '../api/typed';
import { campaign, renderPage, stubMatchMedia, type Spied } from './studioFixtures';

let who: Pick<OperatorView, 'role' | 'username'> = { role: 'moderator', username: 'mod' };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const winner = (over: Partial<Winner> = {}): Winner => ({
  id: 1,
  code: 'ABCDE-FGHJK',
  prizeId: 'p1',
  prizeName: '车载应急包',
  prizeKind: 'physical',
  state: 'address_given',
  bought: false,
  winner: '张**',
  wonAt: '2026-03-02T09:30:00+08:00',
  expiresAt: '2026-04-01T09:30:00+08:00',
  name: '张三',
  mobile: '13812345678',
  address: '浙江省杭州市西湖区龙井路 1 号',
  contactMasked: false,
  tracking: null,
  shippedAt: null,
  redeemedAt: null,
  ...over,
});

const LIVE: LiveFigures = {
  id: 'c-spring',
  participants: 12,
  chancesGiven: 30,
  draws: 25,
  redemptions: 0,
  wins: 4,
  state: 'published',
  status: 'running',
  readAt: '2026-03-02T10:00:05+08:00',
  prizes: [{ id: 'p1', name: '车载应急包', left: 1, given: 2 }],
  perDay: [{ day: '2026-03-02', draws: 25, wins: 4 }],
};

describe('获奖名单与实时数据', () => {
  it('lists winners a page at a time and lets prize staff mark one shipped with its tracking', async () => {
    who = { role: 'moderator', username: 'mod' };
    let shipped = false;
    const get = vi.spyOn(admin as Spied, 'get').mockImplementation(async (...args: unknown[]) => {
      if (String(args[0]).endsWith('/winners')) {
        const row = shipped ? winner({ state: 'shipped', tracking: '顺丰 SF1', shippedAt: '2026-03-03T08:00:00+08:00' }) : winner();
        return { list: [row, winner({ id: 2, code: 'KLMNP-QRSTU', prizeName: '加油券', prizeKind: 'coupon', state: 'won', name: null, mobile: null, address: null })], total: 21, page: 1, size: 20 };
      }
      return { list: [campaign()] };
    });
    const post = vi.spyOn(admin as Spied, 'post').mockImplementation(async () => {
      shipped = true;
      return {};
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '获奖名单 春季自驾盲盒' }));
    const drawer = await screen.findByRole('dialog');
    const row = (await within(drawer).findByText('ABCDE-FGHJK')).closest('tr')!;
    expect(row.textContent).toContain('张三 13812345678 浙江省杭州市西湖区龙井路 1 号');
    expect(within(row).getByText('已填地址，待发货')).toBeTruthy();
    expect(within(drawer).getByText('共 21 条')).toBeTruthy();
    const [, opts] = get.mock.calls.find((c) => String(c[0]).endsWith('/winners'))! as [string, { path: { id: string }; query: { page: number; size: number } }];
    expect(opts).toEqual({ path: { id: 'c-spring' }, query: { page: 1, size: 20 } });
    // Only a physical prize with an address is shipped.
    expect(within((await within(drawer).findByText('KLMNP-QRSTU')).closest('tr')!).queryByRole('button')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '标记发货 ABCDE-FGHJK' }));
    const ship = (await screen.findByText('标记发货：车载应急包')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ship).getByRole('button', { name: '标记已发货' }));
    expect(await within(ship).findByText('请填写快递公司和单号')).toBeTruthy();
    fireEvent.change(within(ship).getByLabelText('快递公司和单号'), { target: { value: '顺丰 SF1' } });
    fireEvent.click(within(ship).getByRole('button', { name: '标记已发货' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/ver3/api/admin/v1/prizes/ship', { code: 'ABCDE-FGHJK', tracking: '顺丰 SF1' }));
    const after = (await within(drawer).findByText('顺丰 SF1')).closest('tr')!;
    expect(within(after).getByText('已发货')).toBeTruthy();
  });

  it('shows an editor masked details without 标记发货, and downloads the CSV', async () => {
    who = { role: 'county_editor', username: 'admin' };
    vi.spyOn(admin as Spied, 'get').mockImplementation(async (...args: unknown[]) =>
      String(args[0]).endsWith('/winners') ? { list: [winner({ name: '张*', mobile: '138****5678', address: '浙江省杭州****', contactMasked: true })], total: 1, page: 1, size: 20 } : { list: [campaign()] },
    );
    const csv = vi.spyOn(campaigns, 'winnersCsv').mockResolvedValue('兑奖码,奖品\nABCDE-FGHJK,车载应急包\n');
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:winners';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '获奖名单 春季自驾盲盒' }));
    const drawer = await screen.findByRole('dialog');
    const row = (await within(drawer).findByText('ABCDE-FGHJK')).closest('tr')!;
    expect(row.textContent).toContain('张* 138****5678 浙江省杭州****');
    expect(within(drawer).getByText(/收货信息已按你的角色隐去部分内容/)).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(csv).toHaveBeenCalledWith('c-spring');
    const text = await new Promise<string>((done) => {
      const r = new FileReader();
      r.onload = () => done(String(r.result));
      r.readAsText(created[0]!);
    });
    expect(text).toContain('ABCDE-FGHJK,车载应急包');
  });

  it('shows the live figures and reads them again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    who = { role: 'province_admin', username: 'admin' };
    let draws = 25;
    const get = vi.spyOn(admin as Spied, 'get').mockImplementation(async (...args: unknown[]) => (String(args[0]).endsWith('/live') ? { ...LIVE, draws } : { list: [campaign()] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '实时数据 春季自驾盲盒' }));
    const drawer = await screen.findByRole('dialog');
    const figure = (label: string) => within(drawer).getByText(label).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;
    await waitFor(() => expect(figure('抽奖次数')).toBe('25'));
    expect(figure('参与人数')).toBe('12');
    expect(figure('中奖数')).toBe('4');
    expect(within(drawer).getByText(/更新于 10:00:05/)).toBeTruthy();
    const liveCalls = () => get.mock.calls.filter((c) => String(c[0]).endsWith('/live')).length;
    const before = liveCalls();
    draws = 26;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(figure('抽奖次数')).toBe('26'));
    expect(liveCalls()).toBe(before + 1);
  });
});
