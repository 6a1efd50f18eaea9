// The famous-people calls of docs/FAMOUS.md: background content reads (no loading mask; pages
// show skeletons), each resolving to its data, `null` for an unknown person (or a place not
// theirs), or `false` once the visitor has been told why not.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type PersonCard = Schemas['PersonCard'];
export type PersonDetail = Schemas['PersonDetail'];
export type PersonPlace = Schemas['PersonPlace'];
export type PlaceStory = Schemas['PlaceStory'];
export type FamousThemes = Schemas['FamousThemes'];
export type FamousTheme = Schemas['FamousTheme'];
export type PeopleQuery = QueryOf<'/ver3/api/v3/famous/people'>;
export type ThemeId = NonNullable<PeopleQuery['theme']>;

const quiet = { loading: false } as const;
const one = { loading: false, absent: [40400] } as const;

export function createFamousApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The themes and cities the chips offer, with how many people each holds. */
    themes: () => api.get('/ver3/api/v3/famous/themes', {}, quiet),
    /** One page of people, by theme and city (both optional). */
    people: (query: PeopleQuery) => api.get('/ver3/api/v3/famous/people', query, quiet),
    /** A person with the places of their life; `null` for an unknown id. */
    person: (id: string) => api.find('/ver3/api/v3/famous/person', { id }, one),
    /** One place in one person's life; `null` when either is unknown or the place is not theirs. */
    story: (personId: string, placeId: string) => api.find('/ver3/api/v3/famous/story', { personId, placeId }, one),
  };
}

export type FamousApi = ReturnType<typeof createFamousApi>;
