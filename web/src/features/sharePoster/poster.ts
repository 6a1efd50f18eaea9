// A share poster drawn in the browser: a title, a few lines, the page's QR code (an SVG the
// server draws) and the words to scan it, painted on a canvas and given back as a PNG the
// visitor long-presses to save and send. The quiz and persona results use the teal look with
// one big word (the score, the persona); a Qixi invitation the night look with its code.

import { POSTER_H as H, POSTER_W as W, posterCanvas, svgImage } from './canvas';

export interface SharePoster {
  look: 'teal' | 'night';
  title: string;
  /** One big word under the title (a score, a persona's name). */
  big?: string;
  lines: string[];
  /** A line in bold under the QR code (an invitation code). */
  code?: string;
  /** The QR code as SVG text. */
  svg: string;
  scan: string;
}

/** Where each part of a look stands on the 600×900 card. */
interface Layout {
  stops: [number, string][];
  /** The gradient runs top to bottom, or corner to corner. */
  diagonal: boolean;
  stars: boolean;
  title: { y: number; px: number };
  big: { y: number; px: number };
  lines: { y: number; step: number; most: number; margin: number };
  qr: { y: number; box: number; round: boolean };
  code: { y: number };
  scan: { y: number; px: number };
}

const LOOKS: Record<SharePoster['look'], Layout> = {
  teal: {
    stops: [[0, '#0b7a6b'], [1, '#12a38f']],
    diagonal: false,
    stars: false,
    title: { y: 110, px: 40 },
    big: { y: 250, px: 96 },
    lines: { y: 320, step: 44, most: 4, margin: 60 },
    qr: { y: 520, box: 260, round: false },
    code: { y: 815 },
    scan: { y: 830, px: 26 },
  },
  night: {
    stops: [[0, '#1f2450'], [0.6, '#4b3f78'], [1, '#b4536a']],
    diagonal: true,
    stars: true,
    title: { y: 150, px: 48 },
    big: { y: 230, px: 72 },
    lines: { y: 230, step: 46, most: 3, margin: 80 },
    qr: { y: 370, box: 280, round: true },
    code: { y: 715 },
    scan: { y: 770, px: 24 },
  },
};

/** A few quiet stars on the night look. */
const STARS = [
  [470, 70, 2.5],
  [520, 130, 1.5],
  [420, 160, 1.5],
  [80, 60, 1.5],
  [140, 120, 2],
] as const;

/** The poster as a PNG data URL, or null where the browser has no canvas. */
export async function drawSharePoster(p: SharePoster): Promise<string | null> {
  const blank = posterCanvas();
  if (!blank) return null;
  const { canvas, ctx } = blank;
  const l = LOOKS[p.look];
  const bg = ctx.createLinearGradient(0, 0, l.diagonal ? W : 0, H);
  for (const [at, colour] of l.stops) bg.addColorStop(at, colour);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  if (l.stars) {
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    for (const [x, y, r] of STARS) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = `bold ${l.title.px}px sans-serif`;
  ctx.fillText(p.title, W / 2, l.title.y);
  if (p.big) {
    ctx.font = `bold ${l.big.px}px sans-serif`;
    ctx.fillText(p.big, W / 2, l.big.y);
  }
  ctx.font = '28px sans-serif';
  p.lines.slice(0, l.lines.most).forEach((line, i) => ctx.fillText(line, W / 2, l.lines.y + i * l.lines.step, W - l.lines.margin));
  const qr = await svgImage(p.svg);
  const { y, box } = l.qr;
  ctx.fillStyle = '#fff';
  if (l.qr.round && typeof ctx.roundRect === 'function') {
    ctx.beginPath();
    ctx.roundRect(W / 2 - box / 2, y, box, box, 16);
    ctx.fill();
  } else {
    ctx.fillRect(W / 2 - box / 2, y, box, box);
  }
  const inner = box - 2 * (box >= 280 ? 20 : 15);
  ctx.drawImage(qr, W / 2 - inner / 2, y + (box - inner) / 2, inner, inner);
  ctx.fillStyle = '#fff';
  if (p.code) {
    ctx.font = 'bold 30px sans-serif';
    ctx.fillText(p.code, W / 2, l.code.y);
  }
  ctx.font = `${l.scan.px}px sans-serif`;
  ctx.fillText(p.scan, W / 2, l.scan.y);
  return canvas.toDataURL('image/png');
}
