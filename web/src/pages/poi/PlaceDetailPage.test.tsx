import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import { reviews } from '../../features/reviews';
import PlaceDetailPage from './PlaceDetailPage';
import { card, detail, renderPage, setUp } from '../../test/placeFixtures';

function stubNeighbours() {
  vi.spyOn(places, 'tickets').mockResolvedValue({
    list: [{ id: 't1', name: 'Island boat', price: 55, free: false, notes: 'includes the island' }],
    notes: 'Buy at the pier',
  });
  vi.spyOn(places, 'around').mockImplementation(async (q) =>
    q.group === 'food'
      ? [card({ id: 'food-1', kind: 'food', name: 'Noodle Shop', distance: 0.42, avg_price: 30, a_level: null })]
      : [card({ id: 'site-1', kind: 'site', name: 'Old Pagoda', distance: 2.5, a_level: null })],
  );
  vi.spyOn(places, 'guessYouLike').mockResolvedValue([card({ id: 'scenic-2', name: 'Lingyin Temple', a_level: '5A' })]);
}

describe('poi/detail', () => {
  beforeEach(() => setUp());
  afterEach(cleanup);

  it('a scenic area: grade, hours, free ticket with notes, tickets, people, photos, nearby and the source', async () => {
    const details = vi.spyOn(places, 'details').mockResolvedValue(detail());
    stubNeighbours();
    vi.spyOn(reviews, 'summary').mockResolvedValue({ average: 4.2, count: 5, withPhotos: 1, stars: [0, 0, 1, 2, 2] });
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic?id=scenic-hz-xihu');

    expect(await screen.findByRole('heading', { level: 2, name: 'West Lake' })).toBeTruthy();
    expect(details).toHaveBeenCalledWith('scenic-hz-xihu', { lat: 30.25, lng: 120.17, source: 'ip', city: 'Hangzhou', cityId: 1201 });
    expect(screen.getByText('5A景区')).toBeTruthy();
    const facts = screen.getByRole('region', { name: '基本信息' });
    expect(within(facts).getByText('all day')).toBeTruthy();
    expect(within(facts).getByText('免费')).toBeTruthy();
    expect(within(facts).getByText('Islands sell their own tickets')).toBeTruthy();
    // Distance from the visitor, measured here since the answer carried none.
    expect(within(facts).getByText(/距你2\.\d\d公里/)).toBeTruthy();
    expect(within(facts).getByText('未公开电话')).toBeTruthy();

    const tickets = screen.getByRole('region', { name: '门票信息' });
    expect(await within(tickets).findByText('Island boat')).toBeTruthy();
    expect(within(tickets).getByText('¥55')).toBeTruthy();
    expect(within(tickets).getByText('Buy at the pier')).toBeTruthy();

    expect(screen.getByRole('link', { name: /Su Shi/ }).getAttribute('href')).toBe('/pages/famous/peopledetail?id=person-sushi');
    expect(screen.getByRole('link', { name: /查看West Lake的相册/ }).getAttribute('href')).toBe('/pages/public/photo/photo?id=scenic-hz-xihu');
    expect(screen.getByRole('link', { name: '查看第2张，共3张' }).getAttribute('href')).toBe('/pages/public/photo/photo?id=scenic-hz-xihu&index=1');
    expect(screen.getByRole('link', { name: '全部3张' }).getAttribute('href')).toBe('/pages/poi/detail/subpages/photo?id=scenic-hz-xihu');
    expect(screen.getByText('示意图：暂无实拍照片')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe('/pages/poi/detail/subpages/moreContent?id=scenic-hz-xihu');

    const food = screen.getByRole('region', { name: '附近美食' });
    const noodle = await within(food).findByRole('link', { name: /Noodle Shop/ });
    expect(noodle.getAttribute('href')).toBe('/pages/poi/detail/food?id=food-1');
    expect(within(noodle).getByText(/距此420米/)).toBeTruthy();
    expect(within(food).getByRole('link', { name: '更多' }).getAttribute('href')).toBe('/pages/poi/detail/subpages/moreFood?id=scenic-hz-xihu');
    expect(await within(screen.getByRole('region', { name: '附近景点' })).findByText('Old Pagoda')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: '猜你喜欢' })).findByText('Lingyin Temple')).toBeTruthy();
    expect(screen.getByText('信息来源：公开资料，编辑整理 · 更新于 2026年11月')).toBeTruthy();
    // The reviews at a glance and the way to say something is wrong.
    expect(await screen.findByText('5条点评')).toBeTruthy();
    expect(screen.getByRole('link', { name: '写点评' }).getAttribute('href')).toBe('/pages/newcate/comment?id=scenic-hz-xihu&kind=place');
    expect(screen.getByRole('link', { name: '信息有误？帮我们纠错' }).getAttribute('href')).toBe('/pages/newcate/error?kind=place&id=scenic-hz-xihu');
  });

  it('the map button opens our map page for the place in a plain browser', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    stubNeighbours();
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '在地图上查看West Lake' }));
    expect((await screen.findByRole('status', { name: 'at' })).textContent).toBe('/pages/tour/map?id=scenic-hz-xihu');
  });

  it('a stay: price and facilities summary leading to the full list; a published phone can be dialled', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(
      detail({ id: 'hotel-1', kind: 'hotel', name: 'Lake Hotel', a_level: null, star: 5, avg_price: 680, ticket: null, facilities: ['wifi', 'parking', 'pool'], people: [], phone: '0571-8888 0000' }),
    );
    stubNeighbours();
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/hotel?id=hotel-1');
    expect(await screen.findByText('¥680起/晚')).toBeTruthy();
    expect(screen.getByText('5星级')).toBeTruthy();
    expect(screen.getByText('免费无线网络')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看全部3项设施/ }).getAttribute('href')).toBe('/pages/hotel/facility?id=hotel-1');
    expect(screen.getByRole('link', { name: '拨打电话 0571-8888 0000' }).getAttribute('href')).toBe('tel:057188880000');
    expect(screen.queryByRole('region', { name: '门票信息' })).toBeNull();
  });

  it('a shop says what it sells; a canteen puts its perks such as elder discounts among its facts', async () => {
    const goods = [{ id: 'goods-330106-xihu-longjing', name: 'Longjing', county_name: 'Xihu', gi_list: 'certification_mark' as const }];
    vi.spyOn(places, 'details').mockResolvedValue(detail({ kind: 'shop', name: 'Tea Shop', themes: ['龙井茶'], tags: ['老字号'], ticket: null, goods }));
    stubNeighbours();
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/shop?id=shop-1');
    const facts = await screen.findByRole('region', { name: '基本信息' });
    expect(within(facts).getByText('主营')).toBeTruthy();
    expect(within(facts).getByText('龙井茶')).toBeTruthy();
    const sold = screen.getByRole('region', { name: '这里有售的地理标志特产' });
    expect(within(sold).getByText('Longjing')).toBeTruthy();
    expect(within(sold).getByText('Xihu · 地理标志证明商标')).toBeTruthy();
    cleanup();

    vi.spyOn(places, 'details').mockResolvedValue(detail({ kind: 'canteen', name: 'Street Canteen', tags: ['老年优惠'], avg_price: 12, ticket: null }));
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/canteen?id=canteen-1');
    const canteenFacts = await screen.findByRole('region', { name: '基本信息' });
    expect(within(within(canteenFacts).getByText('特色服务').parentElement!).getByText('老年优惠')).toBeTruthy();
    expect(screen.getByText('人均¥12')).toBeTruthy();
  });

  it('without an id: a not-found state with the way home, and no call', async () => {
    const details = vi.spyOn(places, 'details');
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic');
    expect(await screen.findByText('没有找到这个地方')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(details).not.toHaveBeenCalled();
  });

  it('an unknown id: not found and the way home, no retry', async () => {
    vi.spyOn(places, 'details').mockResolvedValueOnce(null);
    stubNeighbours();
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic?id=nope');
    expect(await screen.findByText('没有找到这个地方')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('a failed load: a retry that asks again', async () => {
    const details = vi.spyOn(places, 'details').mockResolvedValueOnce(false).mockResolvedValueOnce(detail());
    stubNeighbours();
    renderPage(<PlaceDetailPage />, '/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(await screen.findByText('这个地方没能打开')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'West Lake' })).toBeTruthy();
    await waitFor(() => expect(details).toHaveBeenCalledTimes(2));
  });
});
