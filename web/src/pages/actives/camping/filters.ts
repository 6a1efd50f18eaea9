// The campsite filter chips and what each sets: pets and power have their own switches on
// the server; the rest are facilities the source must state. Pure, so the page test and the
// list share one truth.
import type { MessageKey } from '../../../i18n';
import type { SiteFilter } from '../../../api/camping';

export interface Chip {
  id: string;
  label: MessageKey;
}

/** The facility chips, in the order a camper asks about them. */
export const FACILITY_CHIPS: readonly Chip[] = [
  { id: 'toilet', label: 'place.facility.toilet' },
  { id: 'shower', label: 'place.facility.shower' },
  { id: 'parking', label: 'place.facility.parking' },
  { id: 'rv', label: 'place.facility.rv' },
];

export const isOn = (f: SiteFilter, chip: string): boolean =>
  chip === 'pets' ? f.pets : chip === 'electricity' ? f.electricity : f.facilities.includes(chip);

/** The filter with one chip turned over. */
export function toggle(f: SiteFilter, chip: string): SiteFilter {
  if (chip === 'pets') return { ...f, pets: !f.pets };
  if (chip === 'electricity') return { ...f, electricity: !f.electricity };
  const facilities = f.facilities.includes(chip) ? f.facilities.filter((x) => x !== chip) : [...f.facilities, chip];
  return { ...f, facilities };
}

export const anyOn = (f: SiteFilter): boolean => Boolean(f.county) || f.pets || f.electricity || f.facilities.length > 0;
