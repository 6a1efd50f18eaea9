// The travel notes calls of docs/NOTES.md (the Suichang sub-site's 游记): a county's
// published notes, one note, writing, my notes with their states, liking and reporting.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type BodyOf } from './typedRequest';

type Schemas = components['schemas'];
type ReportReason = Schemas['ReportReason'];

export type Note = Schemas['Note'];
export type NoteBody = BodyOf<'/ver3/api/v3/notes'>;
export type NoteSort = 'newest' | 'liked';

const quiet = { loading: false } as const;

export function createNotesApi(request: Request) {
  const api = typedRequest(request);
  return {
    list: (countyCode: string, sort: NoteSort, page: number) =>
      api.get('/ver3/api/v3/notes', { countyCode, sort, page, size: 20 }, quiet),
    mine: () => api.get('/ver3/api/v3/notes/mine', { page: 1, size: 50 }, quiet),
    write: (body: NoteBody) => api.post('/ver3/api/v3/notes', body),
    like: (id: number, liked: boolean) =>
      api.post('/ver3/api/v3/notes/{id}/like', { liked }, { path: { id }, loading: false }),
    /** Report someone else's published note (the review's body and reasons); reporting twice answers the same. */
    report: (id: number, reason: ReportReason) =>
      api.post('/ver3/api/v3/notes/{id}/report', { reason }, { path: { id }, loading: false }),
  };
}
