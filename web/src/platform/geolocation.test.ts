import { describe, expect, it, vi } from 'vitest';
import { browserPosition } from './geolocation';

describe('browser position', () => {
  it('rejects with the not-supported message without geolocation', async () => {
    await expect(browserPosition(undefined)).rejects.toThrow('您的浏览器不支持定位');
  });

  it('asks for low accuracy with a 5 s timeout', async () => {
    const geo = {
      getCurrentPosition: vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 30.1, longitude: 120.2 } } as GeolocationPosition)),
    } as unknown as Geolocation;
    await expect(browserPosition(geo)).resolves.toEqual({ lat: 30.1, lng: 120.2 });
    expect(vi.mocked(geo.getCurrentPosition).mock.calls[0][2]).toMatchObject({ enableHighAccuracy: false, timeout: 5000 });
  });

  it('rejects on denial', async () => {
    const geo = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(browserPosition(geo)).rejects.toThrow('denied');
  });
});
