import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegionCity } from '../../api/regions';
import { mapsService, places as placesApi } from '../../services';
import { useClientStore } from '../../session/store';
import { renderPage, setUpVisitor } from '../../test/foodFixtures';
import ChooseLocationPage from './ChooseLocationPage';
import { regions } from './location';
import OpenLocationPage from './OpenLocationPage';

// Leaflet needs a real layout; what the pages ask the map to do is what they control.
const drawn = vi.hoisted(() => ({ tap: null as null | ((p: { lat: number; lng: number }) => void), moved: [] as unknown[] }));
vi.mock('../../features/offlineMap/drawMap', () => ({
  drawMap: (_el: HTMLElement, scene: { onTap?: (p: { lat: number; lng: number }) => void }) => {
    drawn.tap = scene.onTap ?? null;
    return {
      setNearby: () => {},
      setVisitor: () => {},
      focusTarget: () => {},
      showCity: () => {},
      moveTarget: (p: unknown) => drawn.moved.push(p),
      setStops: () => {},
      showStops: () => {},
      destroy: () => {},
    };
  },
}));

const county = (code: string, name: string, lat: number, lng: number) => ({ id: Number(code), code, name, name_en: name, short_name: name, centroid: { lat, lng } });
const CITIES: RegionCity[] = [
  { id: 1201, code: '330100', name: '杭州市', name_en: 'Hangzhou', short_name: '杭州', centroid: { lat: 30.27, lng: 120.15 }, counties: [county('330106', '西湖区', 30.13, 120.08)] },
  { id: 1202, code: '330200', name: '宁波市', name_en: 'Ningbo', short_name: '宁波', centroid: { lat: 29.87, lng: 121.54 }, counties: [county('330226', '宁海县', 29.29, 121.43)] },
];

beforeEach(() => {
  setUpVisitor();
  drawn.tap = null;
  drawn.moved = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stored = () => JSON.parse(sessionStorage.getItem('youzhe.cityInfo') ?? 'null');

describe('/choose-location', () => {
  it('makes a county the visit’s location, where the location chain keeps it', async () => {
    vi.spyOn(regions, 'regions').mockResolvedValue({ list: CITIES, city_id: null });
    renderPage(<ChooseLocationPage />, '/choose-location');
    fireEvent.click(await screen.findByRole('button', { name: '宁波市' }));
    fireEvent.click(screen.getByRole('button', { name: '宁海县' }));
    expect(stored()).toMatchObject({ lat: 29.29, lng: 121.43, city: '宁波市', cityId: 1202, district: '宁海县' });
    expect(useClientStore.getState().location).toMatchObject({ cityId: 1202, district: '宁海县' });
    expect(screen.getByText('位置已设为宁波市 宁海县')).toBeTruthy();
  });

  it('takes a whole city at its centre', async () => {
    vi.spyOn(regions, 'regions').mockResolvedValue({ list: CITIES, city_id: null });
    renderPage(<ChooseLocationPage />, '/choose-location');
    fireEvent.click(await screen.findByRole('button', { name: '杭州市全市' }));
    expect(stored()).toMatchObject({ lat: 30.27, lng: 120.15, city: '杭州市', cityId: 1201 });
    expect(stored().district).toBeUndefined();
  });

  it('takes a point tapped on the map, named by reverse geocoding', async () => {
    vi.spyOn(regions, 'regions').mockResolvedValue({ list: CITIES, city_id: null });
    vi.spyOn(placesApi, 'boundaries').mockResolvedValue({ city_id: 1201, counties: [] });
    vi.spyOn(await mapsService(), 'reverse').mockResolvedValue({ location: { lat: 30.3, lng: 120.2 }, address: '杭州市拱墅区某路', ad_info: { city: '杭州市', district: '拱墅区', city_id: 1201 } });
    renderPage(<ChooseLocationPage />, '/choose-location');
    const use = await screen.findByRole('button', { name: '用这个位置' });
    expect((use as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(drawn.tap).not.toBeNull());
    drawn.tap!({ lat: 30.3, lng: 120.2 });
    await waitFor(() => expect((use as HTMLButtonElement).disabled).toBe(false));
    expect(drawn.moved).toEqual([{ lat: 30.3, lng: 120.2 }]);
    fireEvent.click(use);
    await waitFor(() => expect(stored()).toMatchObject({ lat: 30.3, lng: 120.2, city: '杭州市', district: '拱墅区', address: '杭州市拱墅区某路' }));
  });

  it('retries when the cities did not load', async () => {
    vi.spyOn(regions, 'regions').mockResolvedValueOnce(false).mockResolvedValue({ list: CITIES, city_id: null });
    renderPage(<ChooseLocationPage />, '/choose-location');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('button', { name: '宁波市' })).toBeTruthy();
  });
});

describe('/open-location', () => {
  it('shows the point with its name and address, and hands it to the map apps', async () => {
    vi.spyOn(await mapsService(), 'reverse').mockResolvedValue({ location: { lat: 30.24, lng: 120.15 }, ad_info: { city: '杭州市', city_id: 1201 } });
    vi.spyOn(placesApi, 'boundaries').mockResolvedValue({ city_id: 1201, counties: [] });
    renderPage(<OpenLocationPage />, `/open-location?lat=30.2437&lng=120.1505&name=${encodeURIComponent('西湖')}&address=${encodeURIComponent('龙井路1号')}`);
    expect(await screen.findByRole('heading', { level: 2, name: '西湖' })).toBeTruthy();
    expect(screen.getByText('龙井路1号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '高德地图' }).getAttribute('href')).toContain('position=120.1505%2C30.2437');
    expect(screen.getByRole('link', { name: '百度地图' }).getAttribute('href')).toContain('coord_type=gcj02');
    expect(screen.getByRole('link', { name: '腾讯地图' }).getAttribute('href')).toContain('marker=coord:30.2437,120.1505');
    expect(screen.getByRole('link', { name: 'Apple 地图' }).getAttribute('href')).toContain('ll=30.2437%2C120.1505');
    expect(await screen.findByRole('region', { name: '西湖的位置地图' })).toBeTruthy();
  });

  it('says there is nothing to show without a point, with the way home', async () => {
    renderPage(<OpenLocationPage />, '/open-location?lat=abc');
    expect(await screen.findByText('没有要查看的位置')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });
});
