// The photo contest calls of docs/PHOTO_CONTEST.md: the contests, one with its winners, its
// gallery, my entries with their states, entering a photo and voting. Every decision (the
// window, the cap, one vote a day) is the server's; a refusal goes to the page's `onRefused`
// so it is shown where it was asked, in the server's words.
import type { components } from '../../../api/schema';
import type { Paged } from '../../../api/places';
import { request, search } from '../../../services';

type Schemas = components['schemas'];

export type ContestCard = Schemas['ContestCard'];
export type Contest = Schemas['Contest'];
export type Entry = Schemas['Entry'];
export type EntryBody = Schemas['EntryBody'];
export type VoteResult = Schemas['VoteResult'];
export type EntrySort = 'newest' | 'votes';

/** A refusal as the server said it, and the field a 40000 names. */
export interface Refusal {
  message: string;
  field?: string;
}

const quiet = { loading: false } as const;
const contestPath = (id: string) => `/ver3/api/v3/photo-contests/${encodeURIComponent(id)}`;
const fieldOf = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { field?: unknown }).field === 'string' ? (data as { field: string }).field : undefined;
const refusedTo = (onRefused?: (r: Refusal) => void) =>
  onRefused ? { refused: (message: string, data?: unknown) => onRefused({ message, field: fieldOf(data) }) } : {};

export const photoContests = {
  list: () => request<{ list: ContestCard[] }>('/ver3/api/v3/photo-contests', quiet),
  /** One contest; `null` when there is no such contest. */
  detail: (id: string) => request<Contest | null>(contestPath(id), { ...quiet, absent: [40400] }),
  gallery: (id: string, sort: EntrySort, page: number) =>
    request<Paged<Entry>>(`${contestPath(id)}/entries`, { ...quiet, params: { sort, page, size: 10 } }),
  mine: (id: string) => request<Paged<Entry>>(`${contestPath(id)}/entries/mine`, { ...quiet, params: { page: 1, size: 50 } }),
  enter: (id: string, body: EntryBody, onRefused: (r: Refusal) => void) =>
    request<Entry>(`${contestPath(id)}/entries`, { method: 'POST', data: body, ...refusedTo(onRefused) }),
  vote: (entry: number, onRefused: (r: Refusal) => void) =>
    request<VoteResult>(`/ver3/api/v3/photo-entries/${entry}/votes`, { ...quiet, method: 'POST', ...refusedTo(onRefused) }),
};

/** Places whose name holds `keyword`, for the place a photo was taken at. */
export async function findPlaces(keyword: string): Promise<{ id: string; name: string }[] | false> {
  const found = await search.search({ keyword, page: 1, size: 6 });
  return found && found.list.filter((i) => i.type === 'place').map((i) => ({ id: i.id, name: i.name }));
}

/** The contest a page shows: the one its address names, else the first the server lists (running first). */
export function pickContest(list: readonly ContestCard[], wanted: string | null): ContestCard | null {
  if (wanted) return list.find((c) => c.id === wanted) ?? null;
  return list[0] ?? null;
}
