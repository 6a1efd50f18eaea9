// 专题: a themed set of places, for a city or the whole province (SCHEMA.md topics.jsonl).
import type { EntityForm } from './types';

export const topics: EntityForm = {
  idPrefix: () => 'topic',
  region: 'city',
  photos: true,
  blank: (v) => ({ id: v.id, title: { zh: v.name, en: '' }, summary: '', city_id: v.cityId ?? null, place_ids: [], media: [], source: '' }),
};
