import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type OperatorView } from '../api/client';
import { admin } from '../api/typed';
import { stubMatchMedia } from '../campaigns/studioFixtures';
import ContentEdit from './ContentEdit';
import { renderAt, serveGets, type Spied } from './contentFixtures';

const who: Partial<OperatorView> = { id: 7, role: 'province_admin', username: 'admin', cityId: null, countyCode: null };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const XIHU = {
  id: 'scenic-hz-xihu',
  kind: 'scenic',
  name: { zh: '西湖风景名胜区', en: 'West Lake' },
  city_id: 1201,
  county_code: '330106',
  address: '杭州市西湖区龙井路1号',
  opening_hours: '全天开放',
  ticket: { price: 0, notes: '西湖免费开放' },
  popularity: 98,
};
const TOPIC = { id: 'topic-hz-lakes', title: { zh: '杭州的湖', en: 'Lakes' }, summary: '湖', city_id: 1201, place_ids: [], source: '编辑整理' };

const draft = (body: object, published: object | null) => ({
  published,
  latest: { version: 2, state: 'draft', body, authorId: 7, authorName: '省运营中心', createdMs: 1, decidedByName: null, decidedMs: null, reason: null },
});

function serveRecord(item: unknown, diff: unknown[] = []) {
  return serveGets((path) => {
    if (path.endsWith('/versions/{version}/diff')) return diff;
    if (path.endsWith('/versions')) return [];
    if (path.endsWith('/content/{entity}/{id}')) return item;
    return undefined;
  });
}

const open = (entity: string, id: string) => renderAt(`/content/${entity}/${id}`, '/content/:entity/:id', <ContentEdit />);

describe('the record editor', () => {
  it('speaks Chinese: labels with help, the city and county by name, the kind by name, no field keys', async () => {
    serveRecord(draft(XIHU, XIHU));
    const { container } = open('places', 'scenic-hz-xihu');
    expect(await screen.findByLabelText('门票说明')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('西湖风景名胜区');
    await screen.findByText('西湖区');
    expect(screen.getByText('杭州市')).toBeTruthy();
    expect(screen.getByText('景区')).toBeTruthy();
    expect(screen.getByText('1–100，编辑估计，只在排序相同时用')).toBeTruthy();
    for (const key of ['ticket.notes', 'county_code', 'city_id', 'opening_hours', 'scenic']) expect(container.textContent).not.toContain(key);
  });

  it('lists the chosen city’s counties, and a new city clears the county', async () => {
    serveRecord(draft(XIHU, XIHU));
    open('places', 'scenic-hz-xihu');
    await screen.findByText('西湖区');
    const county = screen.getAllByRole('combobox', { name: '区县' }).find((e) => e.tagName === 'INPUT')!;
    fireEvent.mouseDown(county);
    const list = await screen.findByRole('listbox');
    expect(within(list.parentElement!.parentElement!).getByText('淳安县')).toBeTruthy();
    expect(screen.queryByText('海曙区')).toBeNull();
    const city = screen.getAllByRole('combobox', { name: '城市' }).find((e) => e.tagName === 'INPUT')!;
    fireEvent.mouseDown(city);
    fireEvent.click(await screen.findByTitle('宁波市'));
    // The county is cleared: its box asks for one again.
    expect(await screen.findByText('选择区县')).toBeTruthy();
    fireEvent.mouseDown(county);
    expect(await screen.findByTitle('海曙区')).toBeTruthy();
  });

  it('picks a topic’s places by name and saves their ids', async () => {
    serveRecord(draft(TOPIC, TOPIC));
    const put = vi.spyOn(admin as Spied, 'put').mockResolvedValue({ version: 3, state: 'draft' });
    open('topics', 'topic-hz-lakes');
    const picker = (await screen.findAllByLabelText('相关地点')).find((e) => e.tagName === 'INPUT')!;
    fireEvent.change(picker, { target: { value: '千岛湖' } });
    fireEvent.click(await screen.findByText('千岛湖风景名胜区'));
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    await waitFor(() => expect(put).toHaveBeenCalled());
    const body = (put.mock.calls[0]![1] as { body: { place_ids: string[] } }).body;
    expect(body.place_ids).toEqual(['scenic-hz-qiandaohu']);
  });

  it('names a field the server refused in Chinese, on its input', async () => {
    serveRecord(draft(XIHU, XIHU));
    vi.spyOn(admin as Spied, 'put').mockRejectedValue(new ApiError(40000, '内容有误', 200, [{ field: 'ticket.notes', message: '不能超过 200 字' }]));
    open('places', 'scenic-hz-xihu');
    await screen.findByLabelText('门票说明');
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    expect(await screen.findByText('门票说明：不能超过 200 字')).toBeTruthy();
  });

  it('asks before publishing, naming the record and what changes', async () => {
    serveRecord(draft({ ...XIHU, opening_hours: '06:00–22:00' }, XIHU), [{ field: 'opening_hours', before: '全天开放', after: '06:00–22:00' }]);
    const post = vi.spyOn(admin as Spied, 'post').mockResolvedValue({ version: 2, state: 'published' });
    open('places', 'scenic-hz-xihu');
    fireEvent.click((await screen.findByText(/^发\s*布$/)).closest('button')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布「西湖风景名胜区」？')).toBeTruthy();
    expect(await within(dialog).findByText('开放时间')).toBeTruthy();
    expect(within(dialog).getByText('06:00–22:00')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText('确认发布').closest('button')!);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/ver3/api/admin/v1/content/{entity}/{id}/publish', { version: 2 }, { path: { entity: 'places', id: 'scenic-hz-xihu' } }));
  });

  it('previews the record as a visitor’s card and detail header', async () => {
    serveRecord(draft(XIHU, XIHU));
    open('places', 'scenic-hz-xihu');
    fireEvent.click((await screen.findByText(/^预\s*览$/)).closest('button')!);
    const card = await screen.findByLabelText('游客列表卡片');
    expect(within(card).getByText('西湖风景名胜区')).toBeTruthy();
    expect(within(card).getByText(/景区 · 杭州市 · 西湖区/)).toBeTruthy();
    expect(within(screen.getByLabelText('游客详情页顶部')).getByText('免费 西湖免费开放')).toBeTruthy();
  });
});
