// The cities and counties of SPEC §3 with their centres (`GET /ver3/api/v3/common-region`):
// what the location chooser offers.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

export type RegionCity = components['schemas']['City'];
export type RegionCounty = components['schemas']['County'];

export function createRegionsApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** Every city with its counties; `false` once the visitor has been told why not. */
    regions: () => api.get('/ver3/api/v3/common-region', {}, { loading: false }),
    /** The counties of one city (the 百县千碗 county chips), quietly: the page falls back on the dishes' own. */
    counties: async (cityId: number): Promise<RegionCounty[] | false> => {
      // The document takes the city as text (a name or an id); the id is sent as it always was.
      const city = cityId ? String(cityId) : undefined;
      const res = await api.get('/ver3/api/v3/common-region', { city }, { loading: false, quiet: true });
      if (!res) return false;
      return res.list.find((c) => c.id === cityId)?.counties ?? [];
    },
  };
}
