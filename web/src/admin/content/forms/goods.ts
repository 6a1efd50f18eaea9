// 特产好物: a product with a geographical indication (SCHEMA.md goods.jsonl).
import { CATEGORIES } from '../../labels';
import type { EntityForm } from './types';

export const goods: EntityForm = {
  idPrefix: (v) => `goods-${v.countyCode ?? 'zj'}`,
  kinds: CATEGORIES,
  kindField: 'category',
  region: 'county',
  blank: (v) => ({
    id: v.id,
    name: { zh: v.name, en: '' },
    category: v.kind ?? 'food',
    gi_list: 'protected_product',
    city_id: v.cityId ?? null,
    county_code: v.countyCode ?? null,
    description: '',
    place_ids: [],
    source: '',
  }),
};
