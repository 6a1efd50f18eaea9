import { describe, expect, it } from 'vitest';
import { isMediaList, jsonKeys, toFormValues } from './RecordForm';
import { parseStops, placeStop, stopLabel, stopsText } from './stops';

const STOPS = [
  { place_id: 'scenic-hz-xihu', day: 1, order: 1, stay_minutes: 180, note: '苏堤' },
  { place_id: 'site-hz-lingyin', day: 1, order: 2, stay_minutes: 120, note: null },
];

describe('a line’s stops on the map', () => {
  it('places one stop, rounded to six decimals, and leaves the others as they were', () => {
    const moved = placeStop(STOPS, 0, { lat: 30.26351234567, lng: 120.1449 });
    expect(moved[0]).toEqual({ ...STOPS[0], location: { lat: 30.263512, lng: 120.1449 } });
    expect(moved[1]).toBe(STOPS[1]);
    expect(Object.keys(moved[1]!)).not.toContain('location');
  });

  it('puts a stop back at its place by removing its point', () => {
    const moved = placeStop(STOPS, 1, { lat: 30.24, lng: 120.1 });
    const back = placeStop(moved, 1, null);
    expect(back[1]).toEqual(STOPS[1]);
    expect('location' in back[1]!).toBe(false);
  });

  it('reads the form’s JSON text, and nothing that is not a list of stops', () => {
    expect(parseStops(stopsText(STOPS))).toEqual(STOPS);
    expect(parseStops('[{"place_id": ')).toBeNull();
    expect(parseStops('{"place_id": "a"}')).toBeNull();
    expect(parseStops('[{"day": 1}]')).toBeNull();
    expect(stopLabel(STOPS[1]!)).toBe('1-2');
  });
});

describe('image fields', () => {
  it('edits a place’s media list with uploads rather than as JSON text, empty or not', () => {
    const place = { id: 'p', media: [] as unknown[], ticket: { price: 0, notes: 'x' }, stops: STOPS };
    expect(isMediaList('media', place.media)).toBe(true);
    expect(isMediaList('media', [{ url: '/ver3/api/v3/media/a', width: 1, height: 1 }])).toBe(true);
    expect(isMediaList('stops', STOPS)).toBe(false);
    expect([...jsonKeys(place)]).toEqual(['stops']);
    expect(toFormValues(place).media).toEqual([]);
  });
});
