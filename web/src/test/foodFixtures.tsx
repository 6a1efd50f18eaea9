// Test helpers of the food pages: sample answers in the API's shapes, and a router around a page.
import { vi } from 'vitest';
import type { DishCard, DishDetail, PlaceCard, PlaceDetail } from '../api/places';
import { useClientStore } from '../session/store';
import { pageOfKind } from './pageOfKind';
import './settledLocation';
import { unknownAccess } from '../ui/place/accessFacts';

export { paged, renderPage } from './renderPage';

export function placeCard(over: Partial<PlaceCard> = {}): PlaceCard {
  return {
    id: 'restaurant-hz-louwailou',
    kind: 'restaurant',
    name: 'Lou Wai Lou',
    name_en: 'Lou Wai Lou',
    city_id: 1201,
    city_name: 'Hangzhou',
    county_code: '330106',
    county_name: 'Xihu',
    address: '30 Gushan Road',
    location: { lat: 30.255, lng: 120.145 },
    themes: ['old-brand'],
    tags: [],
    price_level: 2,
    avg_price: 150,
    a_level: null,
    star: null,
    opening_hours: '11:00-20:30',
    popularity: 90,
    cover: '/ver3/api/v3/media/cover/restaurant-hz-louwailou',
    distance: 1.5,
    ...over,
    page: over.page ?? pageOfKind(over.kind ?? 'restaurant'),
  };
}

export function placeDetail(over: Partial<PlaceDetail> = {}): PlaceDetail {
  return {
    ...placeCard(),
    description: 'A lakeside restaurant.',
    phone: null,
    facilities: [],
    ticket: null,
    photos: [],
    people: [],
    dishes: [{ id: 'dish-330106-xihu-cuyu', name: 'West Lake Fish', county_name: 'Xihu' }],
    goods: [],
    source: 'Local press, 2024',
    accessibility: unknownAccess(),
    ...over,
  };
}

export function dishCard(over: Partial<DishCard> = {}): DishCard {
  return {
    id: 'dish-330106-xihu-cuyu',
    name: 'West Lake Fish',
    name_en: 'West Lake Fish in Vinegar Gravy',
    city_id: 1201,
    city_name: 'Hangzhou',
    county_code: '330106',
    county_name: 'Xihu',
    summary: 'Sweet and sour fish.',
    places: 2,
    cover: '/ver3/api/v3/media/cover/dish-330106-xihu-cuyu',
    ...over,
  };
}

export function dishDetail(over: Partial<DishDetail> = {}): DishDetail {
  // Without photos the server answers the dish's four drawn views, each marked.
  const drawn = [0, 1, 2, 3].map((n) => ({ url: `/ver3/api/v3/media/cover/dish-330106-xihu-cuyu?n=${n}`, width: 640, height: 400, caption: '示意图', credit: '', illustrative: true }));
  return { ...dishCard(), description: 'Grass carp, poached.', source: 'Editors', photos: drawn, where_to_eat: [placeCard()], ...over };
}

/** A visitor located in Hangzhou, already known (no live location in tests). */
export const HANGZHOU = { lat: 30.25, lng: 120.17, source: 'ip' as const, city: 'Hangzhou', cityId: 1201 as const };

export function setUpVisitor(where: typeof HANGZHOU | null = HANGZHOU): void {
  sessionStorage.clear();
  localStorage.clear();
  // The location chain finds this at once, so locate() never goes live in tests.
  sessionStorage.setItem('youzhe.cityInfo', JSON.stringify(HANGZHOU));
  useClientStore.getState().put('location', where);
  // Side calls made with fetch (page views, regions, search) answer nothing unless a test says so.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"code":0,"msg":"ok","data":null,"extend":{"code":2000}}')),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

/** Answer fetches to `path` with `data` in our envelope (others: null data). */
export function answerFetch(routes: Record<string, unknown>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const data = url.pathname in routes ? routes[url.pathname] : null;
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));
    }),
  );
}
