// Shared by the hotel pages' tests: places as the API answers them, and a router to render a page in.
import { render } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { newQueryClient } from '../../ui/query';
import type { HotelDetail, Paged, PlaceCard, PlaceDetail } from '../../api/places';
import { pageOfKind } from '../../test/pageOfKind';
import { unknownAccess } from '../../ui/place/accessFacts';

export function card(id: string, over: Partial<PlaceCard> = {}): PlaceCard {
  return {
    id,
    kind: 'hotel',
    name: `酒店${id}`,
    name_en: '',
    city_id: 1201,
    city_name: '杭州市',
    county_code: '330106',
    county_name: '西湖区',
    address: '杭州市西湖区',
    location: { lat: 30.25, lng: 120.15 },
    themes: ['湖光山色'],
    tags: [],
    price_level: 3,
    avg_price: 680,
    a_level: null,
    star: 5,
    opening_hours: null,
    popularity: 80,
    cover: `/ver3/api/v3/media/cover/${id}`,
    distance: null,
    ...over,
    page: over.page ?? pageOfKind(over.kind ?? 'hotel'),
  };
}

export function detailOf(id: string, over: Partial<PlaceDetail> = {}): PlaceDetail {
  return {
    ...card(id),
    description: '湖边的安静酒店。',
    phone: null,
    facilities: ['wifi', 'parking', 'breakfast', 'restaurant', 'pool', 'gym', 'spa', 'elder_friendly'],
    ticket: null,
    photos: [{ url: `/ver3/api/v3/media/cover/${id}?n=1`, width: 640, height: 400, caption: '', illustrative: true }],
    people: [],
    dishes: [],
    goods: [],
    source: '公开资料',
    accessibility: unknownAccess(),
    ...over,
  };
}

export function hotelDetail(id: string, over: Partial<PlaceDetail> = {}): HotelDetail {
  return {
    place: detailOf(id, over),
    nearby_food: [card('food-1', { kind: 'restaurant', name: '楼外楼', location: { lat: 30.255, lng: 120.15 } })],
    nearby_sights: [card('scenic-1', { kind: 'scenic', name: '西湖', location: { lat: 30.25, lng: 120.2 } })],
    also_like: [card('hotel-2', { name: '另一家酒店' })],
  };
}

export const paged = <T>(list: T[], total = list.length): Paged<T> => ({ list, total, page: 1, size: 20 });

function Where() {
  const l = useLocation();
  return createElement('p', { 'data-testid': 'where' }, l.pathname + l.search);
}

// One query client per test, as the app has one per visit: pages rendered in the same test share answers.
let client = newQueryClient();
export function freshQueries(): void {
  client.clear();
  client = newQueryClient();
}

/** Render `Page` at `url`; any other path shows where the app went. */
export function renderAt(path: string, Page: ComponentType, url: string) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })));
  return router;
}
