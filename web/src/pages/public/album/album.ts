// What the album shows: a place's photos, or whatever another page left in the client
// store's `currentAlbum` (SPEC §3), read defensively because that record survives reloads.
import type { Photo, PlaceDetail } from '../../../api/places';

export interface AlbumPhoto {
  url: string;
  caption: string;
  width: number;
  height: number;
  illustrative: boolean;
  /** Who took it (a visitor's photo promoted into the album), else empty. */
  credit: string;
}

export interface Album {
  title: string;
  photos: AlbumPhoto[];
  index: number;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function photoOf(v: unknown): AlbumPhoto | null {
  if (typeof v === 'string') return v ? { url: v, caption: '', width: 0, height: 0, illustrative: false, credit: '' } : null;
  if (!isObj(v)) return null;
  const url = [v.url, v.src, v.image].find((u): u is string => typeof u === 'string' && u !== '');
  if (!url) return null;
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
  return {
    url,
    caption: typeof v.caption === 'string' ? v.caption : typeof v.title === 'string' ? v.title : '',
    width: num(v.width),
    height: num(v.height),
    illustrative: v.illustrative === true,
    credit: typeof v.credit === 'string' ? v.credit : '',
  };
}

/** A requested index, kept inside the album (0 when missing or not a number). */
export function startIndex(raw: unknown, count: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(n) || count === 0) return 0;
  return Math.min(Math.max(0, Math.trunc(n)), count - 1);
}

/** The album a place's photos make. */
export function albumOfPlace(place: Pick<PlaceDetail, 'name' | 'photos' | 'cover'>, index: unknown): Album {
  const photos: Photo[] = place.photos.length
    ? place.photos
    : [{ url: place.cover, width: 0, height: 0, caption: '', credit: '', illustrative: true }];
  return {
    title: place.name,
    photos: photos.map((p) => ({ url: p.url, caption: p.caption, width: p.width, height: p.height, illustrative: p.illustrative, credit: p.credit ?? '' })),
    index: startIndex(index, photos.length),
  };
}

/**
 * The album left in the store: `{title?, photos|images|list: [...], index|current?}` or a
 * bare list of photos or URLs. Null when it holds nothing showable.
 */
export function albumFromStore(v: unknown, index?: unknown): Album | null {
  const raw = Array.isArray(v) ? v : isObj(v) ? [v.photos, v.images, v.list].find(Array.isArray) : undefined;
  if (!raw) return null;
  const photos = raw.map(photoOf).filter((p): p is AlbumPhoto => p !== null);
  if (photos.length === 0) return null;
  const title = isObj(v) && typeof v.title === 'string' ? v.title : isObj(v) && typeof v.name === 'string' ? v.name : '';
  const stored = isObj(v) ? (v.index ?? v.current) : undefined;
  return { title, photos, index: startIndex(index ?? stored, photos.length) };
}
