// The stamp card calls of docs/STAMPS.md: the card (public), the visitor's stamps, and a
// check-in with the visitor's position. Every decision (near enough, stamped once, the full
// card's chance) is the server's; the pages show what these answer.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];
export type StampCard = Schemas['StampCard'];
export type StampStop = Schemas['StampStop'];
export type MyStamps = Schemas['MyStamps'];
export type CheckinAnswer = Schemas['CheckinAnswer'];
export type CheckinBody = Schemas['CheckinBody'];

const quiet = { loading: false } as const;
/** A campaign with no card is "not there", not an error to retry. */
const lookup = { loading: false, absent: [40400] } as const;

/** One key per place: a double tap, a retry or a second device stamps once (a refusal wrote nothing, so it may be sent again). */
export const stampKey = (placeId: string) => `stamp-${placeId}`.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '-');

export function createStampsApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The card: window, rules and places in order; `null` when the campaign has none. */
    card: (id: string) => api.find('/ver3/api/v3/stamps/{id}', {}, { ...lookup, path: { id } }),
    /** The visitor's stamps on the card. */
    mine: (id: string) => api.find('/ver3/api/v3/stamps/{id}/me', {}, { ...lookup, path: { id } }),
    /** A check-in at a place; a refusal (too far, with the distance; outside the window) goes to `onRefused`. */
    checkIn: (id: string, body: CheckinBody, onRefused: (message: string) => void) =>
      api.post('/ver3/api/v3/stamps/{id}/checkins', body, { ...quiet, path: { id }, refused: (m: string) => onRefused(m) }),
  };
}

export type StampsApi = ReturnType<typeof createStampsApi>;
