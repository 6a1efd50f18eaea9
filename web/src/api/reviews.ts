// The reviews calls of docs/REVIEWS.md: a place's or dish's reviews with their summary (anyone;
// a signed-in author also gets their own reviews that wait, as `pending`), and writing,
// deleting and reporting, behind the visitor's token.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type BodyOf, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];

export type Review = Schemas['Review'];
export type ReviewPage = Schemas['ReviewPage'];
export type ReviewSummary = Schemas['ReviewSummary'];
export type ReviewRating = Schemas['ReviewRating'];
export type ReviewDeleted = Schemas['ReviewDeleted'];
export type ReviewReported = Schemas['ReviewReported'];
export type ReviewBody = BodyOf<'/ver3/api/v3/reviews'>;
export type ReviewTargetKind = ReviewBody['targetKind'];
export type ReviewsQuery = QueryOf<'/ver3/api/v3/reviews'>;
export type ReviewSort = NonNullable<ReviewsQuery['sort']>;
/** The reasons a review, a note or a contest entry is reported with (the sheet is `features/report`). */
export type ReportReason = Schemas['ReportReason'];

/** The list's tabs, in order (the server's `sort`). */
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'best', 'photos'];
/** The server's bounds. */
export const REVIEW_MAX_TEXT = 1000;
export const REVIEW_MAX_PHOTOS = 9;

/** An unknown place or dish resolves to `null` (the page says it is not there). */
const one = { loading: false, absent: [40400] } as const;
const quiet = { loading: false } as const;

export function createReviewsApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** One page of reviews and the summary. */
    list: (query: ReviewsQuery) => api.find('/ver3/api/v3/reviews', query, one),
    /** The summary alone (the place and dish pages). */
    summary: (targetKind: ReviewTargetKind, targetId: string) =>
      api.find('/ver3/api/v3/reviews/summary', { targetKind, targetId }, one),
    /** The average and count of several places or dishes at once (a list's rows); a side call: failure shows nothing. */
    ratings: (targetKind: ReviewTargetKind, ids: string[]) =>
      api.get('/ver3/api/v3/reviews/ratings', { targetKind, ids: ids.join(',') }, { loading: false, quiet: true }),
    /** Write one; a refusal's message goes to `refused` (the form shows it). */
    write: (body: ReviewBody, refused: (message: string) => void) =>
      api.post('/ver3/api/v3/reviews', body, { loading: false, refused }),
    /** Delete one of the visitor's own. */
    remove: (id: number) => api.delete('/ver3/api/v3/reviews/{id}', undefined, { ...quiet, path: { id } }),
    /** Report someone else's; reporting twice answers the same. */
    report: (id: number, reason: ReportReason) =>
      api.post('/ver3/api/v3/reviews/{id}/report', { reason }, { ...quiet, path: { id } }),
  };
}

export type ReviewsApi = ReturnType<typeof createReviewsApi>;
