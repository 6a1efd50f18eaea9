// The city chosen on the home page drives every section, and the location line says what is
// shown and what is known of the visitor.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientStore } from '../../session/store';
import { card, freshQueries, paged, renderAt } from './testFixtures';

const api = vi.hoisted(() => ({ list: vi.fn(), themes: vi.fn(), guessYouLike: vi.fn() }));
const asked = vi.hoisted(() => [] as { path: string; params: Record<string, unknown> }[]);

vi.mock('../../services', () => ({
  places: api,
  // The topic section's calls: recorded, answered with nothing.
  request: vi.fn(async (path: string, opts?: { params?: Record<string, unknown> }) => {
    asked.push({ path, params: opts?.params ?? {} });
    return path.includes('banner') ? [] : { list: [], total: 0, page: 1, size: 8 };
  }),
  auth: { token: () => null, redirectLogin: vi.fn(async () => true) },
  locate: vi.fn(async () => null),
}));

import HotelIndexPage from './HotelIndexPage';

const DEFAULT = { lat: 30.2435, lng: 120.182, source: 'default', city: '杭州市', cityId: 1201 } as const;

beforeEach(() => {
  freshQueries();
  sessionStorage.clear();
  asked.length = 0;
  for (const f of Object.values(api)) f.mockReset();
  api.themes.mockResolvedValue([]);
  api.list.mockResolvedValue(paged([card('h1')]));
  api.guessYouLike.mockResolvedValue([]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(cleanup);

const line = () => document.querySelector('.hotel-index__where')?.textContent;

describe('the home page follows the chosen city', () => {
  it('choosing 宁波 without a position: the line says so, and every section is Ningbo’s', async () => {
    useClientStore.getState().put('location', DEFAULT as never);
    renderAt('/', HotelIndexPage, '/');
    expect(line()).toBe('未能获取位置，按杭州站为你推荐');
    fireEvent.click(screen.getByRole('button', { name: '宁波' }));
    expect(line()).toBe('正在看宁波 · 未能获取你的位置');
    await waitFor(() => expect(api.themes).toHaveBeenLastCalledWith('hotel,homestay', 1202));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ cityId: 1202 }), null));
    await waitFor(() => expect(asked.some((a) => a.path.includes('getcityhotscenic') && a.params.city_id === 1202)).toBe(true));
    expect(asked.some((a) => a.path.includes('getcityhothotel') && a.params.city_id === 1202)).toBe(true);
    expect(asked.some((a) => a.path.includes('getbanner') && a.params.city_id === 1202)).toBe(true);
    expect(asked.some((a) => a.path.endsWith('/gethotscenic'))).toBe(false);
    expect(await screen.findByRole('heading', { name: '宁波热门景点' })).toBeTruthy();
  });

  it('a visitor in Hangzhou looking at 宁波 is told both', async () => {
    useClientStore.getState().put('location', { lat: 30.25, lng: 120.17, source: 'device', city: '杭州市', district: '西湖区', cityId: 1201 });
    renderAt('/', HotelIndexPage, '/');
    expect(line()).toBe('当前位置：杭州市 · 西湖区');
    fireEvent.click(screen.getByRole('button', { name: '宁波' }));
    expect(line()).toBe('正在看宁波 · 你在杭州市 · 西湖区');
  });
});
