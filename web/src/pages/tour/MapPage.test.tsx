import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountyOutline } from '../../api/places';
import { mapsService, places } from '../../services';
import { card, detail, renderPage, setUp } from '../../test/placeFixtures';
import MapPage from './MapPage';

// Leaflet needs a real layout; the page's side of the contract is what it asks the map to draw.
const drawn = vi.hoisted(() => ({
  scenes: [] as unknown[],
  nearby: [] as unknown[],
  select: null as null | ((p: unknown) => void),
  visitor: [] as unknown[],
}));
vi.mock('../../features/offlineMap/drawMap', () => ({
  drawMap: (_el: HTMLElement, scene: unknown) => {
    drawn.scenes.push(scene);
    return {
      setNearby: (pins: unknown[], onSelect: (p: unknown) => void) => {
        drawn.nearby = pins;
        drawn.select = onSelect;
      },
      setVisitor: (p: unknown) => drawn.visitor.push(p),
      focusTarget: () => {},
      showCity: () => {},
      destroy: () => {},
    };
  },
}));

const xihu: CountyOutline = {
  code: '330106',
  name: 'Xihu',
  centroid: { lat: 30.2, lng: 120.1 },
  multipolygon: [[[[120.0, 30.1], [120.3, 30.1], [120.3, 30.4], [120.0, 30.4], [120.0, 30.1]]]],
};

describe('tour/map', () => {
  beforeEach(() => {
    setUp();
    drawn.scenes = [];
    drawn.nearby = [];
    drawn.visitor = [];
  });
  afterEach(cleanup);

  it('draws the place’s city outlines with its marker, its neighbours and the visitor', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    const boundaries = vi.spyOn(places, 'boundaries').mockResolvedValue({ city_id: 1201, counties: [xihu] });
    const around = vi.spyOn(places, 'around').mockImplementation(async (q) =>
      q.group === 'food' ? [card({ id: 'food-1', kind: 'food', name: 'Noodles', distance: 0.3 })] : [],
    );
    renderPage(<MapPage />, '/pages/tour/map?id=scenic-hz-xihu');

    expect(await screen.findByRole('heading', { level: 2, name: 'West Lake' })).toBeTruthy();
    await vi.waitFor(() => expect(drawn.scenes).toHaveLength(1));
    expect(boundaries).toHaveBeenCalledWith(1201);
    expect(drawn.scenes[0]).toMatchObject({
      counties: [xihu],
      target: { lat: 30.2431, lng: 120.1502, name: 'West Lake', countyCode: '330106' },
    });
    expect(around).toHaveBeenCalledWith({ id: 'scenic-hz-xihu', group: 'food', size: 10 }, null);
    await vi.waitFor(() => expect(drawn.nearby).toHaveLength(1));
    expect(drawn.visitor).toContainEqual({ lat: 30.25, lng: 120.17 });
    expect(screen.getByText(/底图为简化的县级行政区划轮廓/)).toBeTruthy();
    // The map apps take over on /open-location, which offers each of them.
    expect(screen.getByRole('link', { name: '在地图应用中打开' }).getAttribute('href')).toMatch(/^\/open-location\?lat=30\.2431&lng=120\.1502&name=West%20Lake/);

    // A tapped neighbour shows a card leading to its page.
    act(() => drawn.select?.(card({ id: 'food-1', kind: 'food', name: 'Noodles', distance: 0.3 })));
    expect(screen.getByRole('link', { name: /Noodles/ }).getAttribute('href')).toBe('/pages/poi/detail/food?id=food-1');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('link', { name: /Noodles/ })).toBeNull();
  });

  it('a bare point finds its city by reverse geocoding and its neighbours around it', async () => {
    vi.spyOn(await mapsService(), 'reverse').mockResolvedValue({ location: { lat: 29.87, lng: 121.55 }, ad_info: { city: '宁波市' } });
    const boundaries = vi.spyOn(places, 'boundaries').mockResolvedValue({ city_id: 1202, counties: [xihu] });
    const around = vi.spyOn(places, 'around').mockResolvedValue([]);
    renderPage(<MapPage />, '/pages/tour/map?lat=29.87&lng=121.55&name=Tianyi%20Pavilion');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tianyi Pavilion' })).toBeTruthy();
    await vi.waitFor(() => expect(boundaries).toHaveBeenCalledWith(1202));
    expect(around).toHaveBeenCalledWith({ id: undefined, group: 'sights', size: 10 }, { lat: 29.87, lng: 121.55 });
  });

  it('failed outlines: an error with a retry', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    const boundaries = vi.spyOn(places, 'boundaries').mockResolvedValueOnce(false).mockResolvedValueOnce({ city_id: 1201, counties: [xihu] });
    vi.spyOn(places, 'around').mockResolvedValue([]);
    renderPage(<MapPage />, '/pages/tour/map?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await vi.waitFor(() => expect(drawn.scenes).toHaveLength(1));
    expect(boundaries).toHaveBeenCalledTimes(2);
  });

  it('without a place or a point: not found and the way home', async () => {
    renderPage(<MapPage />, '/pages/tour/map');
    expect(await screen.findByText('没有找到这个地方')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});

describe('tour/map with a point in its address', () => {
  beforeEach(() => {
    setUp({ lat: 29.87, lng: 121.55, source: 'query' } as never);
    drawn.scenes = [];
    drawn.visitor = [];
  });
  afterEach(cleanup);

  it('does not take the place’s own lat/lng for the visitor’s position', async () => {
    vi.spyOn(await mapsService(), 'reverse').mockResolvedValue(null);
    vi.spyOn(places, 'boundaries').mockResolvedValue({ city_id: 1201, counties: [xihu] });
    vi.spyOn(places, 'around').mockResolvedValue([]);
    renderPage(<MapPage />, '/pages/tour/map?lat=29.87&lng=121.55&name=Pavilion');
    await vi.waitFor(() => expect(drawn.scenes).toHaveLength(1));
    expect(drawn.visitor.every((v) => v === null)).toBe(true);
    expect(screen.queryByText(/距你/)).toBeNull();
    expect(screen.queryByText('你的位置')).toBeNull();
  });
});
