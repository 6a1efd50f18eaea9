import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import { renderPage } from '../../test/renderPage';
import { OfflineMap } from './OfflineMap';

// Leaflet needs a real layout; what matters here is what the map is asked to draw.
const drawn = vi.hoisted(() => ({ scenes: [] as { tiles?: unknown }[] }));
vi.mock('./drawMap', () => ({
  drawMap: (_el: HTMLElement, scene: { tiles?: unknown }) => {
    drawn.scenes.push(scene);
    return { showCity: () => {}, setStops: () => {}, showStops: () => {}, destroy: () => {} };
  },
}));

const page = () => <OfflineMap cityIds={[1201]} target={{ lat: 30.2431, lng: 120.1502, name: 'West Lake', address: '' }} label="map" />;

describe('the offline map and the tile layer', () => {
  beforeEach(() => {
    drawn.scenes = [];
    vi.spyOn(places, 'boundaries').mockResolvedValue({ city_id: 1201, counties: [] });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the operator’s tiles in their datum when the server has them', async () => {
    vi.spyOn(places, 'tileConfig').mockResolvedValue({ enabled: true, crs: 'wgs84', attribution: '天地图', max_zoom: 18, url: '/ver3/api/v3/tiles/{z}/{x}/{y}' });
    renderPage(page(), '/pages/tour/map');
    await waitFor(() => expect(drawn.scenes).toHaveLength(1));
    expect(drawn.scenes[0].tiles).toMatchObject({ crs: 'wgs84', attribution: '天地图', maxZoom: 18 });
  });

  it('draws the outlines alone when there is no provider', async () => {
    vi.spyOn(places, 'tileConfig').mockResolvedValue({ enabled: false, crs: null, attribution: '', max_zoom: 0, url: '' });
    renderPage(page(), '/pages/tour/map');
    await waitFor(() => expect(drawn.scenes).toHaveLength(1));
    expect(drawn.scenes[0].tiles).toBeNull();
  });

  it('draws the outlines alone, with no error shown, when the question fails', async () => {
    vi.spyOn(places, 'tileConfig').mockRejectedValue(new Error('offline'));
    renderPage(page(), '/pages/tour/map');
    await waitFor(() => expect(drawn.scenes).toHaveLength(1));
    expect(drawn.scenes[0].tiles).toBeNull();
    expect(document.body.textContent).not.toMatch(/失败|错误/);
  });
});
