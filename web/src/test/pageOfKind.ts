// The page the server names for a place of each kind (docs/PLACES.md), so fixtures carry the
// `page` field a real answer has.
import type { PlaceKind } from '../api/places';
import type { components } from '../api/schema';

export function pageOfKind(kind: PlaceKind): components['schemas']['PageRoute'] {
  if (kind === 'hotel' || kind === 'homestay') return 'pages/hotel/detail';
  if (kind === 'restaurant') return 'pages/cate/detail';
  // The SPEC has no campsite page: a campsite opens on the scenic one.
  if (kind === 'camping') return 'pages/poi/detail/scenic';
  return `pages/poi/detail/${kind}`;
}
