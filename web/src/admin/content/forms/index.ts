// The entities the console creates, by the path crates/editing names them. A new entity is
// one file beside these and one line here (docs/CONSOLE_UI.md "Adding an entity").
import { dishes } from './dishes';
import { famousPeople } from './famous_people';
import { goods } from './goods';
import { lines } from './lines';
import { places } from './places';
import { rankings } from './rankings';
import { suggestions } from './suggestions';
import { topics } from './topics';
import type { EntityForm, Json, NewValues } from './types';

export const FORMS: Record<string, EntityForm> = {
  places,
  dishes,
  goods,
  famous_people: famousPeople,
  lines,
  topics,
  rankings,
  suggestions,
};

/**
 * The record with an empty `media` before its `source` when its kind carries photos and it
 * has none yet: records without photos leave the field out (the shipped files never had
 * it), and the form shows only the fields a record has.
 */
export function withMedia(entity: string, body: Json): Json {
  if (!FORMS[entity]?.photos || 'media' in body) return body;
  const out: Json = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'source') out.media = [];
    out[k] = v;
  }
  if (!('media' in out)) out.media = [];
  return out;
}

/** A short random suffix: ids are never reused, so two operators naming the same thing differ. */
function suffix(random: () => number): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)];
  return s;
}

/** A new record's id: the entity's prefix, the city's code where it has one, a random suffix. */
export function newId(form: EntityForm, v: NewValues, random: () => number = Math.random): string {
  const parts = [form.idPrefix(v), form.idPrefix(v).includes('-') ? '' : (v.cityCode ?? ''), suffix(random)];
  return parts
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-+/g, '-');
}

export type { EntityForm, NewValues } from './types';

/**
 * A place with `accessibility` to edit even when it states no fact yet (the field is left out
 * of such records): null here, and left out again on save when still empty.
 */
export function withAccessibility(entity: string, body: Json): Json {
  if (entity !== 'places' || 'accessibility' in body) return body;
  return { ...body, accessibility: null };
}
