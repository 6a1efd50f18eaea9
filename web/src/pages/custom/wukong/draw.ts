// One frame of the Monkey King game: the still background (painted once per size) copied
// over the whole canvas, which is opaque, then the drifting clouds, the falling things and
// 孙悟空 on his somersault cloud, each a sprite copied at its place (sprites.ts). A frame
// fills no paths but the dazed stars, allocates nothing, and touches one canvas only.
import { type Game, WORLD_W } from './game';
import type { Sprite, Sprites } from './sprites';

export interface Scene {
  ctx: CanvasRenderingContext2D;
  /** Canvas pixels per world unit (CSS width / 360 × devicePixelRatio). */
  scale: number;
  /** The still background, the canvas's size. */
  back: HTMLCanvasElement;
  sprites: Sprites;
}

/** Copies `s` with its (0, 0) at world (x, y), on whole canvas pixels (a plain copy, no resampling). */
function put(scene: Scene, s: Sprite, x: number, y: number) {
  scene.ctx.drawImage(s.canvas, Math.round(x * scene.scale - s.ox), Math.round(y * scene.scale - s.oy));
}

/** Copies `s` turned by `turn` radians about its (0, 0), placed at world (x, y). */
function putTurned(scene: Scene, s: Sprite, x: number, y: number, turn: number) {
  const { ctx, scale } = scene;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  ctx.setTransform(cos, sin, -sin, cos, x * scale, y * scale);
  ctx.drawImage(s.canvas, -s.ox, -s.oy);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/** Draws one frame of `g` (world units scaled to the canvas). */
export function drawFrame(scene: Scene, g: Game, now: number): void {
  const { ctx, sprites: sp } = scene;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(scene.back, 0, 0);
  // Drifting clouds.
  const drift = (now / 40) % (WORLD_W + 120);
  put(scene, sp.cloudHigh, drift - 60, 60);
  put(scene, sp.cloudLow, ((drift * 0.6 + 200) % (WORLD_W + 120)) - 60, 250);
  for (const t of g.things) {
    if (t.done) continue;
    if (t.kind === 'rock') putTurned(scene, sp.rock, t.x, t.y, t.y / 40);
    else put(scene, t.kind === 'golden' ? sp.golden : sp.peach, t.x, t.y);
  }
  // 孙悟空 bobs on his cloud and leans toward where he flies.
  const bob = Math.sin(now / 180) * 2;
  const x = g.monkeyX;
  const y = g.monkeyY;
  put(scene, sp.ride, x, y + bob);
  const lean = Math.max(-1, Math.min(1, (g.targetX - g.monkeyX) / 60));
  const body = g.stunned ? sp.dazed : sp.monkey;
  if (Math.abs(lean) < 0.01) put(scene, body, x, y + bob);
  else putTurned(scene, body, x, y + bob, lean * 0.25);
  if (g.stunned) {
    const s = scene.scale;
    ctx.fillStyle = '#f1c40f';
    for (let i = 0; i < 3; i++) {
      const a = now / 150 + (i * Math.PI * 2) / 3;
      ctx.fillRect(Math.round((x + Math.cos(a) * 18 - 2) * s), Math.round((y - 34 + Math.sin(a) * 5 - 2) * s), Math.round(4 * s), Math.round(4 * s));
    }
  }
}
