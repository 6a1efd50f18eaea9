// What the media field does to a record's `media` list, apart from the screen: the order is
// the album's, and the first photo is the cover (crates/places `cover()`), so choosing the
// cover moves a photo to the front. Every photo needs its alt text (`caption`): the server
// refuses a draft without it (`media[i].caption`), and the field says so before saving.
export type MediaItem = { url?: unknown; width?: unknown; height?: unknown; caption?: unknown; credit?: unknown } & Record<string, unknown>;

/** The entry's address, '' when it has none. */
export const urlOf = (m: MediaItem): string => (typeof m.url === 'string' ? m.url : '');

/** `items` with the entry at `from` moved to `to` (both kept inside the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(0, to), next.length - 1);
  const [it] = next.splice(from, 1);
  next.splice(target, 0, it);
  return next;
}

/** `items` with entry `i` first: the cover. */
export const makeCover = <T,>(items: readonly T[], i: number): T[] => moveItem(items, i, 0);

/** The positions (0-based) of photos without alt text. */
export const missingAlt = (items: readonly MediaItem[]): number[] =>
  items.flatMap((m, i) => (typeof m.caption === 'string' && m.caption.trim() !== '' ? [] : [i]));

/** The entry with its cover crop set, or without one (`null`: the cover shows the centre). */
export function withCrop(m: MediaItem, crop: { x: number; y: number; w: number; h: number } | null): MediaItem {
  const { crop: _old, ...rest } = m;
  return crop ? { ...rest, crop } : rest;
}

/** The entry a freshly uploaded photo becomes (alt text still to write). */
export const itemOf = (r: { url: string; width: number; height: number }): MediaItem => ({ url: r.url, width: r.width, height: r.height, caption: '' });
