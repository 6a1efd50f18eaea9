// The page's first API answer, inlined by the server into the first HTML (docs/FRONTEND.md,
// "First paint"), and the server's markup shown until the app has rendered the page.

const INLINE_ID = 'youzhe-inline';
const FIRST_ID = 'yz-first';
/** If no page says it has rendered (a failure, another page), the server markup goes anyway. */
const RELEASE_AFTER_MS = 4000;

interface Inlined {
  url: string;
  body: unknown;
}

let inlined: Inlined | null | undefined;

function read(): Inlined | null {
  if (inlined !== undefined) return inlined;
  inlined = null;
  const el = typeof document === 'undefined' ? null : document.getElementById(INLINE_ID);
  if (el?.textContent) {
    try {
      const v = JSON.parse(el.textContent) as Inlined;
      if (typeof v.url === 'string') inlined = v;
    } catch {
      // A broken inline is no answer: the app asks the server as usual.
    }
  }
  return inlined;
}

/** Same path and the same query parameters, in any order. */
function sameUrl(a: string, b: string): boolean {
  const base = 'http://x';
  const ua = new URL(a, base);
  const ub = new URL(b, base);
  if (ua.pathname !== ub.pathname) return false;
  const qa = [...ua.searchParams].map((p) => p.join('=')).sort().join('&');
  const qb = [...ub.searchParams].map((p) => p.join('=')).sort().join('&');
  return qa === qb;
}

/**
 * The inlined answer for a GET of `url` (path and query, before the API base is added), once:
 * the entry is dropped when taken, so a later reload of the same page asks the server.
 */
export function takeInlined(url: string): { found: true; body: unknown } | { found: false } {
  const v = read();
  if (!v || !sameUrl(v.url, url)) return { found: false };
  inlined = null;
  return { found: true, body: v.body };
}

/** The app has rendered its page: the server's markup steps aside. */
export function releaseFirstPaint(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FIRST_ID)?.remove();
}

if (typeof document !== 'undefined' && document.getElementById(FIRST_ID)) {
  setTimeout(releaseFirstPaint, RELEASE_AFTER_MS);
}
