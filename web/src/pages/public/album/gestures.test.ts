import { describe, expect, it } from 'vitest';
import { clampView, fitSize, IDENTITY, isDoubleTap, MAX_SCALE, pinchOf, swipeTarget, toggleZoom, wheelFactor, zoomAt } from './gestures';

const frame = { w: 400, h: 600 };

describe('album gestures', () => {
  it('fits a photo inside the frame keeping its shape', () => {
    expect(fitSize({ w: 800, h: 500 }, frame)).toEqual({ w: 400, h: 250 });
    expect(fitSize({ w: 300, h: 900 }, frame)).toEqual({ w: 200, h: 600 });
    // Unknown sizes take the whole frame.
    expect(fitSize({ w: 0, h: 0 }, frame)).toEqual(frame);
  });

  it('zooms around the finger: the point under it stays put', () => {
    const fitted = { w: 400, h: 250 };
    const v = zoomAt(IDENTITY, 2, { x: 100, y: 0 }, fitted, frame);
    expect(v.scale).toBe(2);
    // The photo point under x=100 was 100 px from the centre; at 2× it is 200 px, so the photo moves -100.
    expect(v.x).toBe(-100);
    expect(zoomAt(v, 100, { x: 0, y: 0 }, fitted, frame).scale).toBe(MAX_SCALE);
    // Zooming back to 1 recentres.
    expect(zoomAt(v, 0.1, { x: 50, y: 50 }, fitted, frame)).toEqual(IDENTITY);
  });

  it('keeps a zoomed photo covering the frame; a short photo never drifts up or down', () => {
    const fitted = { w: 400, h: 250 };
    expect(clampView({ scale: 2, x: 500, y: 300 }, fitted, frame)).toEqual({ scale: 2, x: 200, y: 0 });
    expect(clampView({ scale: 3, x: -1000, y: 300 }, fitted, frame)).toEqual({ scale: 3, x: -400, y: 75 });
  });

  it('double tap zooms in at the tap, and back out', () => {
    const fitted = { w: 400, h: 600 };
    const inView = toggleZoom(IDENTITY, { x: 0, y: 0 }, fitted, frame);
    expect(inView.scale).toBe(2.5);
    expect(toggleZoom(inView, { x: 0, y: 0 }, fitted, frame)).toEqual(IDENTITY);
    expect(isDoubleTap({ t: 0, x: 0, y: 0 }, { t: 250, x: 10, y: 10 })).toBe(true);
    expect(isDoubleTap({ t: 0, x: 0, y: 0 }, { t: 400, x: 0, y: 0 })).toBe(false);
    expect(isDoubleTap({ t: 0, x: 0, y: 0 }, { t: 100, x: 80, y: 0 })).toBe(false);
    expect(isDoubleTap(null, { t: 100, x: 0, y: 0 })).toBe(false);
  });

  it('a swipe moves one photo when long enough or quick enough, never past the ends', () => {
    expect(swipeTarget(1, 4, -100, 400, 0.1)).toBe(2);
    expect(swipeTarget(1, 4, 100, 400, 0.1)).toBe(0);
    expect(swipeTarget(1, 4, -40, 400, 0.1)).toBe(1);
    expect(swipeTarget(1, 4, -40, 400, -0.8)).toBe(2);
    expect(swipeTarget(3, 4, -300, 400, 0)).toBe(3);
    expect(swipeTarget(0, 4, 300, 400, 0)).toBe(0);
  });

  it('pinch distance, midpoint and wheel steps', () => {
    expect(pinchOf({ x: 0, y: 0 }, { x: 30, y: 40 })).toEqual({ d: 50, mid: { x: 15, y: 20 } });
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1);
  });
});
