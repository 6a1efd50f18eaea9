// 名人: a person tied to a city, with their places (SCHEMA.md famous_people.jsonl).
import type { EntityForm } from './types';

export const famousPeople: EntityForm = {
  idPrefix: () => 'person',
  region: 'county',
  photos: true,
  blank: (v) => ({
    id: v.id,
    name: { zh: v.name, en: '' },
    era: '',
    born: null,
    died: null,
    title: '',
    city_id: v.cityId ?? null,
    hometown_county: v.countyCode ?? null,
    biography: '',
    place_ids: [],
    media: [],
    source: '',
  }),
};
