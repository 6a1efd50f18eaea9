// 榜单: places of one kind in order, with why (SCHEMA.md rankings.jsonl).
import { KINDS } from '../../labels';
import type { EntityForm } from './types';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export const rankings: EntityForm = {
  idPrefix: () => 'rank',
  kinds: KINDS,
  kindField: 'kind',
  region: 'city',
  blank: (v) => ({ id: v.id, title: { zh: v.name, en: '' }, kind: v.kind ?? 'restaurant', city_id: v.cityId ?? null, items: [], source: '', updated_at: today(), paid_placement: false }),
};
