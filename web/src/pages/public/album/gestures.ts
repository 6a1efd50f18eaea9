// The album's gesture arithmetic: fitting a photo, zooming around a point, keeping a zoomed
// photo inside its frame, deciding a swipe and a double tap. Pure, so it is tested without
// a touch screen; the viewer only feeds it pointer positions.

export interface Size {
  w: number;
  h: number;
}

/** Zoom and pan of the current photo: `x`/`y` move the photo's centre from the frame's centre, in px. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** Where a double tap (or the zoom button) takes an unzoomed photo. */
export const TAP_ZOOM = 2.5;
export const IDENTITY: View = { scale: 1, x: 0, y: 0 };

/** A swipe commits when it covers this share of the frame, or is flicked this fast (px/ms). */
export const SWIPE_SHARE = 0.2;
export const SWIPE_SPEED = 0.45;
/** Two taps this close in time (ms) and place (px) are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;
/** A press that moves less than this (px) is a tap, not a drag. */
export const TAP_SLOP_PX = 8;

/** The photo's size on screen when it fits the frame (contain), never upscaled past the frame. */
export function fitSize(natural: Size, frame: Size): Size {
  if (natural.w <= 0 || natural.h <= 0 || frame.w <= 0 || frame.h <= 0) return { w: frame.w, h: frame.h };
  const k = Math.min(frame.w / natural.w, frame.h / natural.h);
  return { w: natural.w * k, h: natural.h * k };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keep the zoomed photo covering the frame where it can: no empty band opens at an edge. */
export function clampView(view: View, fitted: Size, frame: Size): View {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = Math.max(0, (fitted.w * scale - frame.w) / 2);
  const maxY = Math.max(0, (fitted.h * scale - frame.h) / 2);
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/**
 * Zoom by `factor` keeping the point `at` (px from the frame's centre) where it is under the
 * finger or the cursor. Back at scale 1 the photo recentres.
 */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }, fitted: Size, frame: Size): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  if (scale === MIN_SCALE) return IDENTITY;
  const k = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, fitted, frame);
}

/** A double tap: zoom in at the tap when the photo is at rest, else back to rest. */
export function toggleZoom(view: View, at: { x: number; y: number }, fitted: Size, frame: Size): View {
  return view.scale > MIN_SCALE ? IDENTITY : zoomAt(view, TAP_ZOOM, at, fitted, frame);
}

/** Which photo a finished horizontal drag of `dx` px (at `speed` px/ms) lands on. */
export function swipeTarget(index: number, count: number, dx: number, width: number, speed: number): number {
  const far = Math.abs(dx) > width * SWIPE_SHARE;
  const fast = Math.abs(speed) > SWIPE_SPEED && Math.abs(dx) > TAP_SLOP_PX;
  if (!far && !fast) return index;
  return clamp(dx < 0 ? index + 1 : index - 1, 0, Math.max(0, count - 1));
}

export interface Tap {
  t: number;
  x: number;
  y: number;
}

export function isDoubleTap(prev: Tap | null, now: Tap): boolean {
  return prev !== null && now.t - prev.t <= DOUBLE_TAP_MS && Math.hypot(now.x - prev.x, now.y - prev.y) <= DOUBLE_TAP_PX;
}

/** Distance and midpoint of two fingers. */
export function pinchOf(a: { x: number; y: number }, b: { x: number; y: number }): { d: number; mid: { x: number; y: number } } {
  return { d: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

/** Wheel zoom: a notch of 100 px is about a 1.4× step, either way. */
export const wheelFactor = (deltaY: number): number => Math.exp(-deltaY / 300);
