import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { suggest as words } from '../../i18n/zh-CN/suggest';
import { renderPage } from '../../test/renderPage';
import PlaceSuggestions from './PlaceSuggestions';
import { suggest } from './suggest';

addWords(words);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = {
  id: 'sugg-hz-autumn',
  title: 'Autumn Tea',
  summary: 'Tea and the lake.',
  city_id: 1201,
  city_name: '杭州市',
  themes: ['茶乡'],
  published_at: '2026-10-09T09:00:00+08:00',
  date: '2026-10-09',
  place_count: 2,
  place_names: ['West Lake'],
  cover: '',
};

describe("a place page's recommended articles", () => {
  it('lists the suggestions that mention the place, each opening its page', async () => {
    const call = vi.spyOn(suggest, 'ofPlace').mockResolvedValue([card]);
    renderPage(<PlaceSuggestions placeId="scenic-hz-xihu" />, '/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(await screen.findByRole('heading', { level: 3, name: '推荐文章' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Autumn Tea/ }).getAttribute('href')).toBe('/pages/tour/classic?id=sugg-hz-autumn');
    expect(call).toHaveBeenCalledWith('scenic-hz-xihu');
  });

  it('shows nothing when none mentions it, and a retry when the call failed', async () => {
    const call = vi.spyOn(suggest, 'ofPlace').mockResolvedValue([]);
    renderPage(<PlaceSuggestions placeId="canteen-x" />, '/pages/poi/detail/canteen?id=canteen-x');
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('heading', { name: '推荐文章' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    vi.spyOn(suggest, 'ofPlace').mockResolvedValueOnce(false).mockResolvedValue([card]);
    renderPage(<PlaceSuggestions placeId="scenic-hz-xihu" />, '/pages/poi/detail/scenic?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /Autumn Tea/ })).toBeTruthy();
  });
});
