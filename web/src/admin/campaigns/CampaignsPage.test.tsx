import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type OperatorView } from '../api/client';
import { admin } from '../api/typed';
// The console's typed calls, spied on as plain functions (their types are generic).
type Spied = Record<'get' | 'post' | 'put' | 'delete', (...args: unknown[]) => Promise<unknown>>;

import CampaignsPage, { fieldPath, type ConsoleCampaign } from './CampaignsPage';

let who: Pick<OperatorView, 'role'> = { role: 'province_admin' };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const shop = (over: Partial<ConsoleCampaign> = {}): ConsoleCampaign => ({
  id: 'sample-shop',
  title: '积分商城（示例）',
  kind: 'shop',
  sample: true,
  status: 'running',
  state: 'published',
  createdBy: null,
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2027-11-01T10:00:00+08:00',
  rules: '示例商城。',
  layout: 1,
  page: 'pages/actives/shop',
  prizes: [
    { id: 'tea-bag', name: '龙井茶包', kind: 'physical', stock: 50, left: 47, given: 3, weight: 0, dailyCap: 0, price: 200, unclaimed: 0 },
    { id: 'bookmark', name: '书签', kind: 'physical', stock: 2, left: 0, given: 2, weight: 0, dailyCap: 0, price: 50, unclaimed: 0 },
  ],
  ...over,
});

/** The drawer's save button. By its text: a role query walks every node of the drawer's date
 * pickers to name them, which in jsdom takes seconds each time. */
const saveButton = () => screen.getByText(/^保\s*存$/).closest('button')!;

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <CampaignsPage />
      </App>
    </QueryClientProvider>,
  );
}

describe('活动', () => {
  it('lists campaigns with status, window and each prize’s stock left, given and in all', async () => {
    who = { role: 'moderator' };
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [shop(), shop({ id: 'q', title: '答题', kind: 'quiz', sample: false, status: 'ended', prizes: [] })] });
    renderPage();
    const row = (await screen.findByText('积分商城（示例）')).closest('tr')!;
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(within(row).getByText('示例')).toBeTruthy();
    expect(row.textContent).toContain('2026-11-01 10:00');
    expect(row.querySelector('[data-prize="tea-bag"]')!.textContent).toBe('龙井茶包（200 积分）：剩余 47 / 已发 3 / 共 50');
    expect(within(row).getByText('无库存')).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    // Moderators read; only a province admin edits.
    expect(screen.queryByRole('button', { name: '编辑 积分商城（示例）' })).toBeNull();
  });

  it('edits a prize’s stock and shows the server’s field error on that prize', async () => {
    who = { role: 'province_admin' };
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [shop()] });
    const put = vi.spyOn(admin as Spied, 'put')
      .mockRejectedValueOnce(new ApiError(40000, '库存不能少于已发出的 3 件', 200, [{ field: 'prizes[0].stock', message: '库存不能少于已发出的 3 件' }]))
      .mockResolvedValue(shop());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 积分商城（示例）' }));
    const stock = await screen.findByLabelText('龙井茶包 库存');
    fireEvent.change(stock, { target: { value: '1' } });
    fireEvent.click(saveButton());
    // The form's own check first: not below what is given.
    expect(await screen.findByText('不能少于已发出的 3 件')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(stock, { target: { value: '60' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [path, body, opts] = put.mock.calls[0]! as [string, { prizes: { id: string; stock: number }[]; startsAt: string; rules: string }, { path: { id: string } }];
    expect(path).toBe('/ver3/api/admin/v1/campaigns/{id}');
    expect(opts.path.id).toBe('sample-shop');
    expect(body.prizes[0]).toEqual({ id: 'tea-bag', stock: 60, weight: 0, dailyCap: 0, picture: null });
    expect(body.rules).toBe('示例商城。');
    expect(new Date(body.startsAt).getTime()).toBe(new Date('2026-11-01T10:00:00+08:00').getTime());
    expect(await screen.findByText('库存不能少于已发出的 3 件')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
  });

  it('sets the layout, adds a prize and takes out one never given, and marks the new prize’s refused field', async () => {
    who = { role: 'province_admin' };
    const draw = shop({
      id: 'sample-task-draw',
      title: '任务抽奖（示例）',
      kind: 'generic',
      prizes: [
        { id: 'cup', name: '保温杯', kind: 'physical', stock: 5, left: 4, given: 1, weight: 2, dailyCap: 0, price: 0, unclaimed: 0 },
        { id: 'pen', name: '钢笔', kind: 'physical', stock: 5, left: 5, given: 0, weight: 1, dailyCap: 0, price: 0, unclaimed: 0 },
      ],
    });
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [draw] });
    const put = vi.spyOn(admin as Spied, 'put')
      .mockRejectedValueOnce(new ApiError(40000, '这个活动已有此编号的奖品', 200, [{ field: 'addPrizes[0].id', message: '这个活动已有此编号的奖品' }]))
      .mockResolvedValue(draw);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 任务抽奖（示例）' }));
    // Only a prize never given can be taken out.
    expect(screen.queryByLabelText('移除 保温杯')).toBeNull();
    fireEvent.click(await screen.findByLabelText('移除 钢笔'));
    fireEvent.mouseDown(screen.getByLabelText('活动页版式'));
    fireEvent.click(await screen.findByText('任务列表（actives/active2）'));
    fireEvent.click(screen.getByText('添加奖品'));
    fireEvent.change(await screen.findByLabelText('新奖品 1 编号'), { target: { value: 'tea' } });
    fireEvent.change(screen.getByLabelText('新奖品 1 名称'), { target: { value: '龙井 50 克' } });
    fireEvent.change(screen.getByLabelText('新奖品 1 库存'), { target: { value: '8' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const body = put.mock.calls[0]![1] as Record<string, unknown>;
    expect(body.layout).toBe(2);
    expect(body.prizes).toEqual([{ id: 'cup', stock: 5, weight: 2, dailyCap: 0, picture: null }]);
    expect(body.removePrizes).toEqual(['pen']);
    expect(body.addPrizes).toEqual([{ id: 'tea', name: '龙井 50 克', kind: 'coupon', stock: 8, weight: 1, dailyCap: 0, price: 0 }]);
    expect(await screen.findByText('这个活动已有此编号的奖品')).toBeTruthy();
  });

  it('edits a festival’s line-up and marks the set the server refuses', async () => {
    who = { role: 'province_admin' };
    const fest = shop({
      id: 'fest',
      title: '山野音乐节（示例）',
      kind: 'generic',
      festival: {
        places: ['scenic-ls-suichang-jinkuang'],
        gettingThere: '乘专线巴士',
        stages: ['主舞台', '小剧场'],
        days: 2,
        lineup: [{ artist: '山雾乐队（示例）', note: '民谣', day: 1, stage: '主舞台', start: '19:00', end: '20:00' }],
      },
      prizes: [{ id: 'cup', name: '保温杯', kind: 'physical', stock: 5, left: 5, given: 0, weight: 1, dailyCap: 0, price: 0, unclaimed: 0 }],
    });
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [fest] });
    const put = vi.spyOn(admin as Spied, 'put')
      .mockRejectedValueOnce(new ApiError(40000, '结束时间须为 HH:MM，且晚于开始时间', 200, [{ field: 'festival.lineup[1].end', message: '结束时间须为 HH:MM，且晚于开始时间' }]))
      .mockResolvedValue(fest);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 山野音乐节（示例）' }));
    expect(((await screen.findByLabelText('第 1 场 演出者')) as HTMLInputElement).value).toBe('山雾乐队（示例）');
    fireEvent.click(screen.getByText('添加一场演出'));
    fireEvent.change(await screen.findByLabelText('第 2 场 演出者'), { target: { value: '溪口合唱团（示例）' } });
    fireEvent.change(screen.getByLabelText('第 2 场 结束'), { target: { value: '18:30' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const body = put.mock.calls[0]![1] as { festival: { lineup: unknown[]; stages: string[] } };
    expect(body.festival.stages).toEqual(['主舞台', '小剧场']);
    expect(body.festival.lineup[1]).toEqual({ artist: '溪口合唱团（示例）', note: '', day: 1, stage: '主舞台', start: '19:00', end: '18:30' });
    expect(await screen.findByText('结束时间须为 HH:MM，且晚于开始时间')).toBeTruthy();
  });

  it('maps the server’s field names onto the form', () => {
    expect(fieldPath('festival.lineup[2].stage')).toEqual(['festival', 'lineup', 2, 'stage']);
    expect(fieldPath('festival.stages[1]')).toEqual(['festival', 'stages']);
    expect(fieldPath('prizes[1].dailyCap')).toEqual(['prizes', 1, 'dailyCap']);
    // Prizes taken out are not sent: the server's second prize is the form's third row.
    expect(fieldPath('prizes[1].stock', [0, 2])).toEqual(['prizes', 2, 'stock']);
    expect(fieldPath('addPrizes[0].name')).toEqual(['addPrizes', 0, 'name']);
    expect(fieldPath('layout')).toBe('layout');
    expect(fieldPath('removePrizes[0]')).toBeNull();
    expect(fieldPath('endsAt')).toBe('window');
    expect(fieldPath('rules')).toBe('rules');
    expect(fieldPath('colour')).toBeNull();
  });
});
