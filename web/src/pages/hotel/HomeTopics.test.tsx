import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../api/topics';
import { addWords } from '../../i18n';
import { topic as words } from '../../i18n/zh-CN/topic';
import { renderPage } from '../../test/renderPage';
import { card } from '../../test/placeFixtures';
import HomeTopics from './HomeTopics';
import { homeTopics } from './homeTopics';

addWords(words);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const banner: Banner = { topic_id: 'topic-songyun', page: 'pages/topic/detail', title: 'Song Charm', summary: 'Old streets.', cover: '/media/x.svg' };
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, size: 8 });

describe('home page topic section', () => {
  it('shows the banners leading to their topics, and the hot scenic places and stays', async () => {
    vi.spyOn(homeTopics, 'banners').mockResolvedValue([banner]);
    vi.spyOn(homeTopics, 'hotScenic').mockResolvedValue(page([card({ id: 'scenic-hz-xihu', name: 'West Lake' })]));
    vi.spyOn(homeTopics, 'hotHotels').mockResolvedValue(page([card({ id: 'hotel-hz-four-seasons', kind: 'hotel', page: 'pages/hotel/detail', name: 'Four Seasons' })]));
    renderPage(<HomeTopics />, '/');
    expect((await screen.findByRole('link', { name: /专题：\s*Song Charm/ })).getAttribute('href')).toBe('/pages/topic/detail?id=topic-songyun');
    expect(screen.getByRole('link', { name: /全部专题/ }).getAttribute('href')).toBe('/pages/topic/index');
    expect(await within(screen.getByRole('region', { name: '热门景点' })).findByText('West Lake')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: '热门住宿' })).findByText('Four Seasons')).toBeTruthy();
  });

  it('offers a retry when the banners fail, and says when there are none', async () => {
    vi.spyOn(homeTopics, 'banners').mockResolvedValueOnce(false).mockResolvedValue([banner]);
    vi.spyOn(homeTopics, 'hotScenic').mockResolvedValue(page([]));
    vi.spyOn(homeTopics, 'hotHotels').mockResolvedValue(page([]));
    renderPage(<HomeTopics />, '/');
    const topics = await screen.findByRole('region', { name: /专题推荐/ });
    fireEvent.click(await within(topics).findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /专题：\s*Song Charm/ })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: '热门景点' })).findByText('暂时没有热门地点')).toBeTruthy();
  });
});
