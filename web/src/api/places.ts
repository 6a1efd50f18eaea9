// The places calls of docs/PLACES.md (SPEC §7 Place, hotel-detail, goodInfos and ours). Every
// call is a background content read: no loading mask (pages show skeletons), and `false`
// when it failed (the request layer has already told the visitor), so pages can offer a retry.
import { runtimeConfig } from '../config/runtime';
import type { LatLng } from '../lib/distance';
import { resolveUrl } from './paths';
import type { Request } from './request';

export type PlaceKind = 'scenic' | 'site' | 'hotel' | 'homestay' | 'restaurant' | 'food' | 'shop' | 'canteen';

export interface PlaceCard {
  id: string;
  kind: PlaceKind;
  name: string;
  name_en: string;
  city_id: number;
  city_name: string;
  county_code: string;
  county_name: string;
  address: string;
  location: LatLng;
  themes: string[];
  tags: string[];
  price_level: number | null;
  avg_price: number | null;
  a_level: string | null;
  star: number | null;
  opening_hours: string | null;
  popularity: number;
  cover: string;
  /** km, 2 decimals, when the call carried a position. */
  distance: number | null;
}

export interface Photo {
  url: string;
  width: number;
  height: number;
  caption: string;
  illustrative: boolean;
}

export interface PlaceDetail extends PlaceCard {
  description: string;
  phone: string | null;
  facilities: string[];
  ticket: { price: number | null; notes: string } | null;
  photos: Photo[];
  people: { id: string; name: string; title: string; era: string }[];
  dishes: { id: string; name: string; county_name: string }[];
  source: string;
}

export interface HotelDetail {
  place: PlaceDetail;
  nearby_food: PlaceCard[];
  nearby_sights: PlaceCard[];
  also_like: PlaceCard[];
}

export interface DishCard {
  id: string;
  name: string;
  name_en: string;
  city_id: number;
  city_name: string;
  county_code: string;
  county_name: string;
  summary: string;
  places: number;
  cover: string;
}

export interface DishDetail extends DishCard {
  description: string;
  source: string;
  where_to_eat: PlaceCard[];
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface ThemeCount {
  theme: string;
  count: number;
  cover: string;
}

export interface Ticket {
  id: string;
  name: string;
  price: number | null;
  free: boolean;
  notes: string;
}

export interface ShareCard {
  channel: string;
  title: string;
  desc: string;
  link: string;
  img_url: string;
}

export interface CountyOutline {
  code: string;
  name: string;
  centroid: LatLng;
  /** GeoJSON MultiPolygon coordinates, [lng, lat]. */
  multipolygon: [number, number][][][];
}

export const PLACE_PATHS = {
  list: '/ver3/api/v3/places',
  themes: '/ver3/api/v3/places/themes',
  details: '/ver3/api/poi/v1/details',
  brandDetails: '/brand-api/t5/poi/details',
  hotelDetail: '/ver3/api/v3/hotel-detail',
  guessYouLike: '/ver3/api/poi/v1/guessYouLike',
  alsoLike: '/brand-api/common/v1/you-may-also-like/list',
  around: '/brand-api/t5/around/recommend/list',
  tickets: '/ver3/api/poi/v1/tickets/lists',
  brandTickets: '/brand-api/common/v1/poi/tickets/list',
  dishes: '/ver3/api/poi/v1/cateRecommend',
  dishDetail: '/ver3/api/v3/dishes/detail',
  dishPlaces: '/ver3/api/poi/v1/cateAffiliationShop',
  shopCate: '/ver3/api/poi/v1/shopCate',
  goodInfos: '/ver3/api/v3/http/goodInfos',
  share: '/brand-api/t5/share/lists',
  boundaries: '/ver3/api/v3/geo/boundaries',
} as const;

const quiet = { loading: false } as const;

type Params = Record<string, string | number | boolean | null | undefined>;

/** Position parameters for a call, when the visitor's position is known. */
export const at = (p: LatLng | null | undefined): Params => (p ? { lat: p.lat, lng: p.lng } : {});

export interface PlaceQuery {
  kind?: string;
  cityId?: number;
  countyCode?: string;
  theme?: string;
  priceLevel?: string;
  facilities?: string;
  keyword?: string;
  sort?: 'popular' | 'distance' | 'price_asc' | 'price_desc';
  page?: number;
  size?: number;
}

export type PlacesApi = ReturnType<typeof createPlacesApi>;

export function createPlacesApi(request: Request) {
  const get = <T,>(path: string, params: Params) => request(path, { ...quiet, params }) as Promise<T | false>;
  return {
    list: (q: PlaceQuery, pos?: LatLng | null) => get<Paged<PlaceCard>>(PLACE_PATHS.list, { ...q, ...at(pos) }),
    themes: (kind: string, cityId?: number) => get<ThemeCount[]>(PLACE_PATHS.themes, { kind, cityId }),
    details: (id: string, pos?: LatLng | null) => get<PlaceDetail>(PLACE_PATHS.details, { id, ...at(pos) }),
    hotelDetail: (id: string, pos?: LatLng | null) => get<HotelDetail>(PLACE_PATHS.hotelDetail, { id, ...at(pos) }),
    guessYouLike: (q: { id?: string; kind?: string; cityId?: number; size?: number }, pos?: LatLng | null) =>
      get<PlaceCard[]>(PLACE_PATHS.guessYouLike, { ...q, ...at(pos) }),
    alsoLike: (q: { id?: string; kind?: string; cityId?: number; size?: number }, pos?: LatLng | null) =>
      get<PlaceCard[]>(PLACE_PATHS.alsoLike, { ...q, ...at(pos) }),
    around: (q: { id?: string; group: 'food' | 'sights' | 'stay' | 'shop'; radius?: number; size?: number }, pos?: LatLng | null) =>
      get<PlaceCard[]>(PLACE_PATHS.around, { ...q, ...at(pos) }),
    tickets: (id: string) => get<{ list: Ticket[]; notes: string }>(PLACE_PATHS.tickets, { id }),
    dishes: (q: { cityId?: number; countyCode?: string; page?: number; size?: number }) =>
      get<Paged<DishCard>>(PLACE_PATHS.dishes, q),
    dishDetail: (id: string) => get<DishDetail>(PLACE_PATHS.dishDetail, { id }),
    dishPlaces: (dishId: string, pos?: LatLng | null) => get<PlaceCard[]>(PLACE_PATHS.dishPlaces, { dishId, ...at(pos) }),
    shopCate: (area: 'food' | 'shop', cityId?: number) =>
      get<{ kinds: { kind: PlaceKind; count: number }[]; themes: { theme: string; count: number }[] }>(PLACE_PATHS.shopCate, {
        area,
        cityId,
      }),
    goodInfos: (q: { cityId?: number; countyCode?: string; keyword?: string; page?: number; size?: number }) =>
      request(PLACE_PATHS.goodInfos, { ...quiet, method: 'POST', data: q }) as Promise<Paged<PlaceCard> | false>,
    share: (id: string) => get<ShareCard[]>(PLACE_PATHS.share, { id }),
    boundaries: (cityId: number) => get<{ city_id: number; counties: CountyOutline[] }>(PLACE_PATHS.boundaries, { cityId }),
  };
}

/** Absolute address of a server image path (covers), honouring a configured API base. */
export function mediaUrl(path: string): string {
  const c = runtimeConfig();
  return resolveUrl(path, c.apiBase, c.brandBase);
}

/** The page that shows a place: stays on the hotel detail, restaurants on the food detail, the rest on the place detail of their kind. */
export function placeRoute(kind: PlaceKind, id: string): string {
  const q = `?id=${encodeURIComponent(id)}`;
  if (kind === 'hotel' || kind === 'homestay') return `/pages/hotel/detail${q}`;
  if (kind === 'restaurant') return `/pages/cate/detail${q}`;
  return `/pages/poi/detail/${kind}${q}`;
}
