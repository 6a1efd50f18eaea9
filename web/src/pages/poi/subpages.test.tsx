import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import MoreContentPage from './MoreContentPage';
import MoreFoodPage from './MoreFoodPage';
import PhotoPage from './PhotoPage';
import { card, detail, paged, renderPage, setUp } from '../../test/placeFixtures';

describe('poi/detail subpages', () => {
  beforeEach(() => setUp());
  afterEach(cleanup);

  it('moreContent: the whole description and every fact, people and dishes linked', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(
      detail({ description: 'Line one.\nLine two, never clamped.', dishes: [{ id: 'dish-1', name: 'Vinegar Fish', county_name: 'Xihu' }] }),
    );
    renderPage(<MoreContentPage />, '/pages/poi/detail/subpages/moreContent?id=scenic-hz-xihu');
    expect(await screen.findByText(/Line two, never clamped\./)).toBeTruthy();
    const facts = screen.getByRole('region', { name: '基本信息' });
    expect(within(facts).getByText('景区 · 5A景区')).toBeTruthy();
    expect(within(facts).getByText('Hangzhou · Xihu')).toBeTruthy();
    expect(within(facts).getByText('lakes')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'Su Shi' }).getAttribute('href')).toBe('/pages/famous/peopledetail?id=person-sushi');
    expect(within(facts).getByRole('link', { name: 'Vinegar Fish' }).getAttribute('href')).toBe('/pages/newcate/newdetail?id=dish-1');
  });

  it('moreContent without an id: not found, way home', async () => {
    renderPage(<MoreContentPage />, '/pages/poi/detail/subpages/moreContent');
    expect(await screen.findByText('没有找到这个地方')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('photo: a grid of every photo, each opening the album at its index, marked as illustrations', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    renderPage(<PhotoPage />, '/pages/poi/detail/subpages/photo?id=scenic-hz-xihu');
    expect(await screen.findByRole('heading', { name: 'West Lake（3张）' })).toBeTruthy();
    expect(screen.getByText('示意图：暂无实拍照片')).toBeTruthy();
    const third = screen.getByRole('link', { name: '查看第3张，共3张' });
    expect(third.getAttribute('href')).toBe('/pages/public/photo/photo?id=scenic-hz-xihu&index=2');
    expect(within(third).getByText('View 3')).toBeTruthy();
  });

  it('photo: a place with no photos says so', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail({ photos: [] }));
    renderPage(<PhotoPage />, '/pages/poi/detail/subpages/photo?id=scenic-hz-xihu');
    expect(await screen.findByText('这个地方还没有照片')).toBeTruthy();
  });

  it('moreFood: food of the city nearest the place first, measured from the place, never the place itself', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail({ id: 'food-0', kind: 'food', name: 'Dumplings' }));
    const list = vi
      .spyOn(places, 'list')
      .mockResolvedValue(paged([card({ id: 'food-0', kind: 'food', name: 'Dumplings', distance: 0 }), card({ id: 'food-1', kind: 'food', name: 'Noodles', distance: 0.8 })], 2));
    renderPage(<MoreFoodPage />, '/pages/poi/detail/subpages/moreFood?id=food-0');
    const noodles = await screen.findByRole('link', { name: /Noodles/ });
    expect(within(noodles).getByText(/距此800米/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Dumplings/ })).toBeNull();
    expect(list).toHaveBeenCalledWith(
      { kind: 'restaurant,food,canteen', cityId: 1201, sort: 'distance', page: 1, size: 20 },
      { lat: 30.2431, lng: 120.1502 },
    );
    // The place itself is not counted: one item is all there is.
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('moreFood: a failed list offers a retry; an empty one says so', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    const list = vi.spyOn(places, 'list').mockResolvedValueOnce(false).mockResolvedValueOnce(paged([]));
    renderPage(<MoreFoodPage />, '/pages/poi/detail/subpages/moreFood?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无收录的美食')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
