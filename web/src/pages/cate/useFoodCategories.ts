import type { PlaceKind } from '../../api/places';
import { places } from '../../services';
import { useLoad } from '../../ui/query';

export interface FoodCategories {
  kinds: { kind: PlaceKind; count: number }[];
  themes: { theme: string; count: number }[];
}

/** The category tabs and theme chips of a city's food (`shopCate`); null while loading, false when it failed. */
export function useFoodCategories(cityId: number): FoodCategories | null | false {
  const cats = useLoad(['food-categories', cityId], () => places.shopCate('food', cityId));
  if (cats.phase === 'error') return false;
  return cats.phase === 'ready' ? cats.data : null;
}
