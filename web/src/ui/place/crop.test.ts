// The cover's crop: the box shows exactly the operator's part of the photo, and the console's
// box stays at the cover's aspect and inside the photo wherever it is moved or sized.
import { describe, expect, it } from 'vitest';
import { cardCrop, centredCrop, cropAt, cropFor, cropSizes, cropStyle, isCrop, scaleOf } from './crop';

const inside = (c: { x: number; y: number; w: number; h: number }) => c.x >= 0 && c.y >= 0 && c.x + c.w <= 1 + 1e-9 && c.y + c.h <= 1 + 1e-9;

describe('the cover crop', () => {
  it('places and scales the photo so the box shows the crop', () => {
    // The right half's middle of a 3200×1000 photo: the photo is drawn twice the box wide
    // and moved left by the box's width.
    expect(cropStyle({ x: 0.5, y: 0, w: 0.5, h: 1 })).toMatchObject({ position: 'absolute', width: '200%', height: '100%', left: '-100%', top: '0%' });
    expect(cropStyle({ x: 0.1, y: 0.2, w: 0.8, h: 0.5 })).toMatchObject({ width: '125%', height: '200%', left: '-12.5%', top: '-40%' });
  });

  it('asks the browser for a size as wide as the photo is drawn', () => {
    expect(cropSizes('100vw', { x: 0, y: 0, w: 0.5, h: 1 })).toBe('calc(100vw / 0.5)');
    expect(cropSizes('100vw', { x: 0, y: 0, w: 1, h: 0.6 })).toBe('100vw');
    expect(cropSizes('(min-width: 600px) 50vw, 100vw', { x: 0, y: 0, w: 0.5, h: 1 })).toBe('(min-width: 600px) 50vw, 100vw');
  });

  it('accepts only fractions inside the photo', () => {
    expect(isCrop({ x: 0, y: 0, w: 1, h: 1 })).toBe(true);
    expect(isCrop({ x: 0.6, y: 0, w: 0.5, h: 1 })).toBe(false);
    expect(isCrop({ x: -0.1, y: 0, w: 0.5, h: 1 })).toBe(false);
    expect(isCrop({ x: 0, y: 0, w: 0, h: 1 })).toBe(false);
    expect(isCrop({ x: 0, y: 0, w: '1', h: 1 })).toBe(false);
    expect(isCrop(null)).toBe(false);
  });

  it('starts as the largest box at 16:10, centred', () => {
    // A wide 3200×1000 photo: full height, 1600 px of its width.
    expect(centredCrop(3200, 1000)).toEqual({ x: 0.25, y: 0, w: 0.5, h: 1 });
    // A tall 1000×2000 photo: full width, 625 px of its height.
    expect(centredCrop(1000, 2000)).toEqual({ x: 0, y: 0.3437, w: 1, h: 0.3125 });
  });

  it('stays at the aspect and inside the photo wherever it is moved or sized', () => {
    for (const [pw, ph] of [
      [3200, 1000],
      [1000, 2000],
      [1600, 1000],
      [1234, 987],
    ]) {
      for (const [cx, cy, s] of [
        [0, 0, 1],
        [1, 1, 0.5],
        [0.3, 0.9, 0.2],
        [0.5, 0.5, 0.05],
        [0.12345, 0.87655, 0.777],
      ]) {
        const c = cropAt(pw, ph, cx, cy, s);
        expect(inside(c), JSON.stringify({ pw, ph, cx, cy, s, c })).toBe(true);
        expect(isCrop(c)).toBe(true);
        // The box's pixels are 16:10 (within the rounding of the fractions).
        expect((c.w * pw) / (c.h * ph)).toBeCloseTo(1.6, 2);
      }
    }
    const half = cropAt(3200, 1000, 0.5, 0.5, 0.5);
    expect(scaleOf(half, 3200, 1000)).toBeCloseTo(0.5, 3);
  });

  it('gives a square list thumbnail the middle of the same part, never stretched', () => {
    // The right half of a 3200×1000 photo (1600×1000 px): the square is its middle 1000 px.
    const right = { x: 0.5, y: 0, w: 0.5, h: 1 };
    expect(cropFor(right, 1)).toEqual({ x: 0.5937, y: 0, w: 0.3125, h: 1 });
    // A box wider than 16:10 keeps the crop's width and the middle of its height.
    expect(cropFor({ x: 0, y: 0.3437, w: 1, h: 0.3125 }, 2)).toEqual({ x: 0, y: 0.3749, w: 1, h: 0.25 });
    // A 16:10 box takes the crop as it is; a card without a crop shows the centre.
    expect(cropFor(right, 16 / 10)).toBe(right);
    expect(cardCrop(right)).toBe(right);
    expect(cardCrop(undefined, 1)).toBeNull();
    expect(isCrop(cropFor(right, 1))).toBe(true);
  });
});
