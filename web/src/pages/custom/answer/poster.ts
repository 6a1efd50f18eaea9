// A share poster drawn in the browser: a title, a few lines, and the page's QR code (an SVG
// the server draws) painted on a canvas, given back as a PNG the visitor long-presses to save.

import { POSTER_H, POSTER_W, posterCanvas, svgImage } from '../../../lib/posterCanvas';

export interface Poster {
  title: string;
  big: string;
  lines: string[];
  /** The QR code as SVG text. */
  svg: string;
  scan: string;
}

const W = POSTER_W;
const H = POSTER_H;

/** The poster as a PNG data URL, or null where the browser has no canvas. */
export async function drawPoster(p: Poster): Promise<string | null> {
  const blank = posterCanvas();
  if (!blank) return null;
  const { canvas, ctx } = blank;
  const bg = ctx.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#0b7a6b');
  bg.addColorStop(1, '#12a38f');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 40px sans-serif';
  ctx.fillText(p.title, W / 2, 110);
  ctx.font = 'bold 96px sans-serif';
  ctx.fillText(p.big, W / 2, 250);
  ctx.font = '28px sans-serif';
  p.lines.slice(0, 4).forEach((line, i) => ctx.fillText(line, W / 2, 320 + i * 44, W - 60));
  const qr = await svgImage(p.svg);
  ctx.fillStyle = '#fff';
  ctx.fillRect(W / 2 - 130, 520, 260, 260);
  ctx.drawImage(qr, W / 2 - 115, 535, 230, 230);
  ctx.fillStyle = '#fff';
  ctx.font = '26px sans-serif';
  ctx.fillText(p.scan, W / 2, 830);
  return canvas.toDataURL('image/png');
}
