// Groups of place kinds that more than one area lists (docs/PLACES.md, group `food`).
import type { PlaceKind } from '../../api/places';

/** The kinds that count as food: restaurants, snack places and canteens. */
export const FOOD_KIND_LIST: readonly PlaceKind[] = ['restaurant', 'food', 'canteen'];
/** The same, as the places list and the search take it. */
export const FOOD_KINDS = FOOD_KIND_LIST.join(',');

export const isFood = (kind: string): boolean => (FOOD_KIND_LIST as readonly string[]).includes(kind);
