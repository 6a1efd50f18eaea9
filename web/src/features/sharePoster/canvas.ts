// What every share poster drawn in the browser starts from: a 600×900 canvas, and the QR code
// (an SVG the server draws) as an image to paint on it. Each poster lays out its own card and
// gives back `canvas.toDataURL('image/png')` for the visitor to long-press and save.

export const POSTER_W = 600;
export const POSTER_H = 900;

/** A blank poster canvas, or null where the browser has no 2D canvas. */
export function posterCanvas(): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_W;
  canvas.height = POSTER_H;
  const ctx = canvas.getContext('2d');
  return ctx ? { canvas, ctx } : null;
}

/** SVG text (the QR code) as an image, loaded. */
export function svgImage(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('qr image'));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}
