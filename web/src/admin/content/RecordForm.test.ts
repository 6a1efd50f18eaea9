import { describe, expect, it } from 'vitest';
import { formNameFor, fromFormValues, jsonKeys, toFormValues } from './RecordForm';

const PLACE = {
  id: 'scenic-hz-xihu',
  name: { zh: '西湖风景名胜区', en: 'West Lake Scenic Area' },
  opening_hours: '全天开放',
  phone: null,
  tags: ['免费', '夜游'],
  ticket: { price: 0, notes: '西湖免费开放' },
  stops: [{ place_id: 'a', name: '断桥' }],
  popularity: 98,
};

describe('the record editor', () => {
  it('edits groups per key, string lists as tags and anything deeper as JSON', () => {
    expect([...jsonKeys(PLACE)].sort()).toEqual(['stops']);
    const values = toFormValues(PLACE);
    expect(values.name).toEqual(PLACE.name);
    expect(values.tags).toEqual(PLACE.tags);
    expect(typeof values.stops).toBe('string');
    expect(JSON.parse(values.stops as string)).toEqual(PLACE.stops);
  });

  it('gives the record back with the changes, blanks where it had null, and names JSON that does not parse', () => {
    const values = { ...toFormValues(PLACE), name: { zh: '西湖', en: 'West Lake Scenic Area' }, phone: '', opening_hours: '06:00–22:00' };
    const out = fromFormValues(values, PLACE);
    expect(out).toEqual({ body: { ...PLACE, name: { zh: '西湖', en: 'West Lake Scenic Area' }, opening_hours: '06:00–22:00' } });
    expect(fromFormValues({ ...values, stops: '[{"place_id": ' }, PLACE)).toEqual({ bad: 'stops' });
  });

  it('puts a server field path on the input that holds it', () => {
    expect(formNameFor('name.zh', PLACE)).toEqual(['name', 'zh']);
    expect(formNameFor('opening_hours', PLACE)).toEqual(['opening_hours']);
    expect(formNameFor('stops[0].place_id', PLACE)).toEqual(['stops']);
    expect(formNameFor('ticket.price', PLACE)).toEqual(['ticket', 'price']);
    expect(formNameFor('nowhere', PLACE)).toBeNull();
  });
});
