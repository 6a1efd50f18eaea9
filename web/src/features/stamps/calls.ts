// The stamp card calls (docs/STAMPS.md) over the app's request layer: the card (public), the
// visitor's stamps, and a check-in with the visitor's position. Every decision (near enough,
// stamped once, the full card's chance) is the server's; the pages show what these answer.
import type { components } from '../../api/schema';
import { request } from '../../services';

type Schemas = components['schemas'];
export type StampCard = Schemas['StampCard'];
export type StampStop = Schemas['StampStop'];
export type MyStamps = Schemas['MyStamps'];
export type CheckinAnswer = Schemas['CheckinAnswer'];
export type CheckinBody = Schemas['CheckinBody'];

const quiet = { loading: false } as const;
/** A campaign with no card is "not there", not an error to retry. */
const lookup = { loading: false, absent: [40400] } as const;
const path = (id: string) => `/ver3/api/v3/stamps/${encodeURIComponent(id)}`;

/** One key per place: a double tap, a retry or a second device stamps once (a refusal wrote nothing, so it may be sent again). */
export const stampKey = (placeId: string) => `stamp-${placeId}`.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '-');

export const stampCalls = {
  /** The card: window, rules and places in order; `null` when the campaign has none. */
  card: (id: string) => request<StampCard | null>(path(id), lookup),
  /** The visitor's stamps on the card. */
  mine: (id: string) => request<MyStamps | null>(`${path(id)}/me`, lookup),
  /** A check-in at a place; a refusal (too far, with the distance; outside the window) goes to `onRefused`. */
  checkIn: (id: string, body: CheckinBody, onRefused: (message: string) => void) =>
    request<CheckinAnswer>(`${path(id)}/checkins`, { ...quiet, method: 'POST', data: body, refused: (m: string) => onRefused(m) }),
};
