// A place's accessibility facts in the order pages show them, with the words for each value.
// Unknown is its own answer (未知), never folded into "no": a fact no source states is unknown.
import type { components } from '../../api/schema';
import { t } from '../../i18n';

type Schemas = components['schemas'];
export type Accessibility = Schemas['Accessibility'];
export type AccessFact = Schemas['AccessFact'];
export type Known = AccessFact['value'];

/** The facts, in page order; also the words of the list's 无障碍 filter. */
export const ACCESS_FACTS = [
  'step_free_entrance',
  'accessible_toilet',
  'lift',
  'wheelchair_loan',
  'pram_friendly',
  'guide_dogs',
  'audio_guide',
  'elder_concession',
] as const satisfies readonly (keyof Accessibility)[];
export type AccessKey = (typeof ACCESS_FACTS)[number];

/** The facts the list filter offers: the ones a wheelchair, a pram or a stick needs first. */
export const FILTER_FACTS: AccessKey[] = ['step_free_entrance', 'accessible_toilet', 'lift', 'wheelchair_loan', 'pram_friendly'];

export const accessLabel = (key: AccessKey): string => t(`place.access.${key}`);

/** What the page says for a fact's value: 有 / 没有 in the fact's own words, or 未知. */
export function accessValue(key: AccessKey, value: Known): string {
  if (value === 'unknown') return t('place.access.unknown');
  return t(`place.access.${key}.${value}`);
}

export interface AccessRow {
  key: AccessKey;
  label: string;
  value: Known;
  words: string;
  source: string;
}

/** Every fact as a row, unknown ones included. */
export function accessRows(a: Accessibility | undefined | null): AccessRow[] {
  return ACCESS_FACTS.map((key) => {
    const f = a?.[key];
    const value: Known = f?.value ?? 'unknown';
    return { key, label: accessLabel(key), value, words: accessValue(key, value), source: value === 'unknown' ? '' : (f?.source ?? '') };
  });
}

/** Every fact unknown: what a place with no stated facts answers. */
export function unknownAccess(): Accessibility {
  const none: AccessFact = { value: 'unknown', source: '', url: null };
  return Object.fromEntries(ACCESS_FACTS.map((k) => [k, { ...none }])) as Accessibility;
}
