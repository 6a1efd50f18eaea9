import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import { reviews } from '../../features/reviews';
import { useClientStore } from '../../session/store';
import CateDetailPage from './CateDetailPage';
import CateThemePage from './CateThemePage';
import { paged, placeCard, placeDetail, renderPage, setUpVisitor } from '../../test/foodFixtures';

describe('cate/detail', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('shows the place: price, hours, address and distance, phone, dishes, reviews and nearby food', async () => {
    const details = vi.spyOn(places, 'details').mockResolvedValue(placeDetail());
    const glance = vi.spyOn(reviews, 'summary').mockResolvedValue({ average: 4.5, count: 2, withPhotos: 0, stars: [0, 0, 0, 1, 1] });
    const around = vi
      .spyOn(places, 'around')
      .mockResolvedValue([placeCard({ id: 'food-2', kind: 'food', name: 'Noodle Shop', location: { lat: 30.25, lng: 120.18 }, distance: 9, avg_price: 25 })]);
    renderPage(<CateDetailPage />, '/pages/cate/detail?id=restaurant-hz-louwailou');

    expect(await screen.findByRole('heading', { level: 2, name: 'Lou Wai Lou' })).toBeTruthy();
    expect(details).toHaveBeenCalledWith('restaurant-hz-louwailou', { lat: 30.25, lng: 120.17 });
    expect(screen.getByText('人均¥150')).toBeTruthy();
    expect(screen.getByText('11:00-20:30')).toBeTruthy();
    expect(screen.getByText('距你1.50公里')).toBeTruthy();
    expect(screen.getByText('商家未公开电话')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /拨打电话/ })).toBeNull();
    expect(screen.getByRole('link', { name: /West Lake Fish/ }).getAttribute('href')).toBe('/pages/newcate/newdetail?id=dish-330106-xihu-cuyu');
    expect(screen.getByRole('link', { name: '查看全部信息' }).getAttribute('href')).toBe('/pages/newcate/facility?id=restaurant-hz-louwailou');
    expect((await screen.findByRole('link', { name: '全部点评' })).getAttribute('href')).toBe('/pages/newcate/comments?id=restaurant-hz-louwailou&kind=place');
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(glance).toHaveBeenCalledWith('place', 'restaurant-hz-louwailou');
    expect(screen.getByRole('link', { name: '写点评' }).getAttribute('href')).toBe('/pages/newcate/comment?id=restaurant-hz-louwailou&kind=place');
    expect(screen.getByRole('link', { name: '信息有误？帮我们纠错' }).getAttribute('href')).toBe('/pages/newcate/error?kind=place&id=restaurant-hz-louwailou');
    expect(screen.getByText('信息来源：公开资料，编辑整理 · 更新于 2026年11月')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy();

    const nearby = screen.getByRole('region', { name: '附近美食' });
    const card = await within(nearby).findByRole('link', { name: /Noodle Shop/ });
    expect(around).toHaveBeenCalledWith({ id: 'restaurant-hz-louwailou', group: 'food', size: 6 });
    // A snack place opens on its kind's page, as from every other list.
    expect(card.getAttribute('href')).toBe('/pages/poi/detail/food?id=food-2');
    // Measured from the visitor (about 950 m), not the 9 km the server measured from the place.
    expect(within(card).getByText(/距你9\d\d米/)).toBeTruthy();
    expect(useClientStore.getState().currentCate).toMatchObject({ id: 'restaurant-hz-louwailou' });
  });

  it('calls a published phone number and opens the map page for the place', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(placeDetail({ phone: '0571-8796 9023' }));
    vi.spyOn(places, 'around').mockResolvedValue([]);
    renderPage(<CateDetailPage />, '/pages/cate/detail?id=restaurant-hz-louwailou');
    const call = await screen.findByRole('link', { name: '拨打电话0571-8796 9023' });
    expect(call.getAttribute('href')).toBe('tel:0571-87969023');
    expect(await screen.findByText('附近5公里内暂无其他美食')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '导航：在地图上查看Lou Wai Lou' }));
    expect((await screen.findByLabelText('at')).textContent).toBe('/pages/tour/map?id=restaurant-hz-louwailou');
  });

  it('without an id says the place is not there, with a way home, and asks nothing', () => {
    const details = vi.spyOn(places, 'details');
    renderPage(<CateDetailPage />, '/pages/cate/detail');
    expect(screen.getByRole('alert').textContent).toContain('没有找到这个地方，它可能已下线');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(details).not.toHaveBeenCalled();
  });

  it('an unknown id says the place is gone, with the way home and no retry', async () => {
    vi.spyOn(places, 'details').mockResolvedValueOnce(null);
    vi.spyOn(places, 'around').mockResolvedValue([]);
    renderPage(<CateDetailPage />, '/pages/cate/detail?id=nope');
    expect((await screen.findByRole('alert')).textContent).toContain('没有找到这个地方');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('a failed load offers a retry and the way home', async () => {
    const details = vi.spyOn(places, 'details').mockResolvedValueOnce(false).mockResolvedValue(placeDetail());
    vi.spyOn(places, 'around').mockResolvedValue([]);
    renderPage(<CateDetailPage />, '/pages/cate/detail?id=nope');
    expect((await screen.findByRole('alert')).textContent).toContain('这家店暂时没能打开');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lou Wai Lou' })).toBeTruthy();
    expect(details).toHaveBeenCalledTimes(2);
  });
});

describe('cate/theme', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('lists the theme’s food in the city, and across the province on request', async () => {
    const list = vi.spyOn(places, 'list').mockResolvedValue(paged([placeCard()], 6));
    const router = renderPage(<CateThemePage />, '/pages/cate/theme?theme=old-brand&cityId=1201');
    expect(await screen.findByRole('heading', { level: 2, name: 'old-brand' })).toBeTruthy();
    expect(await screen.findByText('杭州 · 共6家')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(
      { kind: 'restaurant,food,canteen', theme: 'old-brand', cityId: 1201, page: 1, size: 20 },
      { lat: 30.25, lng: 120.17 },
    );
    fireEvent.click(screen.getByRole('button', { name: '全省' }));
    expect(await screen.findByText('全省 · 共6家')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ cityId: undefined }), expect.anything());
    expect(router.state.location.search).toBe('?theme=old-brand');
  });

  it('without a theme says so, with a way home', () => {
    const list = vi.spyOn(places, 'list');
    renderPage(<CateThemePage />, '/pages/cate/theme');
    expect(screen.getByRole('alert').textContent).toContain('没有指定美食主题');
    expect(list).not.toHaveBeenCalled();
  });
});
