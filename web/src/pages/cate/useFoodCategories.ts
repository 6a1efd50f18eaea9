import { useEffect, useState } from 'react';
import type { PlaceKind } from '../../api/places';
import { places } from '../../services';

export interface FoodCategories {
  kinds: { kind: PlaceKind; count: number }[];
  themes: { theme: string; count: number }[];
}

/** The category tabs and theme chips of a city's food (`shopCate`); null while loading, false when it failed. */
export function useFoodCategories(cityId: number): FoodCategories | null | false {
  const [cats, setCats] = useState<FoodCategories | null | false>(null);
  useEffect(() => {
    let live = true;
    setCats(null);
    void places.shopCate('food', cityId).then((res) => {
      if (live) setCats(res);
    });
    return () => {
      live = false;
    };
  }, [cityId]);
  return cats;
}
