import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RankItem, RankList, RankLists } from '../../api/rankings';
import { placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';
import { rankings } from './rankings';
import RankListPage from './RankListPage';
import { FIRST } from './RankListCard';

function item(rank: number, over: Partial<RankItem['place']> = {}): RankItem {
  return { rank, reason: `Reason ${rank}`, place: placeCard({ id: `restaurant-${rank}`, name: `Place ${rank}`, ...over }) };
}

function rankList(over: Partial<RankList> = {}): RankList {
  const items = over.items ?? Array.from({ length: 7 }, (_, i) => item(i + 1));
  return {
    id: 'rank-must-eat',
    title: 'Must Eat',
    title_en: 'Must Eat',
    kind: 'restaurant',
    city_id: null,
    city_name: '浙江省',
    evidence: { basis: 'Editorial estimate', updated_at: '2026-11-21', paid_placement: false },
    total: items.length,
    items,
    ...over,
  };
}

function answer(lists: RankList[]): RankLists {
  return {
    lists,
    cities: [
      { city_id: 1201, city_name: '杭州市', lists: 2 },
      { city_id: 1245, city_name: '舟山市', lists: 1 },
    ],
    kinds: [
      { kind: 'restaurant', lists: 1 },
      { kind: 'scenic', lists: 1 },
    ],
  };
}

describe('ranklist/index', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('shows every list with its evidence and its places by rank, linking to their pages', async () => {
    const call = vi.spyOn(rankings, 'rankLists').mockResolvedValue(answer([rankList()]));
    renderPage(<RankListPage />, '/pages/ranklist/index');

    const list = await screen.findByRole('region', { name: 'Must Eat' });
    expect(call).toHaveBeenCalledWith({ cityId: undefined, kind: undefined });
    expect(within(list).getByText('依据：Editorial estimate')).toBeTruthy();
    expect(within(list).getByText('更新于 2026-11-21')).toBeTruthy();
    expect(within(list).getByText('无付费上榜')).toBeTruthy();
    expect(within(list).getByText('浙江省 · 餐厅')).toBeTruthy();
    const places = within(list).getAllByRole('listitem');
    expect(places).toHaveLength(FIRST);
    expect(within(places[0]).getByLabelText('第1名')).toBeTruthy();
    expect(within(places[0]).getByRole('link', { name: /Place 1/ }).getAttribute('href')).toBe('/pages/cate/detail?id=restaurant-1');

    fireEvent.click(within(list).getByRole('button', { name: '展开全部7个' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('narrows by city and kind through the chips, kept in the address', async () => {
    const call = vi.spyOn(rankings, 'rankLists').mockResolvedValue(answer([rankList()]));
    renderPage(<RankListPage />, '/pages/ranklist/index');
    const cities = await screen.findByRole('group', { name: '按城市看榜单' });
    expect(within(cities).getAllByRole('button').map((b) => b.textContent)).toEqual(['全省', '杭州市', '舟山市']);
    fireEvent.click(within(cities).getByRole('button', { name: '舟山市' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ cityId: 1245, kind: undefined }));
    const kinds = screen.getByRole('group', { name: '按类别看榜单' });
    fireEvent.click(within(kinds).getByRole('button', { name: '景区' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ cityId: 1245, kind: 'scenic' }));
    expect(within(screen.getByRole('group', { name: '按类别看榜单' })).getByRole('button', { name: '景区' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says how many of a narrowed list are in the city', async () => {
    const items = [item(3, { city_id: 1245, city_name: '舟山市' })];
    vi.spyOn(rankings, 'rankLists').mockResolvedValue(answer([rankList({ items, total: 15 })]));
    renderPage(<RankListPage />, '/pages/ranklist/index?cityId=1245');
    expect(await screen.findByText('浙江省 · 餐厅 · 舟山市上榜1个，全榜15个')).toBeTruthy();
    expect(screen.getByLabelText('第3名')).toBeTruthy();
  });

  it('an empty answer says so and offers the whole province', async () => {
    const call = vi.spyOn(rankings, 'rankLists').mockResolvedValue(answer([]));
    renderPage(<RankListPage />, '/pages/ranklist/index?cityId=9999');
    expect(await screen.findByText('这里还没有榜单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看全省榜单' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ cityId: undefined, kind: undefined }));
  });

  it('a failed load offers a retry', async () => {
    vi.spyOn(rankings, 'rankLists').mockResolvedValueOnce(false).mockResolvedValue(answer([rankList()]));
    renderPage(<RankListPage />, '/pages/ranklist/index');
    expect(await screen.findByText('榜单没有加载出来')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: 'Must Eat' })).toBeTruthy();
  });
});
