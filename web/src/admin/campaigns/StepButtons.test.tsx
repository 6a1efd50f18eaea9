import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type OperatorView } from '../api/client';
import { admin } from '../api/typed';
import { campaign, renderPage, stubMatchMedia, type Spied } from './studioFixtures';

let who: Pick<OperatorView, 'role' | 'username'> = { role: 'province_admin', username: 'admin' };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ALL = [
  campaign({ id: 'd', title: '草稿活动', state: 'draft', createdBy: 'hz-editor' }),
  campaign({ id: 'w', title: '待审活动', state: 'pending', createdBy: 'hz-editor' }),
  campaign({ id: 'p', title: '上线活动', state: 'published' }),
  campaign({ id: 's', title: '暂停活动', state: 'paused', status: 'paused' }),
  campaign({ id: 'x', title: '结束活动', state: 'closed', status: 'ended' }),
];
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;
const buttons = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent!.replace(/\s/g, ''));

describe('活动的状态与操作', () => {
  it('shows each campaign’s state and offers a province admin only the steps the server takes', async () => {
    who = { role: 'province_admin', username: 'admin' };
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: ALL });
    renderPage();
    const state = async (t: string) => within(await rowOf(t)).getByTestId('campaign-state').textContent;
    expect(await state('草稿活动')).toBe('草稿');
    expect(await state('待审活动')).toBe('待审核');
    expect(await state('上线活动')).toBe('已发布');
    expect(await state('暂停活动')).toBe('已暂停');
    expect(await state('结束活动')).toBe('已结束');
    expect(buttons(await rowOf('草稿活动'))).toEqual(['发布', '撤回', '编辑']);
    expect(buttons(await rowOf('待审活动'))).toEqual(['审核发布', '撤回', '编辑']);
    expect(buttons(await rowOf('上线活动'))).toEqual(['暂停', '结束', '编辑', '获奖名单', '实时数据']);
    expect(buttons(await rowOf('暂停活动'))).toEqual(['恢复', '结束', '编辑', '获奖名单', '实时数据']);
    expect(buttons(await rowOf('结束活动'))).toEqual(['编辑', '获奖名单', '实时数据']);
    expect(screen.getByRole('button', { name: /新建活动/ })).toBeTruthy();
  });

  it('lets a county editor submit their own draft for approval and nothing else', async () => {
    who = { role: 'county_editor', username: 'hz-editor' };
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [...ALL, campaign({ id: 'o', title: '别人的草稿', state: 'draft', createdBy: 'other' })] });
    renderPage();
    expect(buttons(await rowOf('草稿活动'))).toEqual(['提交审核', '编辑']);
    expect(buttons(await rowOf('待审活动'))).toEqual(['编辑']);
    expect(buttons(await rowOf('上线活动'))).toEqual(['获奖名单', '实时数据']);
    expect(buttons(await rowOf('暂停活动'))).toEqual(['获奖名单', '实时数据']);
    expect(buttons(await rowOf('别人的草稿'))).toEqual([]);
    expect(screen.getByRole('button', { name: /新建活动/ })).toBeTruthy();
  });

  it('lets a moderator read without steps or 新建活动', async () => {
    who = { role: 'moderator', username: 'mod' };
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: ALL });
    renderPage();
    expect(buttons(await rowOf('草稿活动'))).toEqual([]);
    expect(buttons(await rowOf('上线活动'))).toEqual(['获奖名单', '实时数据']);
    expect(screen.queryByRole('button', { name: /新建活动/ })).toBeNull();
  });

  it('asks before publishing, saying visitors see it at once, and sends nothing when cancelled', async () => {
    who = { role: 'province_admin', username: 'admin' };
    const draft = campaign({ id: 'd', title: '草稿活动', state: 'draft' });
    const get = vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [draft] });
    const post = vi.spyOn(admin as Spied, 'post').mockResolvedValue({ ...draft, state: 'published' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '发布 草稿活动' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('发布后访客立即就能看到并参加这个活动');
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    get.mockResolvedValue({ list: [{ ...draft, state: 'published' }] });
    fireEvent.click(screen.getByRole('button', { name: '发布 草稿活动' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^发\s*布$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, , opts] = post.mock.calls[0]! as [string, unknown, { path: { id: string } }];
    expect(path).toBe('/ver3/api/admin/v1/campaigns/{id}/publish');
    expect(opts.path.id).toBe('d');
    // The list is read again and shows the new state with the next steps.
    await waitFor(async () => expect(within(await rowOf('草稿活动')).getByTestId('campaign-state').textContent).toBe('已发布'));
    expect(screen.getByRole('button', { name: '暂停 草稿活动' })).toBeTruthy();
  });

  it('lists the prizes still owed after closing, and shows the server’s refusal of a step', async () => {
    who = { role: 'province_admin', username: 'admin' };
    const live = campaign({ id: 'p', title: '上线活动' });
    vi.spyOn(admin as Spied, 'get').mockResolvedValue({ list: [live] });
    const post = vi.spyOn(admin as Spied, 'post')
      .mockRejectedValueOnce(new ApiError(40900, '活动当前已暂停，不能暂停', 200))
      .mockResolvedValue({ ...live, state: 'closed', status: 'ended' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '暂停 上线活动' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^暂\s*停$/ }));
    expect(await screen.findByText('活动当前已暂停，不能暂停')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '结束 上线活动' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('结束后不能再恢复');
    fireEvent.click(within(confirm).getByRole('button', { name: /^结\s*束$/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]![0]).toBe('/ver3/api/admin/v1/campaigns/{id}/close');
    const owed = await screen.findByTestId('unclaimed');
    expect(owed.textContent).toBe('车载应急包：1 件');
    expect(screen.getAllByText('上线活动 已结束').length).toBeGreaterThan(0);
  });
});
