// The visitor's campaign calls of docs/CAMPAIGNS.md "Endpoints": campaigns and their rules,
// the visitor's chances, earning, drawing, shop redemptions, winners, and the visitor's prizes
// with their delivery address. Every decision (a chance earned, a draw's outcome, stock,
// points) is the server's; a page shows what these answer.
//
// Keys: every earn, draw and redemption carries a key made once per press (`drawKey()` etc.),
// so a double tap or a retry after a lost answer counts once (the server answers the first
// result again, `replayed: true`).
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type DataOf, type QueryOf } from './typedRequest';
import { newId } from '../lib/newId';

type Schemas = components['schemas'];

export type CampaignCard = Schemas['CampaignCard'];
export type CampaignDetail = Schemas['CampaignDetail'];
export type CampaignKind = Schemas['CampaignKindWord'];
export type CampaignStatus = Schemas['CampaignStatusWord'];
export type CampaignLimits = Schemas['CampaignLimits'];
export type CampaignTask = Schemas['Task'];
export type PrizeCard = Schemas['PrizeCard'];
export type PrizeKind = Schemas['PrizeKindWord'];
export type PrizeState = Schemas['PrizeStateWord'];
export type MyProgress = Schemas['MyProgress'];
export type TaskProgress = Schemas['TaskProgress'];
export type TaskWord = Schemas['TaskWord'];
export type EarnBody = Schemas['EarnBody'];
export type EarnAnswer = Schemas['EarnAnswer'];
export type DrawAnswer = Schemas['DrawAnswer'];
export type RedeemAnswer = Schemas['RedeemAnswer'];
export type Winner = Schemas['Winner'];
export type Winners = Schemas['Winners'];
export type MyPrize = Schemas['MyPrize'];
export type PrizeAddress = Schemas['AddressBody'];
export type MyPrizesPage = DataOf<'/ver3/api/v3/prizes/mine'>;
/** Which campaign is current: of a kind (`blindbox`), or whose card opens a page (a stamp card's). */
export type CurrentQuery = QueryOf<'/ver3/api/v3/campaigns/current'>;
/** A campaign's page route as the server names it (the `page` of a card). */
export type CampaignPageRoute = CampaignCard['page'];

/** The address form's bounds, as the server checks them (docs/CAMPAIGNS.md "Address"). */
export const ADDRESS_NAME_MAX = 20;
export const ADDRESS_TEXT_MIN = 5;
export const ADDRESS_TEXT_MAX = 120;
export const MAINLAND_MOBILE = /^1[3-9][0-9]{9}$/;
/** A place check-in counts within this many metres of the place (the server's rule). */
export const CHECKIN_RADIUS_M = 500;

/** A refusal as the server said it: its message and, for bad input (40000), the field it names. */
export interface Refusal {
  message: string;
  field?: string;
}
export type OnRefused = (refusal: Refusal) => void;

/** A new key for one press of the draw button: `draw-<uuid>` (lib/newId). */
export const drawKey = () => newId('draw');
/** A new key for one press of a shop's redeem button. */
export const redeemKey = () => newId('redeem');
/** The daily check-in's key: one a Shanghai day, so pressing twice or on two devices earns once. */
export function campaignCheckinKey(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return `checkin-${day}`;
}
/** A place check-in's key: one per place (the server earns once per place anyway). */
export const placeCheckinKey = (placeId: string) => `place-${placeId}`.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '-');

/** Reads `data.field` from a 40000 answer's data, when it names one. */
function fieldOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'field' in data) {
    const f = (data as { field?: unknown }).field;
    if (typeof f === 'string' && f !== '') return f;
  }
  return undefined;
}

const quiet = { loading: false } as const;
/** An unknown campaign or prize (or another visitor's) is "not there", not an error to retry. */
const lookup = { loading: false, absent: [40400] } as const;

/** Where a refusal goes: to `onRefused` when the page shows it itself, else the request layer's toast. */
function refusedTo(onRefused?: OnRefused) {
  return onRefused ? { refused: (message: string, data?: unknown) => onRefused({ message, field: fieldOf(data) }) } : {};
}

export function createCampaignsApi(request: Request) {
  const api = typedRequest(request);
  const calls = {
    /** Every campaign with its window and status (public). */
    list: () => api.get('/ver3/api/v3/campaigns', {}, quiet),
    /**
     * The one current campaign of a kind or page (running first, else the next to start,
     * else the last ended); `null` when there is none. A page whose address names no
     * campaign shows this one, so no campaign id is written in the web app.
     */
    current: (query: CurrentQuery) => api.find('/ver3/api/v3/campaigns/current', query, lookup),
    /** The campaign a page shows: the one its address names (`?id=`), else the server's current one. */
    currentId: async (wanted: string | null, query: CurrentQuery): Promise<string | null | false> => {
      if (wanted) return wanted;
      const c = await calls.current(query);
      return c && c.id;
    },
    /** One campaign with rules, tasks, prizes and the lose chance; `null` when there is none (public). */
    detail: (id: string) => api.find('/ver3/api/v3/campaigns/{id}', {}, { ...lookup, path: { id } }),
    /** The visitor's chances, draws against the limits, each task today, whether they may take part. */
    me: (id: string) => api.find('/ver3/api/v3/campaigns/{id}/me', {}, { ...lookup, path: { id } }),
    /** Earn chances by a task with its proof; a refusal (too far, outside the window…) goes to `onRefused`. */
    earn: (id: string, body: EarnBody, onRefused?: OnRefused) =>
      api.post('/ver3/api/v3/campaigns/{id}/chances', body, { ...quiet, path: { id }, ...refusedTo(onRefused) }),
    /** The daily check-in of a campaign (one key a Shanghai day). */
    checkin: (id: string, now: Date, onRefused?: OnRefused) =>
      api.post(
        '/ver3/api/v3/campaigns/{id}/chances',
        { task: 'checkin', key: campaignCheckinKey(now) },
        { ...quiet, path: { id }, ...refusedTo(onRefused) },
      ),
    /** Draw once with the press's key; the animation lands on the answer. Refusals go to `onRefused`. */
    draw: (id: string, key: string, onRefused?: OnRefused) =>
      api.post('/ver3/api/v3/campaigns/{id}/draws', { key }, { ...quiet, path: { id }, ...refusedTo(onRefused) }),
    /** Buy goods of a shop for points with the press's key. Refusals go to `onRefused`. */
    redeem: (id: string, goodsId: string, key: string, onRefused?: OnRefused) =>
      api.post('/ver3/api/v3/campaigns/{id}/redemptions', { goodsId, key }, { ...quiet, path: { id }, ...refusedTo(onRefused) }),
    /** The latest 50 winners of the campaign's draws, names masked (public). */
    winners: (id: string) => api.find('/ver3/api/v3/campaigns/{id}/winners', {}, { ...lookup, path: { id } }),
    /** One page of the visitor's prizes from every campaign and shop, newest first. */
    myPrizes: (page = 1, size = 20) => api.get('/ver3/api/v3/prizes/mine', { page, size }, quiet),
    /** One of the visitor's prizes with its address; `null` when it is not theirs or not there. */
    prize: (id: number) => api.find('/ver3/api/v3/prizes/{id}', {}, { ...lookup, path: { id } }),
    /** Give or correct a physical prize's delivery address; a 40000 names the field in `onRefused`. */
    putAddress: (id: number, body: PrizeAddress, onRefused?: OnRefused) =>
      api.put('/ver3/api/v3/prizes/{id}/address', body, { ...quiet, path: { id }, ...refusedTo(onRefused) }),
  };
  return calls;
}

export type CampaignsApi = ReturnType<typeof createCampaignsApi>;
