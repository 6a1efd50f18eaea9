// 场所: scenic areas, sites, stays, food, shops, canteens and campsites (SCHEMA.md places.jsonl).
import { KINDS } from '../../labels';
import type { EntityForm } from './types';

export const places: EntityForm = {
  idPrefix: (v) => v.kind ?? 'scenic',
  kinds: KINDS,
  kindField: 'kind',
  region: 'county',
  photos: true,
  blank: (v) => {
    const sight = v.kind === 'scenic' || v.kind === 'site';
    const stay = v.kind === 'hotel' || v.kind === 'homestay' || v.kind === 'camping';
    return {
      id: v.id,
      kind: v.kind ?? 'scenic',
      name: { zh: v.name, en: '' },
      city_id: v.cityId ?? null,
      county_code: v.countyCode ?? null,
      address: '',
      // The county's own point until the editor places it on the map.
      location: v.centroid ?? { lat: 30.27, lng: 120.15 },
      themes: [],
      tags: [],
      opening_hours: null,
      price_level: null,
      avg_price: null,
      phone: null,
      a_level: null,
      ticket: sight ? { price: null, notes: '' } : null,
      facilities: stay ? [] : null,
      star: null,
      description: '',
      popularity: 50,
      media: [],
      source: '',
    };
  },
};
