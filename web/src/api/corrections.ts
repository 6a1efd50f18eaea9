// The corrections calls of docs/CORRECTIONS.md: send "something is wrong here", and the
// visitor's own corrections with their status, behind the visitor's token.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type BodyOf } from './typedRequest';

type Schemas = components['schemas'];

export type Correction = Schemas['Correction'];
export type CorrectionSent = Schemas['CorrectionSent'];
export type CorrectionStatus = Schemas['CorrectionStatus'];
export type CorrectionBody = BodyOf<'/ver3/api/v3/corrections'>;
export type CorrectionKind = CorrectionBody['kind'];
export type CorrectionTarget = CorrectionBody['targetKind'];

/** What can be wrong, in the order the page offers them. */
export const CORRECTION_KINDS: readonly CorrectionKind[] = ['closed', 'moved', 'phone', 'hours', 'other'];
/** At most this many characters of text and photos (the server's bounds). */
export const CORRECTION_MAX_TEXT = 500;
export const CORRECTION_MAX_PHOTOS = 9;

const quiet = { loading: false } as const;

export function createCorrectionsApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** Send one; a refusal's message goes to `refused` (the form shows it by the field). */
    send: (body: CorrectionBody, refused: (message: string) => void) =>
      api.post('/ver3/api/v3/corrections', body, { loading: false, refused }),
    /** One page of the visitor's corrections, newest first. */
    mine: (page: number) => api.get('/ver3/api/v3/corrections', { page, size: 20 }, quiet),
  };
}

export type CorrectionsApi = ReturnType<typeof createCorrectionsApi>;
