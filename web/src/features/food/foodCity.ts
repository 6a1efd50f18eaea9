// Which city the food pages show, and where a food place opens. Pure apart from the
// session storage it is handed, so the rules are tested on their own.
import type { PlaceCard } from '../../api/places';
import { DEFAULT_CITY_ID, isCityId, type CityId } from '../../lib/cities';
import { pageOf, pageUrl } from '../../lib/pageUrl';


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

/**
 * Where a food place opens from the food pages: restaurants and snack places on the food
 * detail (the visitor stays in the food area's layout); anything else where the server says.
 */
export function foodRoute(place: Pick<PlaceCard, 'kind' | 'id' | 'page'>): string {
  if (place.kind === 'restaurant' || place.kind === 'food') return pageUrl('pages/cate/detail', { id: place.id });
  return pageOf(place);
}
