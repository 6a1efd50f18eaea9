// Test helpers of the place pages: answers in the API's shapes, and a router (with a fresh
// query cache) around a page.
import { vi } from 'vitest';
import type { PlaceCard, PlaceDetail } from '../api/places';
import { useClientStore } from '../session/store';
import { pageOfKind } from './pageOfKind';
import './settledLocation';
import { unknownAccess } from '../ui/place/accessFacts';

export { paged, renderPage } from './renderPage';

export function card(over: Partial<PlaceCard> = {}): PlaceCard {
  return {
    id: 'scenic-hz-xihu',
    kind: 'scenic',
    name: 'West Lake',
    name_en: 'West Lake Scenic Area',
    city_id: 1201,
    city_name: 'Hangzhou',
    county_code: '330106',
    county_name: 'Xihu',
    address: '1 Longjing Road',
    location: { lat: 30.2431, lng: 120.1502 },
    themes: ['lakes'],
    tags: ['free'],
    price_level: 0,
    avg_price: 0,
    a_level: '5A',
    star: null,
    opening_hours: 'all day',
    popularity: 99,
    cover: '/ver3/api/v3/media/cover/scenic-hz-xihu',
    distance: null,
    ...over,
    page: over.page ?? pageOfKind(over.kind ?? 'scenic'),
  };
}

export function detail(over: Partial<PlaceDetail> = {}): PlaceDetail {
  return {
    ...card(),
    description: 'A lake with two causeways.',
    phone: null,
    facilities: [],
    ticket: { price: 0, notes: 'Islands sell their own tickets' },
    photos: [1, 2, 3].map((n) => ({
      url: `/ver3/api/v3/media/cover/scenic-hz-xihu?n=${n}`,
      width: 800,
      height: 500,
      caption: `View ${n}`,
      illustrative: true,
    })),
    people: [{ id: 'person-sushi', page: 'pages/famous/peopledetail', name: 'Su Shi', title: 'poet', era: 'Song' }],
    dishes: [],
    goods: [],
    source: 'Provincial list, 2023',
    accessibility: unknownAccess(),
    ...over,
  };
}

/** A visitor whose position is known already (no live location in tests). */
export const VISITOR = { lat: 30.25, lng: 120.17, source: 'ip' as const, city: 'Hangzhou', cityId: 1201 as const };

export function setUp(where: typeof VISITOR | null = VISITOR): void {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('youzhe.cityInfo', JSON.stringify(VISITOR));
  useClientStore.getState().put('location', where);
  useClientStore.getState().put('currentAlbum', null);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":0,"msg":"ok","data":null,"extend":{"code":2000}}')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}
