import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import CateIndexPage from './CateIndexPage';
import { paged, placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';

const CATS = {
  kinds: [
    { kind: 'restaurant' as const, count: 3 },
    { kind: 'food' as const, count: 12 },
    { kind: 'canteen' as const, count: 0 },
  ],
  themes: [
    { theme: 'old-brand', count: 6 },
    { theme: 'seafood', count: 4 },
  ],
};

describe('cate/index', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('shows the city’s categories, themes, 百县千碗 entry and the food nearest the visitor', async () => {
    const shopCate = vi.spyOn(places, 'shopCate').mockResolvedValue(CATS);
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()]));
    renderPage(<CateIndexPage />, '/pages/cate/index');

    expect(await screen.findByText('Lou Wai Lou')).toBeTruthy();
    expect(shopCate).toHaveBeenCalledWith('food', 1201);
    // The visitor is in Hangzhou, the city shown: nearest first, from where they are.
    expect(list).toHaveBeenLastCalledWith(
      { kind: 'restaurant,food,canteen', cityId: 1201, sort: 'distance', page: 1, size: 20 },
      { lat: 30.25, lng: 120.17 },
    );
    expect(screen.getByRole('heading', { name: '附近美食' })).toBeTruthy();
    const kinds = screen.getByRole('group', { name: '美食分类' });
    expect(within(kinds).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部15', '餐厅3', '小吃美食12']);
    expect(screen.getByRole('link', { name: /百县千碗/ }).getAttribute('href')).toBe('/pages/newcate/food?cityId=1201');
    expect(screen.getByRole('link', { name: /^old-brand/ }).getAttribute('href')).toBe('/pages/cate/theme?theme=old-brand&cityId=1201');
    expect(screen.getByRole('link', { name: /Lou Wai Lou/ }).getAttribute('href')).toBe('/pages/cate/detail?id=restaurant-hz-louwailou');
  });

  it('with only the Hangzhou-station default, lists by popularity and sends no position (no made-up distances)', async () => {
    setUpVisitor({ lat: 30.2435, lng: 120.182, source: 'default', city: 'Hangzhou', cityId: 1201 } as never);
    vi.spyOn(places, 'shopCate').mockResolvedValue(CATS);
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()]));
    renderPage(<CateIndexPage />, '/pages/cate/index');
    await screen.findByText('Lou Wai Lou');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cityId: 1201, sort: 'popular' }), null);
  });

  it('filters by category and sorts by popularity on request', async () => {
    vi.spyOn(places, 'shopCate').mockResolvedValue(CATS);
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()]));
    renderPage(<CateIndexPage />, '/pages/cate/index');
    await screen.findByText('Lou Wai Lou');
    fireEvent.click(await screen.findByRole('button', { name: /小吃美食/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'food', sort: 'distance' }), expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: '人气优先' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'food', sort: 'popular' }), expect.anything()));
    expect(screen.getByRole('button', { name: '人气优先' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches city: the list, the categories and the links follow, and the pick is kept', async () => {
    const shopCate = vi.spyOn(places, 'shopCate').mockResolvedValue(CATS);
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()]));
    const router = renderPage(<CateIndexPage />, '/pages/cate/index');
    await screen.findByText('Lou Wai Lou');
    fireEvent.click(screen.getByRole('button', { name: '切换城市，当前杭州' }));
    fireEvent.click(within(screen.getByRole('group', { name: '选择城市' })).getByRole('button', { name: '宁波' }));
    await waitFor(() => expect(shopCate).toHaveBeenLastCalledWith('food', 1202));
    // Away from the visitor's city: the most popular first, and the heading names the city.
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cityId: 1202, sort: 'popular' }), expect.anything()),
    );
    expect(screen.getByRole('heading', { name: '宁波美食' })).toBeTruthy();
    expect(sessionStorage.getItem('youzhe.cateCity')).toBe('1202');
    expect(router.state.location.search).toBe('?cityId=1202');
    expect(screen.getByRole('link', { name: /百县千碗/ }).getAttribute('href')).toBe('/pages/newcate/food?cityId=1202');
  });

  it('opens the search with the city', async () => {
    vi.spyOn(places, 'shopCate').mockResolvedValue(CATS);
    vi.spyOn(places, 'list').mockResolvedValue(paged([]));
    renderPage(<CateIndexPage />, '/pages/cate/index?cityId=1203');
    fireEvent.click(await screen.findByRole('button', { name: /搜索温州的美食/ }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/cate/search?cityId=1203');
  });

  it('says so when a list fails, and retries', async () => {
    vi.spyOn(places, 'shopCate').mockResolvedValue(false);
    const list = vi.spyOn(places, 'list').mockResolvedValueOnce(false).mockResolvedValue(paged([placeCard()]));
    renderPage(<CateIndexPage />, '/pages/cate/index');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('Lou Wai Lou')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
    // Without the category counts the tabs still work, and the theme row steps aside.
    expect(screen.getByRole('button', { name: '餐厅' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '杭州吃什么' })).toBeNull();
  });

  it('says when a city has no food of a kind', async () => {
    vi.spyOn(places, 'shopCate').mockResolvedValue(CATS);
    vi.spyOn(places, 'list').mockResolvedValue(paged([]));
    renderPage(<CateIndexPage />, '/pages/cate/index');
    expect(await screen.findByText('没有符合条件的结果，换个条件试试')).toBeTruthy();
  });
});
