import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CityId } from '../../lib/cities';
import { locate } from '../../services';
import { useClientStore } from '../../session/store';
import { chooseCity, cityFrom, FOOD_CITY_KEY } from './foodCity';

/**
 * The city a food page shows and a way to change it. The page's `cityId` wins, then the
 * visitor's earlier pick; until they pick, the city follows where they are once that is known.
 * Also starts locating, since every food page shows distances.
 */
export function useFoodCity(): { city: CityId; choose: (id: CityId) => void } {
  const [params, setParams] = useSearchParams();
  const where = useClientStore((s) => s.location);
  const [picked, setPicked] = useState<CityId | null>(() => cityFrom(params.get('cityId')));

  useEffect(() => {
    void locate();
  }, []);

  const city = picked ?? chooseCity(null, sessionStorage, where?.cityId ?? null);
  const choose = (id: CityId) => {
    sessionStorage.setItem(FOOD_CITY_KEY, String(id));
    setPicked(id);
    // Keep the address in step, so a reload or a shared link shows the same city.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('cityId', String(id));
        next.delete('countyCode'); // a county belongs to the city it was picked in
        return next;
      },
      { replace: true },
    );
  };
  return { city, choose };
}
