// The photo contest calls of docs/PHOTO_CONTEST.md: the contests, one with its winners, its
// gallery, my entries with their states, entering a photo, voting and reporting. Every
// decision (the window, the cap, one vote a day) is the server's; a refusal goes to the
// page's `onRefused` so it is shown where it was asked, in the server's words.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';

type Schemas = components['schemas'];
type ReportReason = Schemas['ReportReason'];

export type ContestCard = Schemas['ContestCard'];
export type Contest = Schemas['Contest'];
export type Entry = Schemas['Entry'];
export type EntryBody = Schemas['EntryBody'];
export type VoteResult = Schemas['VoteResult'];
export type EntrySort = NonNullable<QueryOf<'/ver3/api/v3/photo-contests/{id}/entries'>['sort']>;

/** A refusal as the server said it, and the field a 40000 names. */
export interface Refusal {
  message: string;
  field?: string;
}

const quiet = { loading: false } as const;
const fieldOf = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { field?: unknown }).field === 'string' ? (data as { field: string }).field : undefined;
const refusedTo = (onRefused?: (r: Refusal) => void) =>
  onRefused ? { refused: (message: string, data?: unknown) => onRefused({ message, field: fieldOf(data) }) } : {};

export function createPhotoContestApi(request: Request) {
  const api = typedRequest(request);
  return {
    list: () => api.get('/ver3/api/v3/photo-contests', {}, quiet),
    /** One contest; `null` when there is no such contest. */
    detail: (id: string) => api.find('/ver3/api/v3/photo-contests/{id}', {}, { ...quiet, absent: [40400], path: { id } }),
    gallery: (id: string, sort: EntrySort, page: number) =>
      api.get('/ver3/api/v3/photo-contests/{id}/entries', { sort, page, size: 10 }, { ...quiet, path: { id } }),
    mine: (id: string) => api.get('/ver3/api/v3/photo-contests/{id}/entries/mine', { page: 1, size: 50 }, { ...quiet, path: { id } }),
    enter: (id: string, body: EntryBody, onRefused: (r: Refusal) => void) =>
      api.post('/ver3/api/v3/photo-contests/{id}/entries', body, { path: { id }, ...refusedTo(onRefused) }),
    vote: (entry: number, onRefused: (r: Refusal) => void) =>
      api.post('/ver3/api/v3/photo-entries/{id}/votes', undefined, { ...quiet, path: { id: entry }, ...refusedTo(onRefused) }),
    /** Report someone else's entry in a gallery (the review's body and reasons); reporting twice answers the same. */
    report: (entry: number, reason: ReportReason) =>
      api.post('/ver3/api/v3/photo-entries/{id}/report', { reason }, { ...quiet, path: { id: entry } }),
  };
}

export type PhotoContestApi = ReturnType<typeof createPhotoContestApi>;

/** The contest a page shows: the one its address names, else the first the server lists (running first). */
export function pickContest(list: readonly ContestCard[], wanted: string | null): ContestCard | null {
  if (wanted) return list.find((c) => c.id === wanted) ?? null;
  return list[0] ?? null;
}
