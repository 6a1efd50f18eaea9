// The global search (`/ver3/api/v3/http/search`): places, 百县千碗 dishes, famous people,
// tour lines and topics in one list, best first.
import type { components } from './schema';
import { PATHS } from './paths';
import type { Request } from './request';
import type { Paged } from './places';

export type SearchItem = components['schemas']['SearchItem'];

export interface SearchQuery {
  keyword: string;
  /** Comma list of kinds (place kinds, dish, person, line, topic). */
  kind?: string;
  cityId?: number;
  page?: number;
  size?: number;
}

export function createSearchApi(request: Request) {
  return {
    // The search endpoint names the city `city_id` (it predates the places calls' camelCase).
    search: ({ cityId, ...q }: SearchQuery) =>
      request(PATHS.search, { loading: false, params: { ...q, city_id: cityId } }) as Promise<Paged<SearchItem> | false>,
  };
}

/** Where a search result opens. */
export function searchItemRoute(item: Pick<SearchItem, 'id' | 'type' | 'kind'>): string {
  const q = `?id=${encodeURIComponent(item.id)}`;
  switch (item.type) {
    case 'dish':
      return `/pages/newcate/newdetail${q}`;
    case 'person':
      return `/pages/famous/peopledetail${q}`;
    case 'line':
      return `/pages/line/lineDetail${q}`;
    case 'topic':
      return `/pages/famous/theme${q}`;
    default:
      if (item.kind === 'hotel' || item.kind === 'homestay') return `/pages/hotel/detail${q}`;
      if (item.kind === 'restaurant') return `/pages/cate/detail${q}`;
      return `/pages/poi/detail/${item.kind}${q}`;
  }
}
