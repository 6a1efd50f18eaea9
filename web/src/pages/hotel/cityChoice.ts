// The city a visitor picked on the hotel index, kept for the session (FRONTEND.md storage
// keys) so the other stay pages open on the same city.
import { isCityId, type CityId } from '../../lib/cities';

export const CITY_KEY = 'youzhe.hotelCity';

export function savedCity(): CityId | null {
  const n = Number(sessionStorage.getItem(CITY_KEY));
  return isCityId(n) ? n : null;
}

export function saveCity(id: CityId): void {
  sessionStorage.setItem(CITY_KEY, String(id));
}
