// The Monkey King game's pictures as vector shapes, all by hand (no images): the still
// background (sky, the peaks of Huaguo Mountain, the waterfall, still clouds), clouds, the
// peaches, a rock, the somersault cloud and 孙悟空. They are painted once per canvas size,
// the background onto a canvas of its own and the rest into sprites (sprites.ts); a frame
// only copies bitmaps (draw.ts).
import { WORLD_W } from './game';

/** A cloud of four puffs, its first puff at (x, y), `s` its size. */
export function cloud(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, fill: string) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, 14 * s, 0, Math.PI * 2);
  ctx.arc(x + 16 * s, y - 6 * s, 17 * s, 0, Math.PI * 2);
  ctx.arc(x + 34 * s, y, 13 * s, 0, Math.PI * 2);
  ctx.arc(x + 17 * s, y + 6 * s, 14 * s, 0, Math.PI * 2);
  ctx.fill();
}

/** Paints the still background onto `bg` (a canvas of its own, painted once per size, copied under each frame). */
export function paintBackground(bg: HTMLCanvasElement, w: number, h: number, scale: number): void {
  bg.width = w;
  bg.height = h;
  const ctx = bg.getContext('2d', { alpha: false });
  if (!ctx) return;
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#7cc4f0');
  sky.addColorStop(0.55, '#bfe3f5');
  sky.addColorStop(1, '#fde3c4');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  ctx.save();
  ctx.scale(scale, scale);
  const H = h / scale;
  // The sun.
  ctx.fillStyle = '#fff3b0';
  ctx.beginPath();
  ctx.arc(290, 80, 30, 0, Math.PI * 2);
  ctx.fill();
  // Far and near peaks.
  const peaks = (base: number, tops: [number, number][], fill: string) => {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.moveTo(0, H);
    ctx.lineTo(0, base);
    for (const [x, y] of tops) {
      ctx.quadraticCurveTo(x - 25, y + 30, x, y);
      ctx.quadraticCurveTo(x + 25, y + 30, x + 45, base - 10);
    }
    ctx.lineTo(WORLD_W, base);
    ctx.lineTo(WORLD_W, H);
    ctx.closePath();
    ctx.fill();
  };
  peaks(H - 150, [[40, H - 250], [130, H - 290], [220, H - 240], [320, H - 280]], '#9cc7c2');
  peaks(H - 90, [[10, H - 180], [100, H - 160], [190, H - 210], [280, H - 170]], '#5f9e8f');
  // A waterfall of the Water-Curtain Cave.
  ctx.fillStyle = '#d9f1f7';
  ctx.fillRect(198, H - 200, 10, 120);
  cloud(ctx, 20, 140, 0.9, 'rgba(255,255,255,0.8)');
  cloud(ctx, 200, 200, 0.7, 'rgba(255,255,255,0.7)');
  // The ground the things fall past.
  ctx.fillStyle = '#3f7d62';
  ctx.fillRect(0, H - 30, WORLD_W, 30);
  ctx.restore();
}

/** A peach (or a golden one) around (x, y). */
export function peach(ctx: CanvasRenderingContext2D, x: number, y: number, golden: boolean) {
  ctx.fillStyle = golden ? '#f6c343' : '#f7a1a8';
  ctx.beginPath();
  ctx.arc(x, y, 13, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = golden ? '#fde68a' : '#fcd5d8';
  ctx.beginPath();
  ctx.arc(x - 4, y - 4, 5, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = golden ? '#c98a0b' : '#d9707b';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x, y - 12);
  ctx.quadraticCurveTo(x + 5, y, x + 1, y + 12);
  ctx.stroke();
  ctx.fillStyle = '#4c9a4a';
  ctx.beginPath();
  ctx.ellipse(x + 7, y - 13, 7, 3.5, -0.5, 0, Math.PI * 2);
  ctx.fill();
  if (golden) {
    ctx.fillStyle = '#fffbe6';
    ctx.fillRect(x + 10, y - 2, 3, 3);
    ctx.fillRect(x - 14, y + 6, 2, 2);
  }
}

/** A rock, unturned, around (0, 0) (the frame turns it as it falls). */
export function rock(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = '#7b7f86';
  ctx.beginPath();
  ctx.moveTo(-13, -4);
  ctx.lineTo(-6, -13);
  ctx.lineTo(8, -11);
  ctx.lineTo(14, 0);
  ctx.lineTo(7, 12);
  ctx.lineTo(-9, 11);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#5b5f66';
  ctx.fillRect(-4, -2, 6, 4);
}

/** The somersault cloud 孙悟空 rides, around his position. */
export function ride(ctx: CanvasRenderingContext2D) {
  cloud(ctx, -30, 26, 0.85, '#fff7df');
  ctx.fillStyle = '#f4d58d';
  ctx.beginPath();
  ctx.ellipse(-2, 33, 28, 5, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** 孙悟空 himself, upright around his position (the frame leans him toward where he flies). */
export function monkey(ctx: CanvasRenderingContext2D, stunned: boolean) {
  // Tail.
  ctx.strokeStyle = '#8a5a2b';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(-8, 14);
  ctx.quadraticCurveTo(-28, 18, -24, 0);
  ctx.stroke();
  // The golden-hooped staff, held across.
  ctx.save();
  ctx.rotate(-0.7);
  ctx.fillStyle = '#c0392b';
  ctx.fillRect(-34, -2.5, 68, 5);
  ctx.fillStyle = '#f1c40f';
  ctx.fillRect(-36, -3.5, 7, 7);
  ctx.fillRect(29, -3.5, 7, 7);
  ctx.restore();
  // Body: the golden armour and a red cape's edge.
  ctx.fillStyle = '#c0392b';
  ctx.beginPath();
  ctx.ellipse(0, 14, 15, 13, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#e7b416';
  ctx.beginPath();
  ctx.ellipse(0, 12, 11, 12, 0, 0, Math.PI * 2);
  ctx.fill();
  // Head: fur, ears, the face.
  ctx.fillStyle = '#8a5a2b';
  ctx.beginPath();
  ctx.arc(-15, -12, 6, 0, Math.PI * 2);
  ctx.arc(15, -12, 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(0, -12, 15, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#f3c9a0';
  ctx.beginPath();
  ctx.arc(-5, -12, 7, 0, Math.PI * 2);
  ctx.arc(5, -12, 7, 0, Math.PI * 2);
  ctx.ellipse(0, -5, 9, 7, 0, 0, Math.PI * 2);
  ctx.fill();
  // Eyes (crosses when dazed) and a grin.
  ctx.fillStyle = '#222';
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1.5;
  if (stunned) {
    for (const ex of [-5, 5]) {
      ctx.beginPath();
      ctx.moveTo(ex - 2.5, -15);
      ctx.lineTo(ex + 2.5, -10);
      ctx.moveTo(ex + 2.5, -15);
      ctx.lineTo(ex - 2.5, -10);
      ctx.stroke();
    }
  } else {
    ctx.beginPath();
    ctx.arc(-5, -13, 2.2, 0, Math.PI * 2);
    ctx.arc(5, -13, 2.2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(0, -5, 4, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
  // The golden headband (紧箍).
  ctx.strokeStyle = '#f1c40f';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(0, -12, 14, 1.1 * Math.PI, 1.9 * Math.PI);
  ctx.stroke();
}

