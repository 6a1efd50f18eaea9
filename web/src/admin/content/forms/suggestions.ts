// 推荐·资讯: an article for a city or the province (SCHEMA.md suggestions.jsonl).
import type { EntityForm } from './types';

/** Now in Beijing time, as the data writes it (2026-10-01T09:00:00+08:00). */
const now = () => `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export const suggestions: EntityForm = {
  idPrefix: () => 'sugg',
  region: 'city',
  blank: (v) => ({ id: v.id, title: v.name, summary: '', body: '', city_id: v.cityId ?? null, place_ids: [], themes: [], published_at: now(), source: '' }),
};
