import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type OperatorView } from '../api/client';
import type { NewCampaign } from '../api/campaigns';
import { admin } from '../api/typed';
import { newFieldPath } from './NewCampaignDrawer';
import { campaign, renderPage, stubMatchMedia, type Spied } from './studioFixtures';

const who: Pick<OperatorView, 'role' | 'username'> = { role: 'province_admin', username: 'admin' };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PLACES = { list: [{ id: 'scenic-hz-qiandaohu', title: '千岛湖风景名胜区', state: 'published', updatedMs: 0 }], total: 1, page: 1, size: 20 };
/** The save button, by its text (a role query walks the date pickers' nodes, slowly in jsdom). */
const saveButton = () => screen.getByText(/^保存草稿$/).closest('button')!;

/** The console's GETs: the places search, else the campaigns list. */
function serve(list: () => unknown[]) {
  return vi.spyOn(admin as Spied, 'get').mockImplementation(async (...args: unknown[]) => (String(args[0]).includes('/content/') ? PLACES : { list: list() }));
}

async function openTemplate(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: /新建活动/ }));
  fireEvent.click(await screen.findByRole('button', { name: `模板：${name}` }));
  await screen.findByText(`新建活动：${name}`);
}

describe('新建活动', () => {
  it('offers a template per kind in operators’ words', async () => {
    serve(() => []);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /新建活动/ }));
    const cards = within(await screen.findByRole('list', { name: '活动模板' })).getAllByRole('button');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['模板：抽奖', '模板：任务抽奖', '模板：自驾盲盒', '模板：知识答题', '模板：性格测试', '模板：七夕配对', '模板：积分商城', '模板：音乐节']);
  });

  it('creates a blind-box from its template with a check-in place picked by name, and the list shows the draft', async () => {
    let rows: unknown[] = [];
    serve(() => rows);
    const created = campaign({ id: 'c-abc', title: '春季自驾盲盒', state: 'draft', status: 'not_started' });
    const post = vi.spyOn(admin as Spied, 'post').mockImplementation(async () => {
      rows = [created];
      return created;
    });
    renderPage();
    await openTemplate('自驾盲盒');
    fireEvent.change(screen.getByLabelText('活动名称'), { target: { value: '春季自驾盲盒' } });
    // The template's tasks: the daily check-in, and the place check-in with its places to pick.
    expect(screen.getByText('任务 1：每日签到')).toBeTruthy();
    expect(screen.getByText('任务 2：到点打卡')).toBeTruthy();
    const picker = screen.getAllByLabelText('任务 2 打卡地点').find((e) => e.tagName === 'INPUT')!;
    fireEvent.change(picker, { target: { value: '千岛湖' } });
    fireEvent.click(await screen.findByText('千岛湖风景名胜区'));
    fireEvent.change(screen.getByLabelText('奖品 1 库存'), { target: { value: '3' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body] = post.mock.calls[0]! as [string, NewCampaign];
    expect(path).toBe('/ver3/api/admin/v1/campaigns');
    expect(body).toMatchObject({
      kind: 'blindbox',
      title: '春季自驾盲盒',
      limits: { perDay: 5, inAll: 40 },
      loseWeight: 40,
      claimDays: 30,
      eligibility: { phoneRequired: false, minPoints: 0 },
      sample: false,
      tasks: [
        { task: 'checkin', chances: 1, perDay: 1 },
        { task: 'place_checkin', chances: 2, perDay: 3, places: ['scenic-hz-qiandaohu'] },
      ],
      prizes: [
        { name: '车载应急包', kind: 'physical', stock: 3, weight: 3, dailyCap: 1, price: 0 },
        { name: '加油 30 元优惠券', kind: 'coupon', stock: 100, weight: 20, dailyCap: 10, price: 0 },
      ],
    });
    expect(body.rules).toContain('每日签到得 1 次开盒机会');
    expect('layout' in body).toBe(false);
    // The window in Beijing time, whatever the computer's zone.
    expect(body.startsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+08:00$/);
    expect(new Date(body.endsAt).getTime() - new Date(body.startsAt).getTime()).toBe(30 * 86_400_000);
    // The drawer closes and the list, read again, shows the draft.
    const row = (await screen.findByText('春季自驾盲盒', { selector: 'strong' })).closest('tr')!;
    expect(within(row).getByTestId('campaign-state').textContent).toBe('草稿');
    expect(within(row).getByText('自驾盲盒')).toBeTruthy();
  });

  it('marks the field the server refuses and keeps the form', async () => {
    serve(() => []);
    const post = vi.spyOn(admin as Spied, 'post')
      .mockRejectedValueOnce(new ApiError(40000, '库存须为 0 到 1000000 的整数', 200, [{ field: 'prizes[1].stock', message: '库存须为 0 到 1000000 的整数' }]))
      .mockRejectedValueOnce(new ApiError(40000, '每人总次数不能少于每天次数', 200, [{ field: 'limits.inAll', message: '每人总次数不能少于每天次数' }]));
    renderPage();
    await openTemplate('抽奖');
    fireEvent.change(screen.getByLabelText('活动名称'), { target: { value: '元旦抽奖' } });
    fireEvent.click(saveButton());
    const stockError = await screen.findByText('库存须为 0 到 1000000 的整数', undefined, { timeout: 10_000 });
    expect(stockError.closest('.ant-form-item')!.querySelector('input')!.getAttribute('aria-label')).toBe('奖品 2 库存');
    fireEvent.click(saveButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const inAll = await screen.findByText('每人总次数不能少于每天次数', undefined, { timeout: 10_000 });
    expect(inAll.closest('.ant-form-item')!.querySelector('input')!.getAttribute('aria-label')).toBe('每人总次数');
    expect((screen.getByLabelText('活动名称') as HTMLInputElement).value).toBe('元旦抽奖');
  });

  it('sends a shop’s goods with their points price and no chances to draw', async () => {
    serve(() => []);
    const post = vi.spyOn(admin as Spied, 'post').mockResolvedValue(campaign({ kind: 'shop', state: 'draft' }));
    renderPage();
    await openTemplate('积分商城');
    expect(screen.queryByText('获得机会的任务')).toBeNull();
    expect(screen.queryByLabelText('不中奖权重')).toBeNull();
    fireEvent.change(screen.getByLabelText('活动名称'), { target: { value: '积分兑好礼' } });
    fireEvent.change(screen.getByLabelText('商品 1 积分价'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('switch', { name: '示例活动' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const body = post.mock.calls[0]![1] as NewCampaign;
    expect(body).toMatchObject({ kind: 'shop', tasks: [], loseWeight: 0, claimDays: 90, sample: true });
    expect(body.prizes[0]).toEqual({ name: '龙井茶包', kind: 'physical', stock: 50, weight: 0, dailyCap: 0, price: 300 });
  });

  it('maps the server’s names for a new campaign onto the form', () => {
    expect(newFieldPath('tasks[1].places[0]')).toEqual(['tasks', 1, 'places']);
    expect(newFieldPath('tasks[0].task')).toEqual(['tasks', 0, 'task']);
    expect(newFieldPath('limits.inAll')).toEqual(['limits', 'inAll']);
    expect(newFieldPath('eligibility.minPoints')).toEqual(['eligibility', 'minPoints']);
    expect(newFieldPath('startsAt')).toBe('startsAt');
    expect(newFieldPath('claimDays')).toBe('claimDays');
    expect(newFieldPath('prizes[0].name')).toEqual(['prizes', 0, 'name']);
    expect(newFieldPath('festival.lineup[0].artist')).toEqual(['festival', 'lineup', 0, 'artist']);
    expect(newFieldPath('prizes')).toBeNull();
  });
});
