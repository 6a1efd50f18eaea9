// Facility keys of tools/data/SCHEMA.md, grouped the way a guest looks for them. Labels are
// in zh-CN/places.ts (place.facility.*); the group names in zh-CN/hotel.ts.

export type FacilityGroupKey = 'basic' | 'service' | 'leisure' | 'care' | 'other';

export const FACILITY_GROUPS: readonly { key: Exclude<FacilityGroupKey, 'other'>; facilities: readonly string[] }[] = [
  { key: 'basic', facilities: ['wifi', 'parking', 'ev_charging', 'breakfast', 'restaurant'] },
  { key: 'service', facilities: ['luggage', 'laundry', 'airport_shuttle', 'meeting', 'pet'] },
  { key: 'leisure', facilities: ['pool', 'gym', 'spa', 'view', 'garden', 'tea', 'family_room'] },
  { key: 'care', facilities: ['elder_friendly', 'accessible'] },
];

export const FACILITY_KEYS: readonly string[] = FACILITY_GROUPS.flatMap((g) => g.facilities);

/** A place's facilities by group, in the groups' order; keys we do not know go last, as they are. */
export function groupFacilities(keys: readonly string[]): { key: FacilityGroupKey; facilities: string[] }[] {
  const have = new Set(keys);
  const groups: { key: FacilityGroupKey; facilities: string[] }[] = FACILITY_GROUPS.map((g) => ({
    key: g.key,
    facilities: g.facilities.filter((f) => have.has(f)),
  })).filter((g) => g.facilities.length > 0);
  const other = [...have].filter((f) => !FACILITY_KEYS.includes(f));
  if (other.length) groups.push({ key: 'other', facilities: other });
  return groups;
}

// Elder and accessible facilities lead the summary: for the visitors who need them they
// decide the stay, and they are rare enough to be missed further down.
const FIRST = ['elder_friendly', 'accessible'];

/** The first `n` facilities to show on a stay's page. */
export function facilitySummary(keys: readonly string[], n = 6): string[] {
  const unique = [...new Set(keys)];
  return [...unique.filter((k) => FIRST.includes(k)), ...unique.filter((k) => !FIRST.includes(k))].slice(0, n);
}
