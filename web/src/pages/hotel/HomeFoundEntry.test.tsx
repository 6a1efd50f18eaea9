import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientStore } from '../../session/store';
import { renderPage } from '../../test/renderPage';
import { HomeExplore } from './HomeSections';
import { homeTopics } from './homeTopics';

afterEach(() => {
  cleanup();
  act(() => useClientStore.getState().put('config_showfound', true));
  vi.restoreAllMocks();
});

describe('home entry of spot the difference (config_showfound, SPEC §3)', () => {
  it('is shown by default and hidden when config_showfound is false', async () => {
    vi.spyOn(homeTopics, 'banners').mockResolvedValue([]);
    vi.spyOn(homeTopics, 'hotScenic').mockResolvedValue({ list: [], total: 0, page: 1, size: 8 });
    vi.spyOn(homeTopics, 'hotHotels').mockResolvedValue({ list: [], total: 0, page: 1, size: 8 });
    renderPage(<HomeExplore />, '/');
    expect((await screen.findByRole('link', { name: /找不同/ })).getAttribute('href')).toBe('/pages/found/index');
    act(() => useClientStore.getState().put('config_showfound', false));
    expect(screen.queryByRole('link', { name: /找不同/ })).toBeNull();
    expect(screen.getByRole('link', { name: /我的收藏/ })).toBeTruthy();
  });
});

describe('home entries of the campaigns and the points shop', () => {
  it('leads a new visitor to the campaign hub and the points shop in one tap', async () => {
    vi.spyOn(homeTopics, 'banners').mockResolvedValue([]);
    vi.spyOn(homeTopics, 'hotScenic').mockResolvedValue({ list: [], total: 0, page: 1, size: 8 });
    vi.spyOn(homeTopics, 'hotHotels').mockResolvedValue({ list: [], total: 0, page: 1, size: 8 });
    renderPage(<HomeExplore />, '/');
    expect((await screen.findByRole('link', { name: /活动中心/ })).getAttribute('href')).toBe('/pages/actives/index');
    expect(screen.getByRole('link', { name: /积分商城/ }).getAttribute('href')).toBe('/pages/actives/shop');
  });
});
