import { describe, expect, it, vi } from 'vitest';
import { asGeoAnswer, createMapsService } from './geo';
import type { Request } from './request';

describe('maps service over the geo endpoints', () => {
  it('reads answers bare or wrapped in result', () => {
    const a = { location: { lat: 30.1, lng: 120.2 }, ad_info: { city: '杭州市' }, address: '西湖区' };
    expect(asGeoAnswer(a)).toMatchObject({ location: { lat: 30.1, lng: 120.2 }, ad_info: { city: '杭州市' } });
    expect(asGeoAnswer({ result: a })?.address).toBe('西湖区');
    expect(asGeoAnswer(false)).toBeNull();
    expect(asGeoAnswer({ location: { lat: 'x' } })).toBeNull();
  });

  it('calls translate with lat,lng;… and type 1, reverse with location=lat,lng, quietly', async () => {
    const request = vi.fn(async (path: string) =>
      path.endsWith('translate') ? { locations: [{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }] } : { location: { lat: 5, lng: 6 } },
    );
    const maps = createMapsService(request as unknown as Request);
    await expect(maps.translate([{ lat: 0.5, lng: 1.5 }, { lat: 2.5, lng: 3.5 }])).resolves.toEqual([
      { lat: 1, lng: 2 },
      { lat: 3, lng: 4 },
    ]);
    expect(request).toHaveBeenCalledWith('/ver3/api/v3/geo/translate', {
      loading: false,
      quiet: true,
      params: { locations: '0.5,1.5;2.5,3.5', type: 1 },
    });
    await maps.reverse({ lat: 30, lng: 120 });
    expect(request).toHaveBeenLastCalledWith('/ver3/api/v3/geo/reverse', { loading: false, quiet: true, params: { location: '30,120' } });
  });

  it("treats the server's fallback IP answer as no IP location", async () => {
    const answer = { ip: '127.0.0.1', location: { lat: 30.2435, lng: 120.182 }, ad_info: { city: '杭州市', city_id: 1201 }, fallback: true };
    const maps = createMapsService((async () => answer) as unknown as Request);
    await expect(maps.ipLocation()).resolves.toBeNull();
    const located = createMapsService((async () => ({ ...answer, fallback: false })) as unknown as Request);
    await expect(located.ipLocation()).resolves.toMatchObject({ ad_info: { city_id: 1201 } });
  });

  it('answers null when the endpoint is missing (request yields false)', async () => {
    const maps = createMapsService((async () => false) as unknown as Request);
    await expect(maps.ipLocation()).resolves.toBeNull();
    await expect(maps.translate([{ lat: 1, lng: 1 }])).resolves.toBeNull();
    await expect(maps.reverse({ lat: 1, lng: 1 })).resolves.toBeNull();
  });
});
