// The invitation poster, drawn in the browser: the game's title, two lines, the invitation
// code and its QR code (the SVG the server drew) on a night-blue card, given back as a PNG
// the visitor long-presses to save and send.

import { POSTER_H, POSTER_W, posterCanvas, svgImage } from '../../../lib/posterCanvas';

export interface InvitePoster {
  title: string;
  lines: string[];
  code: string;
  /** The QR code as SVG text. */
  svg: string;
  scan: string;
}

const W = POSTER_W;
const H = POSTER_H;

/** The poster as a PNG data URL, or null where the browser has no canvas. */
export async function drawInvitePoster(p: InvitePoster): Promise<string | null> {
  const blank = posterCanvas();
  if (!blank) return null;
  const { canvas, ctx } = blank;
  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#1f2450');
  bg.addColorStop(0.6, '#4b3f78');
  bg.addColorStop(1, '#b4536a');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  // A few quiet stars.
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  for (const [x, y, r] of [
    [470, 70, 2.5],
    [520, 130, 1.5],
    [420, 160, 1.5],
    [80, 60, 1.5],
    [140, 120, 2],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 48px sans-serif';
  ctx.fillText(p.title, W / 2, 150);
  ctx.font = '28px sans-serif';
  p.lines.slice(0, 3).forEach((line, i) => ctx.fillText(line, W / 2, 230 + i * 46, W - 80));
  const qr = await svgImage(p.svg);
  ctx.fillStyle = '#fff';
  if (typeof ctx.roundRect === 'function') {
    ctx.beginPath();
    ctx.roundRect(W / 2 - 140, 370, 280, 280, 16);
    ctx.fill();
  } else {
    ctx.fillRect(W / 2 - 140, 370, 280, 280);
  }
  ctx.drawImage(qr, W / 2 - 120, 390, 240, 240);
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 30px sans-serif';
  ctx.fillText(p.code, W / 2, 715);
  ctx.font = '24px sans-serif';
  ctx.fillText(p.scan, W / 2, 770);
  return canvas.toDataURL('image/png');
}
