import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestCard, SuggestDetail, SuggestNotice, SuggestThemes } from '../../api/suggest';
import { suggest } from '../../features/suggest';
import { addWords } from '../../i18n';
import { suggest as words } from '../../i18n/zh-CN/suggest';
import { paged, placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';
import ClassicPage from './ClassicPage';

addWords(words);
beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = (over: Partial<SuggestCard> = {}): SuggestCard => ({
  id: 'sugg-hz-autumn',
  title: 'Autumn Tea',
  summary: 'Tea and the lake.',
  city_id: 1201,
  city_name: '杭州市',
  themes: ['季节推荐', '茶乡'],
  published_at: '2026-10-09T09:00:00+08:00',
  date: '2026-10-09',
  place_count: 2,
  place_names: ['West Lake', 'Tea Village'],
  cover: '/media/x.svg',
  ...over,
});

const themes = (): SuggestThemes => ({
  themes: [
    { name: '季节推荐', count: 2 },
    { name: '茶乡', count: 1 },
  ],
  cities: [{ id: 1201, name: '杭州市', count: 2 }],
  total: 2,
});

const detail = (over: Partial<SuggestDetail> = {}): SuggestDetail => ({
  ...card(),
  body: 'First paragraph.\n\nSecond paragraph.',
  source: 'Editorial',
  places: [placeCard({ id: 'scenic-hz-xihu', name: 'West Lake', kind: 'scenic', page: 'pages/poi/detail/scenic' })],
  ...over,
});

describe('tour/classic', () => {
  it('lists the suggestions and keeps the theme and city chips in the address', async () => {
    vi.spyOn(suggest, 'themes').mockResolvedValue(themes());
    const list = vi.spyOn(suggest, 'list').mockResolvedValue(paged([card()], 1));
    renderPage(<ClassicPage />, '/pages/tour/classic?theme=%E8%8C%B6%E4%B9%A1');
    expect((await screen.findByRole('link', { name: /Autumn Tea/ })).getAttribute('href')).toBe('/pages/tour/classic?id=sugg-hz-autumn');
    expect(screen.getByText('共1篇推荐')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ cityId: undefined, theme: '茶乡', page: 1, size: 20 });
    const themeChips = await screen.findByRole('group', { name: '按主题' });
    expect(within(themeChips).getByRole('button', { name: '茶乡' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(screen.getByRole('group', { name: '按城市' })).getByRole('button', { name: '杭州市' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ cityId: 1201, theme: '茶乡', page: 1, size: 20 }));
  });

  it('says when a filter has none and leads back; retries a failed list', async () => {
    vi.spyOn(suggest, 'themes').mockResolvedValue(themes());
    vi.spyOn(suggest, 'list').mockResolvedValue(paged([], 0));
    renderPage(<ClassicPage />, '/pages/tour/classic?cityId=1205');
    expect(await screen.findByText('这个条件下还没有推荐文章')).toBeTruthy();
    expect(screen.getByRole('button', { name: '看全部推荐' })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    vi.spyOn(suggest, 'themes').mockResolvedValue(themes());
    vi.spyOn(suggest, 'list').mockResolvedValueOnce(false).mockResolvedValue(paged([card()], 1));
    renderPage(<ClassicPage />, '/pages/tour/classic');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /Autumn Tea/ })).toBeTruthy();
  });

  it('shows news and notices as empty, saying what will appear, never made-up items', async () => {
    vi.spyOn(suggest, 'themes').mockResolvedValue(themes());
    vi.spyOn(suggest, 'list').mockResolvedValue(paged([card()], 1));
    const news = vi.spyOn(suggest, 'news').mockResolvedValue(paged([], 0));
    vi.spyOn(suggest, 'notices').mockResolvedValue(paged([], 0));
    renderPage(<ClassicPage />, '/pages/tour/classic');
    fireEvent.click(await screen.findByRole('tab', { name: '旅游资讯' }));
    expect(await screen.findByText(/暂无资讯/)).toBeTruthy();
    expect(news).toHaveBeenCalledWith(1, undefined);
    fireEvent.click(screen.getByRole('tab', { name: '通知公告' }));
    expect(await screen.findByText(/暂无公告/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '通知公告' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('tour/classic news and notices', () => {
  const item = (over: Partial<SuggestNotice> = {}): SuggestNotice => ({
    id: 'hz-fountain',
    title: '音乐喷泉加演',
    summary: '西湖音乐喷泉今晚加演一场。',
    html: '<p>西湖音乐喷泉<strong>今晚</strong>加演一场。</p>',
    level: null,
    city_id: 1201,
    county_code: null,
    pinned: false,
    published_at: '2026-11-28T08:00:00+08:00',
    ends_at: null,
    source: '杭州市文旅局',
    ...over,
  });

  it("lists the city's news and opens one in place", async () => {
    vi.spyOn(suggest, 'themes').mockResolvedValue(themes());
    vi.spyOn(suggest, 'list').mockResolvedValue(paged([card()], 1));
    const news = vi.spyOn(suggest, 'news').mockResolvedValue(paged([item({ pinned: true })], 1));
    renderPage(<ClassicPage />, '/pages/tour/classic?tab=news&cityId=1201');
    expect(await screen.findByRole('heading', { name: /音乐喷泉加演/ })).toBeTruthy();
    expect(news).toHaveBeenCalledWith(1, 1201);
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(screen.getByText('2026-11-28 · 杭州市文旅局')).toBeTruthy();
    expect(screen.queryByText('今晚')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '阅读全文' }));
    expect(screen.getByText('今晚').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("shows a notice's level and end, and offers the province's when a city has none", async () => {
    vi.spyOn(suggest, 'themes').mockResolvedValue(themes());
    vi.spyOn(suggest, 'list').mockResolvedValue(paged([card()], 1));
    const notices = vi
      .spyOn(suggest, 'notices')
      .mockImplementation(async (_page, cityId) =>
        cityId ? paged([], 0) : paged([item({ id: 'road', title: '龙井路封闭', level: 'closure', ends_at: '2026-12-01T08:00:00+08:00' })], 1),
      );
    renderPage(<ClassicPage />, '/pages/tour/classic?tab=notices&cityId=1202');
    expect(await screen.findByText(/暂无公告/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看全省的' }));
    expect(await screen.findByRole('heading', { name: /龙井路封闭/ })).toBeTruthy();
    expect(notices).toHaveBeenLastCalledWith(1, undefined);
    expect(screen.getByText('关闭')).toBeTruthy();
    expect(screen.getByText(/2026-12-01止/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '通知公告' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('tour/classic?id= (one suggestion)', () => {
  it('shows the title, date, text, its places as place cards and its themes', async () => {
    vi.spyOn(suggest, 'detail').mockResolvedValue(detail());
    renderPage(<ClassicPage />, '/pages/tour/classic?id=sugg-hz-autumn');
    expect(await screen.findByRole('heading', { level: 2, name: 'Autumn Tea' })).toBeTruthy();
    expect(screen.getByText('2026-10-09 · 杭州市')).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /West Lake/ }).getAttribute('href')).toBe('/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(screen.getByRole('link', { name: '茶乡' }).getAttribute('href')).toBe('/pages/tour/classic?theme=%E8%8C%B6%E4%B9%A1');
    expect(screen.getByText('资料来源：公开资料，编辑整理 · 更新于 2026年10月')).toBeTruthy();
  });

  it('says an unknown suggestion is not there, with the way home and no retry; retries a failed load', async () => {
    vi.spyOn(suggest, 'detail').mockResolvedValue(null);
    renderPage(<ClassicPage />, '/pages/tour/classic?id=nope');
    expect(await screen.findByText('没有找到这篇推荐，它可能已经下线。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    vi.spyOn(suggest, 'detail').mockResolvedValueOnce(false).mockResolvedValue(detail());
    renderPage(<ClassicPage />, '/pages/tour/classic?id=sugg-hz-autumn');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Autumn Tea' })).toBeTruthy();
  });
});
