// The tour-line calls of docs/LINES.md: background content reads (no loading mask; pages show
// skeletons), each resolving to its data, `null` for an unknown line, or `false` once the
// visitor has been told why not.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type LineCard = Schemas['LineCard'];
export type LineDetail = Schemas['LineDetail'];
export type LineDay = Schemas['LineDay'];
export type LineStop = Schemas['LineStop'];
export type LineThemes = Schemas['LineThemes'];
export type LinesQuery = QueryOf<'/ver3/api/v3/lines/list'>;
export type LineThemeId = NonNullable<LinesQuery['theme']>;

const quiet = { loading: false } as const;
const one = { loading: false, absent: [40400] } as const;

/** Where a line's GPX file downloads from (a plain link: the browser saves it). */
export const gpxUrl = (id: string) => `/ver3/api/v3/lines/detail?id=${encodeURIComponent(id)}&format=gpx`;

export function createLinesApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The themes and lengths the chips offer, with how many lines each holds. */
    themes: () => api.get('/ver3/api/v3/lines/themes', {}, quiet),
    /** One page of lines, by theme and length (both optional). */
    lines: (query: LinesQuery) => api.get('/ver3/api/v3/lines/list', query, quiet),
    /** A line day by day; `null` for an unknown id. */
    line: (id: string) => api.find('/ver3/api/v3/lines/detail', { id }, one),
  };
}

export type LinesApi = ReturnType<typeof createLinesApi>;
