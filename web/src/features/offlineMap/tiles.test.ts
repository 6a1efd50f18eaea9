import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../lib/distance';
import { datumOf, gcj02ToWgs84, wgs84ToGcj02 } from './datum';
import { asTileConfig, TileHealth, tileOf } from './tiles';

// Leifeng Pagoda (雷峰塔) by GPS; the server's unit tests use the same point.
const LEIFENG_WGS = { lat: 30.2313, lng: 120.1488 };

describe('the datums', () => {
  it('matches the published reference point and the server’s numbers', () => {
    const g = wgs84ToGcj02({ lat: 39.915, lng: 116.404 });
    expect(g.lat).toBeCloseTo(39.91640428150164, 9);
    expect(g.lng).toBeCloseTo(116.41024449916938, 9);
  });

  it('moves West Lake a few hundred metres, and back to the centimetre', () => {
    const gcj = wgs84ToGcj02(LEIFENG_WGS);
    expect(gcj.lng - LEIFENG_WGS.lng).toBeGreaterThan(0.004);
    expect(gcj.lat - LEIFENG_WGS.lat).toBeLessThan(-0.0015);
    const km = distanceKm(LEIFENG_WGS, gcj);
    expect(km).toBeGreaterThan(0.4);
    expect(km).toBeLessThan(0.7);
    const back = gcj02ToWgs84(gcj);
    expect(Math.abs(back.lat - LEIFENG_WGS.lat)).toBeLessThan(1e-7);
    expect(Math.abs(back.lng - LEIFENG_WGS.lng)).toBeLessThan(1e-7);
  });

  it('leaves points outside China as they are', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(wgs84ToGcj02(paris)).toEqual(paris);
    expect(gcj02ToWgs84(paris)).toEqual(paris);
  });

  it('converts for WGS-84 tiles only; a tap comes back in our datum', () => {
    const gcj = wgs84ToGcj02(LEIFENG_WGS);
    expect(datumOf('gcj02').toMap(gcj)).toBe(gcj);
    expect(datumOf(null).toMap(gcj)).toBe(gcj);
    const onMap = datumOf('wgs84').toMap(gcj);
    expect(onMap.lat).toBeCloseTo(LEIFENG_WGS.lat, 6);
    expect(onMap.lng).toBeCloseTo(LEIFENG_WGS.lng, 6);
    const tapped = datumOf('wgs84').fromMap(onMap);
    expect(tapped.lat).toBeCloseTo(gcj.lat, 6);
    expect(tapped.lng).toBeCloseTo(gcj.lng, 6);
  });
});

describe('tile addresses', () => {
  it('puts known points on known tiles (the server agrees)', () => {
    expect(tileOf(30, 120, 0)).toEqual({ x: 0, y: 0 });
    expect(tileOf(30, 120, 1)).toEqual({ x: 1, y: 0 });
    expect(tileOf(LEIFENG_WGS.lat, LEIFENG_WGS.lng, 15)).toEqual({ x: 27320, y: 13494 });
    expect(tileOf(LEIFENG_WGS.lat, LEIFENG_WGS.lng, 18)).toEqual({ x: 218561, y: 107959 });
    expect(tileOf(90, 180, 2)).toEqual({ x: 3, y: 0 });
  });

  it('drawn unconverted, the pagoda would sit two tiles east at street zoom', () => {
    const gcj = wgs84ToGcj02(LEIFENG_WGS);
    const right = tileOf(LEIFENG_WGS.lat, LEIFENG_WGS.lng, 17);
    const wrong = tileOf(gcj.lat, gcj.lng, 17);
    expect([wrong.x - right.x, wrong.y - right.y]).toEqual([2, 1]);
  });
});

describe('the config answer', () => {
  const answer = { enabled: true, crs: 'wgs84', attribution: '天地图 GS(2024)0568号', max_zoom: 18, url: '/ver3/api/v3/tiles/{z}/{x}/{y}' };

  it('reads a configured layer', () => {
    expect(asTileConfig(answer)).toEqual({
      crs: 'wgs84',
      attribution: '天地图 GS(2024)0568号',
      maxZoom: 18,
      url: expect.stringMatching(/\/ver3\/api\/v3\/tiles\/\{z\}\/\{x\}\/\{y\}$/),
    });
  });

  it('takes no layer when there is none or the answer is not one', () => {
    expect(asTileConfig({ ...answer, enabled: false })).toBeNull();
    expect(asTileConfig(null)).toBeNull();
    expect(asTileConfig(false)).toBeNull();
    expect(asTileConfig({ ...answer, crs: 'bd09' })).toBeNull();
    expect(asTileConfig({ ...answer, url: '/tiles' })).toBeNull();
    expect(asTileConfig({ ...answer, max_zoom: 0 })).toBeNull();
  });
});

describe('giving up on tiles', () => {
  it('goes back to the outlines when tiles fail and none loaded', () => {
    const h = new TileHealth(4);
    expect([h.fail(), h.fail(), h.fail(), h.fail()]).toEqual([false, false, false, true]);
  });

  it('keeps a layer that has shown a tile: later failures are single holes', () => {
    const h = new TileHealth(4);
    h.load();
    for (let i = 0; i < 10; i++) expect(h.fail()).toBe(false);
  });
});
