import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { line as words } from '../../i18n/zh-CN/line';
import { places } from '../../services';
import { renderPage, setUpVisitor } from '../../test/foodFixtures';
import { road } from './fixtures';
import InTourLinePage from './InTourLinePage';
import LineMapPage from './LineMapPage';
import { lines } from './lines';

addWords(words);

const drawn = vi.hoisted(() => ({ stops: [] as { label: string; name: string }[], select: null as null | ((i: number) => void) }));
vi.mock('../../features/offlineMap/drawMap', () => ({
  drawMap: () => ({
    setNearby: () => {},
    setVisitor: () => {},
    focusTarget: () => {},
    showCity: () => {},
    moveTarget: () => {},
    setStops: (stops: { label: string; name: string }[], onSelect: (i: number) => void) => {
      drawn.stops = stops;
      drawn.select = onSelect;
    },
    showStops: () => {},
    destroy: () => {},
  }),
}));

beforeEach(() => {
  drawn.stops = [];
  drawn.select = null;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('line/map', () => {
  it('numbers the stops on the map, and a tapped number shows its stop', async () => {
    setUpVisitor();
    vi.spyOn(lines, 'line').mockResolvedValue(road());
    vi.spyOn(places, 'boundaries').mockResolvedValue({ city_id: 1201, counties: [] });
    renderPage(<LineMapPage />, '/pages/line/map?id=line-hz-classic-1d');
    await waitFor(() => expect(drawn.stops.map((s) => s.label)).toEqual(['1', '2', '3']));
    expect(drawn.stops.map((s) => s.name)).toEqual(['a', 'b', 'c']);
    drawn.select!(2);
    const chosen = await screen.findByRole('region', { name: '选中的站点' });
    expect(chosen.textContent).toContain('第3站 · 第2天');
    expect(chosen.querySelector('a')?.getAttribute('href')).toBe('/pages/poi/detail/site?id=c');
    fireEvent.click(screen.getByRole('button', { name: '第1站 · 第1天' }));
    expect((await screen.findByRole('region', { name: '选中的站点' })).textContent).toContain('第1站');
  });

  it('says an unknown line is not there, with the way home', async () => {
    setUpVisitor();
    vi.spyOn(lines, 'line').mockResolvedValue(null);
    renderPage(<LineMapPage />, '/pages/line/map?id=nope');
    expect(await screen.findByText('没有找到这条线路')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});

describe('line/inTourLineInfo', () => {
  it('starts at stop 1 wherever the visitor stands, and goes on as they check in', async () => {
    // Standing at stop 2, having done nothing: the line still starts at stop 1.
    setUpVisitor({ lat: 30.24, lng: 120.15, source: 'ip', city: 'Hangzhou', cityId: 1201 });
    vi.spyOn(lines, 'line').mockResolvedValue(road());
    renderPage(<InTourLinePage />, '/pages/line/inTourLineInfo?id=line-hz-classic-1d');
    const first = await screen.findByRole('link', { name: '第1站 a' });
    expect(first.getAttribute('href')).toBe('/pages/poi/detail/site?id=a');
    expect(screen.getByText(/^距你直线约4\.8公里$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我到了，第1站打卡' }));
    // Checked in at stop 1: stop 2 is next, where the visitor stands.
    expect(await screen.findByRole('link', { name: '第2站 b' })).toBeTruthy();
    expect(screen.getByText('开放时间未注明，出发前请向景点确认')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去这一站' }).getAttribute('href')).toBe('/open-location?lat=30.24&lng=120.15&name=b&address=30%20Gushan%20Road');
    expect(screen.getByRole('link', { name: '第3站 c' })).toBeTruthy();
    expect(screen.getByText('开放时间：全天开放')).toBeTruthy();
    expect(screen.getByText(/已打卡1\/3站/)).toBeTruthy();
    // Remembered on this device; and the visitor can start over.
    cleanup();
    renderPage(<InTourLinePage />, '/pages/line/inTourLineInfo?id=line-hz-classic-1d');
    expect(await screen.findByRole('link', { name: '第2站 b' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '从第1站重新开始' }));
    expect(await screen.findByRole('link', { name: '第1站 a' })).toBeTruthy();
  });

  it('without the visitor’s position starts from the first stop and offers to choose one', async () => {
    // The location chain settled on the Hangzhou default: no position of the visitor's.
    setUpVisitor({ lat: 30.2435, lng: 120.182, source: 'default', city: '杭州市', cityId: 1201 } as never);
    vi.spyOn(lines, 'line').mockResolvedValue(road());
    renderPage(<InTourLinePage />, '/pages/line/inTourLineInfo?id=line-hz-classic-1d');
    expect(await screen.findByRole('link', { name: '第1站 a' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '选择我的位置' })).toBeTruthy();
  });
});

