import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import { answerFetch, dishCard, dishDetail, paged, placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';
import { countiesOfDishes } from './counties';
import DishDetailPage from './DishDetailPage';
import DishesPage from './DishesPage';

const REGIONS = {
  city_id: 1201,
  list: [
    {
      id: 1201,
      counties: [
        { id: 330102, code: '330102', name: 'Shangcheng District', short_name: 'Shangcheng' },
        { id: 330106, code: '330106', name: 'Xihu District', short_name: 'Xihu' },
      ],
    },
  ],
};

describe('newcate/food (百县千碗)', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('shows the city’s dishes with the county chips, and narrows to a county', async () => {
    answerFetch({ '/ver3/api/v3/common-region': REGIONS });
    const dishes = vi.spyOn(places, 'dishes').mockResolvedValue(paged([dishCard()], 13));
    const router = renderPage(<DishesPage />, '/pages/newcate/food?cityId=1201');

    const card = await screen.findByRole('link', { name: /West Lake Fish/ });
    expect(card.getAttribute('href')).toBe('/pages/newcate/newdetail?id=dish-330106-xihu-cuyu');
    expect(within(card).getByText('2家店可以吃到')).toBeTruthy();
    expect(screen.getByText('共13道名菜')).toBeTruthy();
    expect(dishes).toHaveBeenCalledWith({ cityId: 1201, countyCode: undefined, page: 1, size: 20 });

    const counties = await screen.findByRole('group', { name: '杭州的区县' });
    expect(within(counties).getAllByRole('button').map((b) => b.textContent)).toEqual(['杭州全部', 'Shangcheng', 'Xihu']);
    fireEvent.click(within(counties).getByRole('button', { name: 'Xihu（Xihu District）' }));
    await waitFor(() => expect(dishes).toHaveBeenLastCalledWith({ cityId: 1201, countyCode: '330106', page: 1, size: 20 }));
    expect(router.state.location.search).toBe('?cityId=1201&countyCode=330106');
    expect(within(counties).getByRole('button', { name: 'Xihu（Xihu District）' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches city from the tabs, dropping the county', async () => {
    answerFetch({ '/ver3/api/v3/common-region': REGIONS });
    const dishes = vi.spyOn(places, 'dishes').mockResolvedValue(paged([dishCard()]));
    const router = renderPage(<DishesPage />, '/pages/newcate/food?cityId=1201&countyCode=330106');
    await screen.findByRole('link', { name: /West Lake Fish/ });
    fireEvent.click(within(screen.getByRole('group', { name: '选择城市' })).getByRole('button', { name: '温州' }));
    await waitFor(() => expect(dishes).toHaveBeenLastCalledWith({ cityId: 1203, countyCode: undefined, page: 1, size: 20 }));
    expect(router.state.location.search).toBe('?cityId=1203');
  });

  it('without the region list, takes the county chips from the dishes', async () => {
    const dishes = vi.spyOn(places, 'dishes').mockResolvedValue(paged([dishCard(), dishCard({ id: 'd2', county_code: '330102', county_name: 'Shangcheng' })]));
    renderPage(<DishesPage />, '/pages/newcate/food?cityId=1201');
    expect(await screen.findAllByRole('link', { name: /West Lake Fish/ })).toHaveLength(2);
    const counties = screen.getByRole('group', { name: '杭州的区县' });
    expect(within(counties).getAllByRole('button').map((b) => b.textContent)).toEqual(['杭州全部', 'Xihu', 'Shangcheng']);
    expect(dishes).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the dishes fail to load', async () => {
    const dishes = vi.spyOn(places, 'dishes').mockResolvedValueOnce(false).mockResolvedValue(paged([dishCard()]));
    renderPage(<DishesPage />, '/pages/newcate/food');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /West Lake Fish/ })).toBeTruthy();
    expect(dishes).toHaveBeenCalledTimes(2);
  });

  it('county chips from dishes keep the first name of each county', () => {
    expect(
      countiesOfDishes([
        { county_code: '1', county_name: 'A' },
        { county_code: '2', county_name: 'B' },
        { county_code: '1', county_name: 'A' },
      ]).map((c) => c.code),
    ).toEqual(['1', '2']);
  });
});

describe('newcate/newdetail (a dish)', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('tells the dish and where to eat it, nearest measured from the visitor', async () => {
    vi.spyOn(places, 'dishDetail').mockResolvedValue(dishDetail());
    const at = vi.spyOn(places, 'dishPlaces').mockResolvedValue([placeCard({ distance: 0.4 })]);
    vi.spyOn(places, 'dishes').mockResolvedValue(paged([dishCard()], 1));
    renderPage(<DishDetailPage />, '/pages/newcate/newdetail?id=dish-330106-xihu-cuyu');

    expect(await screen.findByRole('heading', { level: 2, name: 'West Lake Fish' })).toBeTruthy();
    expect(screen.getByText('West Lake Fish in Vinegar Gravy')).toBeTruthy();
    expect(screen.getByText('Hangzhou · Xihu')).toBeTruthy();
    expect(screen.getByText('Grass carp, poached.')).toBeTruthy();
    expect(screen.getByText('信息来源：公开资料，编辑整理 · 更新于 2026年11月')).toBeTruthy();
    const where = screen.getByRole('region', { name: '去哪儿吃' });
    const place = within(where).getByRole('link', { name: /Lou Wai Lou/ });
    expect(place.getAttribute('href')).toBe('/pages/cate/detail?id=restaurant-hz-louwailou');
    expect(await within(where).findByText(/距你400米/)).toBeTruthy();
    expect(at).toHaveBeenCalledWith('dish-330106-xihu-cuyu', { lat: 30.25, lng: 120.17 });
    // One dish in the county: the way on is the city's other dishes.
    const more = await screen.findByRole('link', { name: '更多Hangzhou名菜' });
    expect(more.getAttribute('href')).toBe('/pages/newcate/food?cityId=1201');
  });

  it('leads to the county’s other dishes when it has more', async () => {
    vi.spyOn(places, 'dishDetail').mockResolvedValue(dishDetail());
    vi.spyOn(places, 'dishPlaces').mockResolvedValue(false);
    const dishes = vi.spyOn(places, 'dishes').mockResolvedValue(paged([dishCard()], 3));
    renderPage(<DishDetailPage />, '/pages/newcate/newdetail?id=dish-330106-xihu-cuyu');
    const more = await screen.findByRole('link', { name: 'Xihu的其他名菜' });
    expect(more.getAttribute('href')).toBe('/pages/newcate/food?cityId=1201&countyCode=330106');
    expect(dishes).toHaveBeenCalledWith({ countyCode: '330106', size: 1 });
    // Where-to-eat falls back to the dish's own list when the nearby call fails.
    expect(screen.getByRole('link', { name: /Lou Wai Lou/ })).toBeTruthy();
  });

  it('without an id says the dish is not there, with a way home', () => {
    const detail = vi.spyOn(places, 'dishDetail');
    renderPage(<DishDetailPage />, '/pages/newcate/newdetail');
    expect(screen.getByRole('alert').textContent).toContain('没有找到这道菜');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(detail).not.toHaveBeenCalled();
  });

  it('a failed load offers a retry', async () => {
    const detail = vi.spyOn(places, 'dishDetail').mockResolvedValueOnce(false).mockResolvedValue(dishDetail());
    vi.spyOn(places, 'dishPlaces').mockResolvedValue([]);
    vi.spyOn(places, 'dishes').mockResolvedValue(false);
    renderPage(<DishDetailPage />, '/pages/newcate/newdetail?id=x');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'West Lake Fish' })).toBeTruthy();
    expect(detail).toHaveBeenCalledTimes(2);
  });
});
