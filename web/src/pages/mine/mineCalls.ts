// 我的's calls: who the visitor is, their points, and the visitor's own lists. The home asks
// each list for one row to show its count (`total`); the list page asks for pages of 20.
import type { components } from '../../api/schema';
import { typedRequest } from '../../api/typedRequest';
import { createPointsApi } from '../../api/points';
import { request } from '../../services';

export { identity } from '../../features/account';
export { useSignedIn } from '../../ui/signIn';

export type MyReview = components['schemas']['MyReview'];
export type MyNote = components['schemas']['Note'];

const api = typedRequest(request);
const quiet = { loading: false } as const;
const one = { page: 1, size: 1 };

export const points = createPointsApi(request);

/** Each list's first row and total: what the home shows as counts. */
export const counts = {
  favourites: () => api.get('/ver3/api/v3/favourites', one, quiet),
  prizes: () => api.get('/ver3/api/v3/prizes/mine', one, quiet),
  reviews: () => api.get('/ver3/api/v3/reviews/mine', one, quiet),
  notes: () => api.get('/ver3/api/v3/notes/mine', one, quiet),
  corrections: () => api.get('/ver3/api/v3/corrections', one, quiet),
  camping: () => api.get('/ver3/api/v3/camping/signups/mine', one, quiet),
};

export type CountKind = keyof typeof counts;

/** One page of the visitor's reviews or notes. */
export const lists = {
  reviews: (page: number) => api.get('/ver3/api/v3/reviews/mine', { page, size: 20 }, quiet),
  notes: (page: number) => api.get('/ver3/api/v3/notes/mine', { page, size: 20 }, quiet),
};
