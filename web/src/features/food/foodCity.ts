// Which city the food pages show. Pure apart from the session storage it is handed, so the
// rules are tested on their own. (A food place opens where every list opens it: the page the
// server names for its kind, `pageOf`; docs/PLACES.md.)
import { DEFAULT_CITY_ID, isCityId, type CityId } from '../../lib/cities';

/** The city the visitor picked on the food pages, for this session. */
export const FOOD_CITY_KEY = 'youzhe.cateCity';
/** The city picked on the home page: the food pages start there when nothing else is known. */
const HOME_CITY_KEY = 'youzhe.hotelCity';

export function cityFrom(value: string | null | undefined): CityId | null {
  const n = Number(value);
  return value && isCityId(n) ? n : null;
}

/**
 * The city to show: the page's `cityId`, then the visitor's pick on the food pages, then
 * their pick on the home page, then where they are, then Hangzhou.
 */
export function chooseCity(query: string | null, session: Pick<Storage, 'getItem'>, located?: CityId | null): CityId {
  return (
    cityFrom(query) ?? cityFrom(session.getItem(FOOD_CITY_KEY)) ?? cityFrom(session.getItem(HOME_CITY_KEY)) ?? located ?? DEFAULT_CITY_ID
  );
}

