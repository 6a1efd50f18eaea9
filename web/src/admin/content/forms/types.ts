// What the console needs to know about one kind of record to create it: how its id starts,
// the kinds it comes in, which region it belongs to, and the record a new one starts from.
// One small file per entity (places.ts, dishes.ts …), listed in index.ts.

export type Json = Record<string, unknown>;

/** What the 新建 form asked: the name, the kind (where the entity has kinds) and the region. */
export interface NewValues {
  name: string;
  kind?: string;
  cityId?: number | null;
  countyCode?: string | null;
  /** The city's short pinyin-free code for ids (`hz` for Hangzhou), from the city's English name. */
  cityCode?: string;
}

export interface EntityForm {
  /** The id's first part; a short random suffix (and the city's code) follow. */
  idPrefix: (v: NewValues) => string;
  /** `kind` (or `category`) values to choose from, with their Chinese names. */
  kinds?: Record<string, string>;
  /** The field the kind is written to. */
  kindField?: 'kind' | 'category';
  /** Which region the 新建 form asks for: a county (and its city), a city, or none (province-wide). */
  region: 'county' | 'city' | 'none';
  /** True when the records carry photos (`media`, edited with the media field). */
  photos?: boolean;
  /** The whole record a new one starts as: every field the validator reads. */
  blank: (v: NewValues & { id: string; centroid?: { lat: number; lng: number } | null }) => Json;
}
