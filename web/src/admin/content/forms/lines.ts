// 线路: days of stops across one or more cities (SCHEMA.md lines.jsonl).
import type { EntityForm } from './types';

export const lines: EntityForm = {
  idPrefix: () => 'line',
  region: 'city',
  photos: true,
  blank: (v) => ({ id: v.id, name: { zh: v.name, en: '' }, theme: '', days: 1, city_ids: v.cityId ? [v.cityId] : [], stops: [], description: '', media: [], source: '' }),
};
