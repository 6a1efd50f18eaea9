// The visitor's position from the app's location chain (services.locate), for the distance
// beside each place; null until known or when the chain has only the default city.
import { useEffect, useState } from 'react';
import { isVisitorsOwn } from '../../session/where';
import { locate } from '../../services';

export interface Spot {
  lat: number;
  lng: number;
}

export function useVisitorSpot(active: boolean): [Spot | null, (s: Spot) => void] {
  const [spot, setSpot] = useState<Spot | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void locate().then((where) => {
      if (live && isVisitorsOwn(where)) setSpot({ lat: where.lat, lng: where.lng });
    });
    return () => {
      live = false;
    };
  }, [active]);
  return [spot, setSpot];
}
