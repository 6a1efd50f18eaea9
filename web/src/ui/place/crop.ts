// The cover's crop: the part of a photo a visitor sees on a cover, chosen in the console and
// kept with the photo as fractions of its width and height ({x, y, w, h}, each 0–1). The
// visitor's cover draws it with CSS — the whole image, scaled and placed inside a box of the
// cover's fixed aspect that hides the rest — so the photo keeps its addresses and its srcset
// (no new sizes on the server). docs/MEDIA.md, "The cover's crop".
import type { CSSProperties } from 'react';

export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Width over height of every cover box (Cover.css `aspect-ratio: 16 / 10`). */
export const COVER_ASPECT = 16 / 10;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(v * 10000) / 10000;
// An offset rounds down, so an offset plus its (rounded) size never passes the edge.
const floor = (v: number) => Math.floor(v * 10000 + 1e-6) / 10000;

/** True for a crop the visitor's cover can draw (the server refuses any other). */
export function isCrop(c: unknown): c is Crop {
  if (!c || typeof c !== 'object') return false;
  const { x, y, w, h } = c as Record<string, unknown>;
  const n = [x, y, w, h];
  if (!n.every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1)) return false;
  const [cx, cy, cw, ch] = n as number[];
  return cw > 0 && ch > 0 && cx + cw <= 1 + 1e-6 && cy + ch <= 1 + 1e-6;
}

/**
 * Where the image goes inside the cover's box so the box shows exactly the crop: the image
 * is 1/w of the box wide and 1/h of it high, moved left by x/w and up by y/h of the box.
 * The crop is at the box's aspect, so the photo is not stretched.
 */
export function cropStyle(c: Crop): CSSProperties {
  const pct = (v: number) => `${round(v * 100)}%`;
  return {
    position: 'absolute',
    maxWidth: 'none',
    width: pct(1 / c.w),
    height: pct(1 / c.h),
    left: pct(-c.x / c.w),
    top: pct(-c.y / c.h),
  };
}

/**
 * `sizes` for a cropped photo: it is drawn 1/w times wider than its box, so the browser must
 * pick from `srcset` for that width (a single length only; a list is kept as it is).
 */
export function cropSizes(sizes: string, c: Crop): string {
  if (c.w >= 1 || sizes.includes(',')) return sizes;
  return `calc(${sizes} / ${round(c.w)})`;
}

/** The largest crop at the cover's aspect, centred: what a cover shows without a crop. */
export function centredCrop(width: number, height: number, aspect = COVER_ASPECT): Crop {
  if (width <= 0 || height <= 0) return { x: 0, y: 0, w: 1, h: 1 };
  const photo = width / height;
  const w = round(photo > aspect ? aspect / photo : 1);
  const h = round(photo > aspect ? 1 : photo / aspect);
  return { x: floor((1 - w) / 2), y: floor((1 - h) / 2), w, h };
}

/**
 * The crop at `scale` (0.2–1) of the largest at the aspect, centred on (cx, cy) (fractions of
 * the photo), moved back inside the photo where it would cross an edge.
 */
export function cropAt(width: number, height: number, cx: number, cy: number, scale: number, aspect = COVER_ASPECT): Crop {
  const full = centredCrop(width, height, aspect);
  const s = Math.min(1, Math.max(0.2, scale));
  const w = round(full.w * s);
  const h = round(full.h * s);
  const x = clamp01(Math.min(cx - w / 2, 1 - w));
  const y = clamp01(Math.min(cy - h / 2, 1 - h));
  return { x: floor(x), y: floor(y), w, h };
}

/** The crop's size as a share of the largest at the aspect (for the console's slider). */
export function scaleOf(c: Crop, width: number, height: number, aspect = COVER_ASPECT): number {
  const full = centredCrop(width, height, aspect);
  return full.w > 0 ? Math.min(1, c.w / full.w) : 1;
}

/**
 * The operator's crop (made at the cover's 16:10) as a box of another `aspect` shows it: the
 * largest part of the crop at that aspect, centred in it, so a square list thumbnail shows
 * the middle of the same part the detail's cover shows, never stretched. The photo's own
 * shape follows from the crop (it is at 16:10 in pixels).
 */
export function cropFor(c: Crop, aspect: number): Crop {
  if (!(aspect > 0) || Math.abs(aspect - COVER_ASPECT) < 1e-6) return c;
  const photo = (COVER_ASPECT * c.h) / c.w;
  if (aspect < COVER_ASPECT) {
    const w = round((aspect * c.h) / photo);
    return { x: floor(c.x + (c.w - w) / 2), y: c.y, w, h: c.h };
  }
  const h = round((c.w * photo) / aspect);
  return { x: c.x, y: floor(c.y + (c.h - h) / 2), w: c.w, h };
}

/** A list card's crop from its answer (`crop` beside the cover), for a box of `aspect`; null: the centre. */
export const cardCrop = (c: unknown, aspect = COVER_ASPECT): Crop | null => (isCrop(c) ? cropFor(c, aspect) : null);
