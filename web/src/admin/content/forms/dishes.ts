// 美食 (百县千碗): a county's dish and where to eat it (SCHEMA.md dishes.jsonl).
import type { EntityForm } from './types';

export const dishes: EntityForm = {
  idPrefix: (v) => `dish-${v.countyCode ?? 'zj'}`,
  region: 'county',
  photos: true,
  blank: (v) => ({ id: v.id, name: { zh: v.name, en: '' }, city_id: v.cityId ?? null, county_code: v.countyCode ?? null, description: '', where_to_eat: [], media: [], source: '' }),
};
