import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import CateResultPage from './CateResultPage';
import CateSearchPage from './CateSearchPage';
import { answerFetch, paged, placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';

describe('cate/search', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('searches the typed keyword in the page’s city and remembers it', async () => {
    vi.spyOn(places, 'shopCate').mockResolvedValue({ kinds: [], themes: [{ theme: 'seafood', count: 9 }] });
    renderPage(<CateSearchPage />, '/pages/cate/search?cityId=1202');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索美食' }), { target: { value: '  ningbo dumplings ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/cate/result?keyword=ningbo%20dumplings&cityId=1202');
    expect(JSON.parse(localStorage.getItem('youzhe.cateRecent') ?? '[]')).toEqual(['ningbo dumplings']);
  });

  it('asks for a keyword instead of searching nothing', () => {
    vi.spyOn(places, 'shopCate').mockResolvedValue(false);
    renderPage(<CateSearchPage />, '/pages/cate/search');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('status').textContent).toBe('请输入想找的美食');
    expect(screen.queryByLabelText('at')).toBeNull();
  });

  it('offers recent searches and the city’s popular themes, and clears the recent ones', async () => {
    localStorage.setItem('youzhe.cateRecent', JSON.stringify(['noodles', 'tea']));
    const shopCate = vi.spyOn(places, 'shopCate').mockResolvedValue({ kinds: [], themes: [{ theme: 'seafood', count: 9 }] });
    renderPage(<CateSearchPage />, '/pages/cate/search');
    const hot = await screen.findByRole('group', { name: '杭州热门' });
    expect(shopCate).toHaveBeenCalledWith('food', 1201);
    expect(within(hot).getByRole('button', { name: 'seafood' })).toBeTruthy();
    const recent = screen.getByRole('group', { name: '最近搜索' });
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(['noodles', 'tea']);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('group', { name: '最近搜索' })).toBeNull();
    expect(localStorage.getItem('youzhe.cateRecent')).toBeNull();
    fireEvent.click(within(hot).getByRole('button', { name: 'seafood' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/cate/result?keyword=seafood');
  });
});

describe('cate/result', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('lists the food places for the keyword, with the 百县千碗 dishes of that name', async () => {
    answerFetch({
      '/ver3/api/v3/http/search': paged([
        { id: 'dish-1', type: 'dish', kind: 'dish', name: 'Dongpo Pork', name_en: '', summary: 'Slow-braised pork.' },
      ]),
    });
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()], 7));
    renderPage(<CateResultPage />, '/pages/cate/result?keyword=pork');
    expect(await screen.findByText('找到7家美食')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(
      { kind: 'restaurant,food,canteen', keyword: 'pork', cityId: undefined, page: 1, size: 20 },
      { lat: 30.25, lng: 120.17 },
    );
    const dishes = screen.getByRole('region', { name: '百县千碗' });
    expect(within(dishes).getByRole('link', { name: /Dongpo Pork/ }).getAttribute('href')).toBe('/pages/newcate/newdetail?id=dish-1');
    const searched = new URL(String(vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('/http/search'))?.[0]), 'http://x');
    expect(Object.fromEntries(searched.searchParams)).toEqual({ keyword: 'pork', kind: 'dish', size: '6' });
  });

  it('when no place matches but a dish does, shows the places that serve the dish', async () => {
    answerFetch({
      '/ver3/api/v3/http/search': paged([{ id: 'dish-2', type: 'dish', kind: 'dish', name: 'Pian Noodles', name_en: '', summary: '' }]),
    });
    vi.spyOn(places, 'list').mockResolvedValue(paged([]));
    const at = vi.spyOn(places, 'dishPlaces').mockResolvedValue([placeCard({ id: 'food-9', kind: 'food', name: 'Noodle Street' })]);
    renderPage(<CateResultPage />, '/pages/cate/result?keyword=pian');
    const where = await screen.findByRole('region', { name: '可以吃到Pian Noodles的店' });
    // A snack place opens on its kind's page, as from every other list.
    expect(within(where).getByRole('link', { name: /Noodle Street/ }).getAttribute('href')).toBe('/pages/poi/detail/food?id=food-9');
    expect(at).toHaveBeenCalledWith('dish-2', { lat: 30.25, lng: 120.17 });
    expect(screen.queryByText('没有找到相关美食，换个词试试')).toBeNull();
  });

  it('narrows to the city and back to the province', async () => {
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()]));
    renderPage(<CateResultPage />, '/pages/cate/result?keyword=pork&cityId=1202');
    await screen.findByText('Lou Wai Lou');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cityId: 1202 }), expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '全省' }));
    await screen.findByText('Lou Wai Lou');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cityId: undefined }), expect.anything());
  });

  it('says when nothing matches', async () => {
    vi.spyOn(places, 'list').mockResolvedValue(paged([]));
    renderPage(<CateResultPage />, '/pages/cate/result?keyword=zzz');
    expect(await screen.findByText('没有找到相关美食，换个词试试')).toBeTruthy();
  });

  it('without a keyword, leads to the search', async () => {
    const list = vi.spyOn(places, 'list');
    renderPage(<CateResultPage />, '/pages/cate/result');
    fireEvent.click(screen.getByRole('button', { name: '去搜索' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/cate/search');
    expect(list).not.toHaveBeenCalled();
  });

  it('the keyword bar goes back to the search to change it', async () => {
    vi.spyOn(places, 'list').mockResolvedValue(paged([]));
    renderPage(<CateResultPage />, '/pages/cate/result?keyword=pork');
    fireEvent.click(screen.getByRole('button', { name: '修改搜索：pork' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/cate/search?keyword=pork');
  });
});
