// The near-me page's kind chips and the place kinds each stands for (the server's vocabulary).
import type { PlaceKind } from '../../api/places';

export const KINDS = ['sights', 'food', 'stay', 'shop'] as const;
export type NearbyKind = (typeof KINDS)[number];

const PLACE_KINDS: Record<NearbyKind, PlaceKind[]> = {
  sights: ['scenic', 'site'],
  // Canteens for residents (社区食堂, 老年食堂) are not a tourist's food (docs/PLACES.md).
  food: ['restaurant', 'food'],
  stay: ['hotel', 'homestay'],
  shop: ['shop'],
};

/** The `kind` query value for a chip; undefined (every kind) without one. */
export const kindsOf = (k: NearbyKind | undefined): string | undefined => (k ? PLACE_KINDS[k].join(',') : undefined);
