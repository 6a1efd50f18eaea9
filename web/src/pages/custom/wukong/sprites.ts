// The moving pictures of the Monkey King game, painted once per canvas size into small
// bitmaps of their own (at the canvas's pixels per world unit), so that a frame copies
// bitmaps instead of filling anti-aliased paths: on a phone's CPU (and in software
// rendering) filling the curves of a dozen peaches and 孙悟空 every frame costs several
// times what copying them does.
import { cloud, monkey, peach, ride, rock } from './shapes';

export interface Sprite {
  canvas: HTMLCanvasElement;
  /** Where the picture's own (0, 0) lies in the bitmap, in canvas pixels. */
  ox: number;
  oy: number;
}

export interface Sprites {
  /** The two drifting clouds (the large one high, the small one lower). */
  cloudHigh: Sprite;
  cloudLow: Sprite;
  peach: Sprite;
  golden: Sprite;
  rock: Sprite;
  ride: Sprite;
  monkey: Sprite;
  dazed: Sprite;
}

/** A bitmap of `paint`, which draws in world units inside [x0, x1] × [y0, y1]. */
function sprite(scale: number, [x0, y0, x1, y1]: [number, number, number, number], paint: (ctx: CanvasRenderingContext2D) => void): Sprite {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil((x1 - x0) * scale) + 2;
  canvas.height = Math.ceil((y1 - y0) * scale) + 2;
  const ox = 1 - x0 * scale;
  const oy = 1 - y0 * scale;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.setTransform(scale, 0, 0, scale, ox, oy);
    paint(ctx);
  }
  return { canvas, ox, oy };
}

/** Every sprite at `scale` canvas pixels per world unit. */
export function makeSprites(scale: number): Sprites {
  // A cloud of size s spans x from -14s to 47s and y from -23s to 20s around its first puff.
  const cloudSprite = (s: number, fill: string) => sprite(scale, [-15 * s, -24 * s, 48 * s, 21 * s], (c) => cloud(c, 0, 0, s, fill));
  return {
    cloudHigh: cloudSprite(0.8, 'rgba(255,255,255,0.85)'),
    cloudLow: cloudSprite(0.6, 'rgba(255,255,255,0.75)'),
    peach: sprite(scale, [-17, -19, 17, 15], (c) => peach(c, 0, 0, false)),
    golden: sprite(scale, [-17, -19, 17, 15], (c) => peach(c, 0, 0, true)),
    rock: sprite(scale, [-15, -15, 15, 15], rock),
    ride: sprite(scale, [-44, 5, 28, 45], ride),
    monkey: sprite(scale, [-34, -32, 34, 32], (c) => monkey(c, false)),
    dazed: sprite(scale, [-34, -32, 34, 32], (c) => monkey(c, true)),
  };
}
