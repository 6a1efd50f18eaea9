// The favourites calls of docs/FAVOURITES.md: the visitor's own list, behind their token.
// Saving and removing go out quietly (no mask, no toast): the heart and the list undo their
// optimistic change and say so themselves.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type FavouriteKind = Schemas['FavouriteKind'];
export type FavouriteItem = Schemas['FavouriteItem'];
export type FavouritePage = Schemas['FavouritePage'];
export type FavouriteSaved = Schemas['FavouriteSaved'];
export type FavouritesQuery = QueryOf<'/ver3/api/v3/favourites'>;

/** The kinds in the order the list's groups are shown (the server's `kinds`). */
export const FAVOURITE_KINDS: readonly FavouriteKind[] = ['place', 'dish', 'line', 'person', 'topic'];

const quiet = { loading: false } as const;
const silent = { loading: false, quiet: true } as const;

export function createFavouritesApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** One page of favourites, newest first: of one kind or all. */
    list: (query: FavouritesQuery) => api.get('/ver3/api/v3/favourites', query, quiet),
    /** Which of `ids` (of one kind) the visitor has saved. */
    state: (kind: FavouriteKind, ids: readonly string[]) =>
      api.get('/ver3/api/v3/favourites/state', { kind, ids: ids.join(',') }, silent),
    /** Save; saving twice keeps one. */
    save: (kind: FavouriteKind, id: string) => api.put('/ver3/api/v3/favourites/{kind}/{id}', undefined, { ...silent, path: { kind, id } }),
    /** Remove; removing what is not there answers the same. */
    remove: (kind: FavouriteKind, id: string) =>
      api.delete('/ver3/api/v3/favourites/{kind}/{id}', undefined, { ...silent, path: { kind, id } }),
  };
}

export type FavouritesApi = ReturnType<typeof createFavouritesApi>;
