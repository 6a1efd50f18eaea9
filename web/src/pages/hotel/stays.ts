// The little the home page needs: which kinds to ask for, whether the visitor's position is
// worth sorting by, the city picked for the session and the search page's address. One small
// module apart from the search page's state, so the first screen carries no more than this.
import { isCityId, type CityId } from '../../lib/cities';
import { isVisitorsOwn, type ResolvedLocation } from '../../session/where';

/** Hotels and homestays together: the kinds every stay list asks for by default. */
export const STAY_KINDS = 'hotel,homestay';

/**
 * A position worth sorting by: a real one (not the Hangzhou-station fallback) inside the
 * city being shown. Otherwise the home page lists the city's most popular stays.
 */
export function usefulPosition(where: ResolvedLocation | null, cityId: number): ResolvedLocation | null {
  const real = realPosition(where);
  return real && real.cityId === cityId ? real : null;
}

/** The Hangzhou-station fallback: no position of the visitor's (session/location.ts). */
export const isFallback = (where: ResolvedLocation): boolean => !isVisitorsOwn(where);

/** The visitor's position to send along, for distances; the fallback position says nothing. */
export const realPosition = (where: ResolvedLocation | null): ResolvedLocation | null =>
  where && !isFallback(where) ? where : null;

/** The city picked on the hotel index, kept for the session (FRONTEND.md storage keys). */
export const CITY_KEY = 'youzhe.hotelCity';

export function savedCity(): CityId | null {
  const n = Number(sessionStorage.getItem(CITY_KEY));
  return isCityId(n) ? n : null;
}

export function saveCity(id: CityId): void {
  sessionStorage.setItem(CITY_KEY, String(id));
}

