// The topic calls of docs/TOPICS.md: background content reads (no loading mask; pages show
// skeletons), each resolving to its data, `null` for an unknown topic, or `false` once the
// visitor has been told why not.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type DataOf, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type TopicCard = Schemas['TopicCard'];
export type TopicDetail = DataOf<'/ver3/api/v3/topic/template'>;
export type Banner = Schemas['Banner'];
export type GoodsCard = Schemas['GoodsCard'];
export type TopicStatistics = Schemas['TopicStatistics'];
export type QrCode = Schemas['QrCode'];
export type TopicsQuery = QueryOf<'/ver3/api/v3/topic/data/list'>;
export type HotQuery = QueryOf<'/ver3/api/topic/gethotscenic'>;

const quiet = { loading: false } as const;
const one = { loading: false, absent: [40400] } as const;

export function createTopicsApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** One page of topics, optionally of a city. */
    topics: (query: TopicsQuery) => api.get('/ver3/api/v3/topic/data/list', query, quiet),
    /** A topic with its places; `null` for an unknown id. */
    topic: (id: string) => api.find('/ver3/api/v3/topic/template', { id }, one),
    /** A topic's views and visitors; `null` for an unknown id. */
    statistics: (id: string) => api.find('/ver3/api/v3/topic-statistics', { id }, one),
    /** The QR code of a topic's page. */
    topicCode: (id: string) => api.get('/ver3/api/v3/qrcode/applets', { page: 'pages/topic/detail', id }, quiet),
    /** The home page's banners, of the city shown when given. */
    banners: (size: number, cityId?: number) => api.get('/ver3/api/topic/getbanner', { size, city_id: cityId }, quiet),
    /** The province's hottest scenic places. */
    hotScenic: (query: HotQuery) => api.get('/ver3/api/topic/gethotscenic', query, quiet),
    /** The province's hottest stays. */
    hotHotels: (query: HotQuery) => api.get('/ver3/api/topic/gethothotel', query, quiet),
    /** A city's hottest scenic places. */
    cityHotScenic: (cityId: number, query: HotQuery) => api.get('/ver3/api/topic/getcityhotscenic', { ...query, city_id: cityId }, quiet),
    /** A city's hottest stays. */
    cityHotHotels: (cityId: number, query: HotQuery) => api.get('/ver3/api/topic/getcityhothotel', { ...query, city_id: cityId }, quiet),
  };
}

export type TopicsApi = ReturnType<typeof createTopicsApi>;
