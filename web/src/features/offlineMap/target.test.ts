import { describe, expect, it } from 'vitest';
import type { CountyOutline } from '../../api/places';
import { card } from '../../test/placeFixtures';
import { boundsOf, countyAt, nearbyPins, outlinesGeoJson, parseMapQuery } from './target';

const square = (code: string, w: number, s: number, size = 1): CountyOutline => ({
  code,
  name: code,
  centroid: { lat: s + size / 2, lng: w + size / 2 },
  multipolygon: [[[[w, s], [w + size, s], [w + size, s + size], [w, s + size], [w, s]]]],
});

describe('map target and geometry', () => {
  it('reads a place id, else a point, else nothing', () => {
    expect(parseMapQuery(new URLSearchParams('id=scenic-hz-xihu&lat=1'))).toEqual({ kind: 'place', id: 'scenic-hz-xihu' });
    expect(parseMapQuery(new URLSearchParams('lat=30.24&lng=120.15&name=West%20Lake'))).toEqual({
      kind: 'point',
      point: { lat: 30.24, lng: 120.15 },
      name: 'West Lake',
      address: '',
    });
    expect(parseMapQuery(new URLSearchParams('point=30.24,120.15&name=West%20Lake&address=A'))).toEqual({
      kind: 'point',
      point: { lat: 30.24, lng: 120.15 },
      name: 'West Lake',
      address: 'A',
    });
    expect(parseMapQuery(new URLSearchParams('lat=abc&lng=120'))).toEqual({ kind: 'none' });
    expect(parseMapQuery(new URLSearchParams('lat=0&lng=0'))).toEqual({ kind: 'none' });
    expect(parseMapQuery(new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('bounds every outline and extra point', () => {
    expect(boundsOf([square('a', 120, 30), square('b', 121, 29)], [{ lat: 31.5, lng: 120.5 }])).toEqual({
      south: 29,
      north: 31.5,
      west: 120,
      east: 122,
    });
    expect(boundsOf([])).toBeNull();
  });

  it('finds the county holding a point, holes excluded', () => {
    const holed: CountyOutline = {
      ...square('h', 0, 0, 10),
      multipolygon: [
        [
          [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]],
          [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]],
        ],
      ],
    };
    const counties = [square('a', 120, 30), holed];
    expect(countyAt(counties, { lat: 30.5, lng: 120.5 })?.code).toBe('a');
    expect(countyAt(counties, { lat: 2, lng: 2 })?.code).toBe('h');
    expect(countyAt(counties, { lat: 5, lng: 5 })).toBeNull();
    expect(countyAt(counties, { lat: 50, lng: 50 })).toBeNull();
  });

  it('draws outlines as GeoJSON, the target county marked', () => {
    const fc = outlinesGeoJson([square('a', 120, 30), square('b', 121, 30)], 'b');
    expect(fc.features.map((f) => [f.properties.code, f.properties.highlight])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(fc.features[0].geometry.type).toBe('MultiPolygon');
  });

  it('pins each nearby place once and never the place itself', () => {
    const pins = nearbyPins(
      [
        { group: 'sights', places: [card({ id: 'x' }), card({ id: 'me' })] },
        { group: 'food', places: [card({ id: 'x' }), card({ id: 'y' })] },
      ],
      'me',
    );
    expect(pins.map((p) => [p.group, p.place.id])).toEqual([
      ['sights', 'x'],
      ['food', 'y'],
    ]);
  });
});
