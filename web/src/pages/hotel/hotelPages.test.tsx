import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientStore } from '../../session/store';
import { card, hotelDetail, detailOf, freshQueries, paged, renderAt } from './testFixtures';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  themes: vi.fn(),
  guessYouLike: vi.fn(),
  hotelDetail: vi.fn(),
  details: vi.fn(),
}));
const openMap = vi.hoisted(() => vi.fn(async () => {}));
const sharePlace = vi.hoisted(() => vi.fn(async (_id: string) => {}));

vi.mock('../../services', () => ({
  places: api,
  // The home page's topic section asks through the request layer; here it is told no.
  request: vi.fn(async () => false),
  // Not signed in: the heart offers sign-in rather than asking what was saved.
  auth: { token: () => null, redirectLogin: vi.fn(async () => true) },
  locate: vi.fn(async () => null),
  openMap,
  sharePlace,
}));

import { reviews } from '../../features/reviews';
import HotelDetailPage from './HotelDetailPage';
import HotelFacilityPage from './HotelFacilityPage';
import HotelIndexPage from './HotelIndexPage';
import HotelNewDetailPage from './HotelNewDetailPage';
import HotelNewestIndexPage from './HotelNewestIndexPage';
import HotelNewIndexPage, { countiesOf } from './HotelNewIndexPage';
import HotelSearchPage from './HotelSearchPage';
import HotelThemePage from './HotelThemePage';

const THEMES = [
  { theme: '湖光山色', count: 9, cover: '/ver3/api/v3/media/cover/a' },
  { theme: '古村', count: 4, cover: '/ver3/api/v3/media/cover/b' },
];

beforeEach(() => {
  freshQueries();
  sessionStorage.clear();
  useClientStore.getState().put('location', null);
  for (const f of Object.values(api)) f.mockReset();
  openMap.mockClear();
  sharePlace.mockClear();
  api.themes.mockResolvedValue(THEMES);
  api.list.mockResolvedValue(paged([card('h1'), card('h2', { kind: 'homestay', name: '山居民宿' })]));
  api.guessYouLike.mockResolvedValue([card('scenic-x', { kind: 'scenic', name: '灵隐寺' })]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(cleanup);

const where = () => screen.getByTestId('where').textContent;

describe('hotel index (home)', () => {
  it('shows themes, popular stays and guesses for the city, and opens a theme', async () => {
    renderAt('/', HotelIndexPage, '/');
    expect(screen.getByRole('region', { name: '选择城市' })).toBeTruthy();
    const banner = await screen.findByRole('region', { name: '主题推荐' });
    expect(within(banner).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: '杭州热门酒店民宿' })).toBeTruthy();
    expect(await screen.findByText('山居民宿')).toBeTruthy();
    expect(await screen.findByText('灵隐寺')).toBeTruthy();
    expect(api.themes).toHaveBeenCalledWith('hotel,homestay', 1201);
    // No position yet: the city's most popular, without distances.
    expect(api.list).toHaveBeenCalledWith({ kind: 'hotel,homestay', cityId: 1201, sort: 'popular', size: 10 }, null);
    const themes = screen.getByRole('region', { name: '杭州住宿主题' });
    fireEvent.click(within(themes).getByRole('link', { name: /古村/ }));
    expect(where()).toBe('/pages/hotel/theme?theme=%E5%8F%A4%E6%9D%91&cityId=1201');
  });

  it("keeps the server's first screen until its banner is drawn, then lets it go", async () => {
    let answer: (v: typeof THEMES) => void = () => {};
    api.themes.mockReturnValue(new Promise((r) => (answer = r)));
    const first = document.createElement('div');
    first.id = 'yz-first';
    document.body.prepend(first);
    renderAt('/', HotelIndexPage, '/');
    expect(screen.getByRole('region', { name: '选择城市' })).toBeTruthy();
    // The app's hero and its sections' chunk are up, but the banner waits for the themes:
    // the server's stays.
    await screen.findByRole('link', { name: /排行榜/ });
    expect(document.getElementById('yz-first')).not.toBeNull();
    await act(async () => answer(THEMES));
    await screen.findByRole('region', { name: '主题推荐' });
    expect(document.getElementById('yz-first')).toBeNull();
  });

  it('lists stays nearest first when the visitor is in the city shown', async () => {
    useClientStore.getState().put('location', { lat: 29.87, lng: 121.54, source: 'device', cityId: 1202, city: '宁波市' });
    renderAt('/', HotelIndexPage, '/');
    expect(await screen.findByRole('heading', { name: '附近热门酒店民宿' })).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith(
      { kind: 'hotel,homestay', cityId: 1202, sort: 'distance', size: 10 },
      expect.objectContaining({ lat: 29.87, lng: 121.54 }),
    );
    // Another city: its popular stays, still with distances from where the visitor is.
    fireEvent.click(screen.getByRole('button', { name: '杭州' }));
    expect(await screen.findByRole('heading', { name: '杭州热门酒店民宿' })).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith(
      { kind: 'hotel,homestay', cityId: 1201, sort: 'popular', size: 10 },
      expect.objectContaining({ lat: 29.87 }),
    );
    expect(sessionStorage.getItem('youzhe.hotelCity')).toBe('1201');
  });

  it('offers a retry when the stays fail to load', async () => {
    api.list.mockResolvedValueOnce(false);
    renderAt('/', HotelIndexPage, '/');
    const retry = await screen.findByRole('button', { name: '重新加载' });
    fireEvent.click(retry);
    expect(await screen.findByText('山居民宿')).toBeTruthy();
    expect(api.list).toHaveBeenCalledTimes(2);
  });
});

describe('hotel search', () => {
  const open = (url: string) => renderAt('/pages/hotel/search', HotelSearchPage, url);

  it('searches what the URL says and keeps a new keyword in the URL', async () => {
    const router = open('/pages/hotel/search?cityId=1202&kind=homestay&priceLevel=2&facilities=wifi');
    expect(await screen.findByText('山居民宿')).toBeTruthy();
    expect(screen.getByText('找到2家酒店民宿')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'homestay', cityId: 1202, priceLevel: '2', facilities: 'wifi', sort: 'popular', page: 1 }),
      null,
    );
    expect(screen.getByRole('button', { name: '宁波' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索酒店、民宿' }), { target: { value: 'xihu' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await screen.findByText('山居民宿');
    expect(router.state.location.search).toBe('?cityId=1202&keyword=xihu&kind=homestay&priceLevel=2&facilities=wifi');
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'xihu' }), null);
  });

  it("keeps the server's first page until its list has answered, then lets it go", async () => {
    let answer: (v: ReturnType<typeof paged>) => void = () => {};
    api.list.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const first = document.createElement('div');
    first.id = 'yz-first';
    document.body.prepend(first);
    open('/pages/hotel/search');
    expect(screen.getByRole('button', { name: '筛选' })).toBeTruthy();
    expect(document.getElementById('yz-first')).not.toBeNull();
    await act(async () => answer(paged([card('h1')])));
    await screen.findByText('找到1家酒店民宿');
    expect(document.getElementById('yz-first')).toBeNull();
  });

  it('with nothing found under filters, suggests clearing them', async () => {
    api.list.mockResolvedValueOnce(paged([]));
    const router = open('/pages/hotel/search?cityId=1201&keyword=a&priceLevel=4&facilities=pool');
    expect(await screen.findByText('没有符合条件的结果，换个条件试试')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: '清除筛选' });
    fireEvent.click(clear[clear.length - 1]);
    expect(await screen.findByText('山居民宿')).toBeTruthy();
    expect(router.state.location.search).toBe('?cityId=1201&keyword=a');
  });

  it('filters by 无障碍 from the sheet’s one 适老与无障碍 group; with none known, says so and clears just that', async () => {
    const router = open('/pages/hotel/search?cityId=1201&priceLevel=2');
    await screen.findByText('山居民宿');
    api.list.mockResolvedValueOnce(paged([]));
    fireEvent.click(screen.getByRole('button', { name: /^筛选/ }));
    const sheet = await screen.findByRole('dialog', { name: '筛选条件' });
    // One group holds the stay's own 适老 / 无障碍 facilities and the accessibility facts.
    expect(within(sheet).queryByRole('group', { name: '无障碍' })).toBeNull();
    const group = within(sheet).getByRole('group', { name: '适老与无障碍' });
    expect(within(group).getByText('只看确认有这些条件的地方（未知的不算）')).toBeTruthy();
    expect(within(group).getByRole('button', { name: '适老设施' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: '无障碍设施' })).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: '无障碍入口' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '查看结果' }));
    expect(await screen.findByText('还没有地方确认有所选的无障碍条件')).toBeTruthy();
    expect(router.state.location.search).toBe('?cityId=1201&priceLevel=2&accessibility=step_free_entrance');
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ accessibility: 'step_free_entrance', priceLevel: '2' }), null);
    fireEvent.click(screen.getByRole('button', { name: '清除无障碍条件' }));
    expect(await screen.findByText('山居民宿')).toBeTruthy();
    expect(router.state.location.search).toBe('?cityId=1201&priceLevel=2');
  });

  it('applies price levels and facilities from the filter sheet', async () => {
    const router = open('/pages/hotel/search');
    await screen.findByText('山居民宿');
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选条件' });
    fireEvent.click(within(sheet).getByRole('button', { name: '舒适' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '适老设施' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '查看结果' }));
    await act(async () => {});
    expect(router.state.location.search).toBe('?priceLevel=2&facilities=elder_friendly');
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ priceLevel: '2', facilities: 'elder_friendly' }), null);
    expect(screen.getByText('已选：舒适、适老设施')).toBeTruthy();
  });

  it('orders by distance from the visitor once the position is known', async () => {
    useClientStore.getState().put('location', { lat: 30.2, lng: 120.1, source: 'ip', cityId: 1201 });
    open('/pages/hotel/search?sort=nearest');
    await screen.findByText('山居民宿');
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ sort: 'distance' }), expect.objectContaining({ lat: 30.2 }));
  });
});

describe('hotel theme', () => {
  it('says so when no theme is given, with the way home', () => {
    renderAt('/pages/hotel/theme', HotelThemePage, '/pages/hotel/theme');
    expect(screen.getByRole('alert').textContent).toContain('没有指定住宿主题');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('shows the theme with its cover and count, and its stays', async () => {
    renderAt('/pages/hotel/theme', HotelThemePage, '/pages/hotel/theme?theme=%E5%8F%A4%E6%9D%91&cityId=1201');
    expect(await screen.findByRole('heading', { name: '古村' })).toBeTruthy();
    expect(await screen.findByText('杭州 · 4家酒店民宿')).toBeTruthy();
    expect(await screen.findByText('山居民宿')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ kind: 'hotel,homestay', theme: '古村', cityId: 1201, page: 1 }), null);
  });
});

describe('hotel detail', () => {
  it('without an id says the place was not found, with the way home', () => {
    renderAt('/pages/hotel/detail', HotelDetailPage, '/pages/hotel/detail');
    expect(screen.getByText('没有找到这个地方，它可能已下线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(api.hotelDetail).not.toHaveBeenCalled();
  });

  it('an unknown id says not found and leads home, with no retry', async () => {
    api.hotelDetail.mockResolvedValueOnce(null);
    renderAt('/pages/hotel/detail', HotelDetailPage, '/pages/hotel/detail?id=nope');
    expect(await screen.findByText('没有找到这个地方，它可能已下线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('a failed load offers a retry that shows the stay', async () => {
    api.hotelDetail.mockResolvedValueOnce(false).mockResolvedValueOnce(hotelDetail('h1'));
    renderAt('/pages/hotel/detail', HotelDetailPage, '/pages/hotel/detail?id=h1');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '酒店h1' })).toBeTruthy();
  });

  it('shows the stay: album, price, phone, map, six facilities, reviews and what is around', async () => {
    api.hotelDetail.mockResolvedValue(hotelDetail('h1'));
    vi.spyOn(reviews, 'summary').mockResolvedValue({ average: 4, count: 2, withPhotos: 0, stars: [0, 0, 0, 2, 0] });
    renderAt('/pages/hotel/detail', HotelDetailPage, '/pages/hotel/detail?id=h1');
    expect(await screen.findByRole('heading', { name: '酒店h1' })).toBeTruthy();
    expect(api.hotelDetail).toHaveBeenCalledWith('h1', null);
    // Once the stay is known, sharing the page (inside WeChat) shows it.
    expect(sharePlace).toHaveBeenCalledWith('h1');
    const intro = screen.getByRole('heading', { name: '酒店h1' }).parentElement!;
    expect(within(intro).getByText('¥680起/晚')).toBeTruthy();
    expect(within(intro).getByText('5星级')).toBeTruthy();
    expect(screen.getByText('商家未公开电话')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^查看相册：.*1张/ }).getAttribute('href')).toBe('/pages/public/photo/photo?id=h1');
    // The reviews at a glance, read and written from here, and the way to report a mistake.
    expect((await screen.findByRole('link', { name: '全部点评' })).getAttribute('href')).toBe('/pages/newcate/comments?id=h1&kind=place');
    expect(within(screen.getByRole('region', { name: '点评概况' })).getByText('2条点评')).toBeTruthy();
    expect(screen.getByRole('link', { name: '写点评' }).getAttribute('href')).toBe('/pages/newcate/comment?id=h1&kind=place');
    expect(screen.getByRole('link', { name: '信息有误？帮我们纠错' }).getAttribute('href')).toBe('/pages/newcate/error?kind=place&id=h1');
    // The heart to save the stay, offered before sign-in too.
    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy();
    const facilities = screen.getByRole('region', { name: '设施服务' });
    // Elder-friendly leads, then the first five others; the rest are a tap away.
    expect(within(facilities).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '适老设施',
      '免费无线网络',
      '停车场',
      '含早餐',
      '餐厅',
      '游泳池',
    ]);
    expect(within(facilities).getByRole('link', { name: '全部设施' }).getAttribute('href')).toBe('/pages/hotel/facility?id=h1');
    fireEvent.click(screen.getByRole('button', { name: '在地图上查看酒店h1' }));
    expect(openMap).toHaveBeenCalledWith({ id: 'h1', lat: 30.25, lng: 120.15, name: '酒店h1', address: '杭州市西湖区' });
    // Around the stay, measured from the stay itself.
    expect(screen.getByText('楼外楼')).toBeTruthy();
    expect(screen.getByText('餐厅 · 距此560米')).toBeTruthy();
    expect(screen.getByText('另一家酒店')).toBeTruthy();
  });

  it('a published phone number is a call link', async () => {
    api.hotelDetail.mockResolvedValue(hotelDetail('h1', { phone: '0571-8796 9023' }));
    renderAt('/pages/hotel/detail', HotelDetailPage, '/pages/hotel/detail?id=h1');
    const call = await screen.findByRole('link', { name: '拨打酒店h1的电话' });
    expect(call.getAttribute('href')).toBe('tel:0571-87969023');
  });

  it('the homestay layout shows the same stay with its gallery and facts', async () => {
    api.hotelDetail.mockResolvedValue(
      hotelDetail('m1', {
        kind: 'homestay',
        star: null,
        opening_hours: '14:00入住',
        photos: [1, 2, 3].map((n) => ({ url: `/c/m1?n=${n}`, width: 640, height: 400, caption: '', illustrative: true })),
      }),
    );
    renderAt('/pages/hotel/newdetail', HotelNewDetailPage, '/pages/hotel/newdetail?id=m1');
    expect(await screen.findByRole('heading', { name: '酒店m1' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /点按查看相册/ })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: '关于这家民宿' })).toBeTruthy();
    expect(screen.getByText('14:00入住')).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部设施' })).toBeTruthy();
  });
});

describe('hotel facilities', () => {
  it('groups every facility and names the place', async () => {
    api.details.mockResolvedValue(detailOf('h1', { facilities: ['wifi', 'view', 'luggage'] }));
    renderAt('/pages/hotel/facility', HotelFacilityPage, '/pages/hotel/facility?id=h1');
    expect(await screen.findByRole('heading', { name: '酒店h1' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '基础设施' })).getByText('免费无线网络')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '服务' })).getByText('行李寄存')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '休闲' })).getByText('景观房')).toBeTruthy();
    // No elder facilities recorded: said plainly rather than left out.
    expect(within(screen.getByRole('region', { name: '适老与无障碍' })).getByText(/暂无适老或无障碍设施信息/)).toBeTruthy();
  });

  it('without an id says not found', () => {
    renderAt('/pages/hotel/facility', HotelFacilityPage, '/pages/hotel/facility');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(api.details).not.toHaveBeenCalled();
  });
});

describe('homestay and combined indexes', () => {
  it('counts homestays by county', () => {
    const list = [card('a', { county_code: '2', county_name: '乙' }), card('b', { county_code: '1', county_name: '甲' }), card('c', { county_code: '2', county_name: '乙' })];
    expect(countiesOf(list)).toEqual([
      { code: '2', name: '乙', count: 2 },
      { code: '1', name: '甲', count: 1 },
    ]);
  });

  it('the homestay index filters by county and opens the homestay layout', async () => {
    api.list.mockImplementation(async (q: { countyCode?: string }) =>
      paged(
        [card('m1', { kind: 'homestay', name: '溪边民宿', county_code: '330523', county_name: '安吉县' }), card('m2', { kind: 'homestay', name: '竹林民宿', county_code: '330521', county_name: '德清县' })].filter(
          (p) => !q.countyCode || p.county_code === q.countyCode,
        ),
      ),
    );
    const router = renderAt('/pages/hotel/newindex', HotelNewIndexPage, '/pages/hotel/newindex?cityId=1239');
    expect(await screen.findByText('溪边民宿')).toBeTruthy();
    expect(api.themes).toHaveBeenCalledWith('homestay', 1239);
    fireEvent.click(await screen.findByRole('button', { name: '德清县 1' }));
    await act(async () => {});
    expect(router.state.location.search).toBe('?cityId=1239&county=330521');
    expect(screen.queryByText('溪边民宿')).toBeNull();
    expect((await screen.findByText('竹林民宿')).closest('a')?.getAttribute('href')).toBe('/pages/hotel/newdetail?id=m2');
  });

  it('the combined index switches between all, hotels and homestays', async () => {
    const router = renderAt('/pages/hotel/newestindex', HotelNewestIndexPage, '/pages/hotel/newestindex?cityId=1201');
    expect(await screen.findByText('杭州共2家')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '民宿' }));
    await act(async () => {});
    expect(router.state.location.search).toBe('?cityId=1201&kind=homestay');
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'homestay', cityId: 1201 }), null);
    expect(screen.getByRole('tab', { name: '民宿' }).getAttribute('aria-selected')).toBe('true');
  });
});
