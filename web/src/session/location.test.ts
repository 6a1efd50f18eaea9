import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CITY_INFO_KEY, COORDS_KEY, resolveLocation, type LocationDeps, type MapsService } from './location';

const never = () => new Promise<never>(() => {});
const ningbo = { location: { lat: 29.87, lng: 121.54 }, ad_info: { city: '宁波市', district: '海曙区' }, address: '浙江省宁波市海曙区' };

function setup(over: Partial<LocationDeps> = {}, maps: Partial<MapsService> = {}) {
  const m: MapsService = {
    ipLocation: vi.fn(async () => null),
    translate: vi.fn(async (pts: { lat: number; lng: number }[]) => pts.map((p) => ({ lat: p.lat + 0.001, lng: p.lng + 0.001 }))),
    reverse: vi.fn(async () => null),
    ...maps,
  };
  const deps: LocationDeps = {
    search: '',
    session: sessionStorage,
    local: localStorage,
    platform: 'browser',
    maps: m,
    wechatLocation: vi.fn(async () => Promise.reject(new Error('no wx'))),
    deviceLocation: vi.fn(async () => Promise.reject(new Error('denied'))),
    ...over,
  };
  return { deps, maps: m };
}

describe('location resolution (SPEC §4 order)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('1. lat/lng in the query are used directly and stored as city info', async () => {
    const { deps, maps } = setup({ search: '?lat=29.1&lng=119.6' });
    const r = await resolveLocation(deps);
    expect(r).toMatchObject({ lat: 29.1, lng: 119.6, source: 'query' });
    expect(JSON.parse(sessionStorage.getItem(CITY_INFO_KEY)!)).toMatchObject({ lat: 29.1, lng: 119.6 });
    expect(maps.ipLocation).not.toHaveBeenCalled();
  });

  it('2. city info already in the session', async () => {
    sessionStorage.setItem(CITY_INFO_KEY, JSON.stringify({ lat: 28, lng: 120.6, city: '温州市', cityId: 1203, source: 'ip' }));
    const { deps, maps } = setup();
    await expect(resolveLocation(deps)).resolves.toMatchObject({ cityId: 1203, source: 'session' });
    expect(maps.reverse).not.toHaveBeenCalled();
  });

  it('2. a default saved in the session is still the default, not a position of the visitor', async () => {
    sessionStorage.setItem(CITY_INFO_KEY, JSON.stringify({ lat: 30.2435, lng: 120.182, cityId: 1201, source: 'default' }));
    const { deps } = setup();
    await expect(resolveLocation(deps)).resolves.toMatchObject({ cityId: 1201, source: 'default' });
  });

  it('3. stored coordinates are reverse-geocoded', async () => {
    localStorage.setItem(COORDS_KEY, JSON.stringify({ lat: 29.87, lng: 121.54 }));
    const { deps, maps } = setup({}, { reverse: vi.fn(async () => ningbo) });
    await expect(resolveLocation(deps)).resolves.toMatchObject({ cityId: 1202, city: '宁波市', district: '海曙区', source: 'stored' });
    expect(maps.reverse).toHaveBeenCalledWith({ lat: 29.87, lng: 121.54 });
  });

  it('prefers the city id the maps service gives over the name', async () => {
    localStorage.setItem(COORDS_KEY, JSON.stringify({ lat: 29.87, lng: 121.54 }));
    const { deps } = setup({}, { reverse: vi.fn(async () => ({ ...ningbo, ad_info: { city: '某市', city_id: 1245 } })) });
    await expect(resolveLocation(deps)).resolves.toMatchObject({ cityId: 1245 });
  });

  it('4. WeChat: the bridge position (gcj02), named by reverse geocoding, saved everywhere', async () => {
    const { deps } = setup(
      { platform: 'wechat', wechatLocation: vi.fn(async () => ({ lat: 29.87, lng: 121.54 })) },
      { reverse: vi.fn(async () => ningbo) },
    );
    const r = await resolveLocation(deps);
    expect(r).toMatchObject({ lat: 29.87, lng: 121.54, cityId: 1202, source: 'wechat' });
    expect(JSON.parse(localStorage.getItem(COORDS_KEY)!)).toEqual({ lat: 29.87, lng: 121.54 });
    expect(JSON.parse(sessionStorage.getItem(CITY_INFO_KEY)!).source).toBe('wechat');
  });

  it('4. WeChat refused: falls back to IP location', async () => {
    const { deps } = setup({ platform: 'wechat' }, { ipLocation: vi.fn(async () => ningbo) });
    await expect(resolveLocation(deps)).resolves.toMatchObject({ source: 'ip', cityId: 1202 });
  });

  it('4. WeChat silent for 5 s: the Hangzhou station default', async () => {
    const { deps } = setup({ platform: 'wechat', wechatLocation: vi.fn(never) });
    const p = resolveLocation(deps);
    await vi.advanceTimersByTimeAsync(4_999);
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toMatchObject({ lat: 30.2435, lng: 120.182, source: 'default', cityId: 1201 });
  });

  it('4. a position found but not yet named at 5 s is kept over the default', async () => {
    const { deps } = setup(
      { platform: 'wechat', wechatLocation: vi.fn(async () => ({ lat: 28.1, lng: 120.9 })) },
      { reverse: vi.fn(never) },
    );
    const p = resolveLocation(deps);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(p).resolves.toMatchObject({ lat: 28.1, lng: 120.9, source: 'wechat' });
  });

  it('5. outside WeChat: IP location first', async () => {
    const { deps } = setup({}, { ipLocation: vi.fn(async () => ningbo) });
    await expect(resolveLocation(deps)).resolves.toMatchObject({ source: 'ip', cityId: 1202, lat: 29.87 });
    expect(deps.deviceLocation).not.toHaveBeenCalled();
  });

  it('5. then the device position, translated from WGS-84 and named', async () => {
    const { deps, maps } = setup(
      { deviceLocation: vi.fn(async () => ({ lat: 30, lng: 120, wgs84: true })) },
      { reverse: vi.fn(async () => ({ location: { lat: 30, lng: 120 }, ad_info: { city: '绍兴市' } })) },
    );
    const r = await resolveLocation(deps);
    expect(maps.translate).toHaveBeenCalledWith([{ lat: 30, lng: 120, wgs84: true }]);
    expect(r).toMatchObject({ lat: 30.001, lng: 120.001, cityId: 1205, source: 'device' });
  });

  it('5. a bridge position already in GCJ-02 is not translated', async () => {
    const { deps, maps } = setup({ deviceLocation: vi.fn(async () => ({ lat: 30, lng: 120, wgs84: false })) });
    await expect(resolveLocation(deps)).resolves.toMatchObject({ lat: 30, lng: 120, source: 'device' });
    expect(maps.translate).not.toHaveBeenCalled();
  });

  it('5. with no geo endpoints and no device position: the default, and it is remembered', async () => {
    const { deps } = setup(
      {},
      {
        ipLocation: vi.fn(async () => Promise.reject(new Error('404'))),
        reverse: vi.fn(async () => Promise.reject(new Error('404'))),
        translate: vi.fn(async () => Promise.reject(new Error('404'))),
      },
    );
    await expect(resolveLocation(deps)).resolves.toMatchObject({ source: 'default', lat: 30.2435, lng: 120.182 });
    expect(JSON.parse(sessionStorage.getItem(CITY_INFO_KEY)!).source).toBe('default');
    expect(localStorage.getItem(COORDS_KEY)).toBeNull();
  });

  it('5. ignores junk coordinates in the query', async () => {
    const { deps } = setup({ search: '?lat=abc&lng=120' });
    await expect(resolveLocation(deps)).resolves.toMatchObject({ source: 'default' });
  });
});
