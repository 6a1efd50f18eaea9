// Reading a prize code from what staff type or scan. The QR code holds `youzhe-prize:<code>`;
// a code is typed `ABCDE-FGHJK` in any case, with or without the dash. The server is the
// judge (it normalises too and answers 40000 naming `code`); this only tidies what is sent.

/** The code in `text` (a QR's payload or what was typed), as the server takes it. */
export function codeFrom(text: string): string {
  const t = text.trim().replace(/^youzhe-prize:/i, '');
  return t.replace(/[\s-]/g, '').toUpperCase();
}

/** `ABCDEFGHJK` → `ABCDE-FGHJK`, as the visitor's page shows it. */
export function shownCode(code: string): string {
  return code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (opts: { formats: string[] }) => Detector;

/** The browser's BarcodeDetector for QR codes, when it has one (Chrome on Android, Edge…). */
export function qrDetector(): Detector | null {
  const D = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!D) return null;
  try {
    return new D({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}
