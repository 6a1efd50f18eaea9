// The live calls of docs/LIVE.md: background reads (no loading mask; pages show skeletons),
// each resolving to its data, `null` for an unknown city, or `false` once the visitor has been
// told why not; and the address of the event stream the pages subscribe to.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';
import { resolveUrl } from './paths';

type Schemas = components['schemas'];

export type ProvinceLive = Schemas['ProvinceLive'];
export type CityLive = Schemas['CityLive'];
export type CityDetail = Schemas['CityDetail'];
export type Crowd = Schemas['Crowd'];
export type CrowdSpot = Schemas['CrowdSpot'];
export type Weather = Schemas['Weather'];
export type CityWeather = Schemas['CityWeather'];
export type Sun = Schemas['Sun'];
export type LiveNotice = Schemas['LiveNotice'];

const quiet = { loading: false } as const;
const one = { loading: false, absent: [40400] } as const;

/** Where the server-sent updates come from (`crowd`, `weather` and `resync` events). */
export const LIVE_EVENTS = '/ver3/api/v3/live/events';
export const liveEventsUrl = (apiBase: string) => resolveUrl(LIVE_EVENTS, apiBase, '');

export function createLiveApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** Every city now. */
    province: () => api.get('/ver3/api/v3/live/province', {}, quiet),
    /** One city now; `null` for an unknown city. */
    city: (cityId: number) => api.find('/ver3/api/v3/live/city', { city_id: cityId }, one),
  };
}

export type LiveApi = ReturnType<typeof createLiveApi>;
