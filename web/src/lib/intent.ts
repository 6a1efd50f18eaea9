// An action a signed-out visitor asked for, kept through sign-in (docs/FRONTEND.md, "Intent
// kept through sign-in"): one at a time in the tab's session storage, for 10 minutes, only
// for the page it was made on, taken once — so coming back performs it, and a reload or a
// second visit to the page never repeats it.

export interface Intent {
  /** What to do: `favourite`, `review`, `correction`, `draw`, `camping`, `vote`. */
  action: string;
  /** What the page needs to do it (ids, the draft, the draw's key). */
  params: Record<string, unknown>;
  /** The page it was made on: path and query, as `intentPage` gives them. */
  page: string;
  /** When it was made (ms). */
  at: number;
}

export const INTENT_KEY = 'youzhe.intent';
export const INTENT_TTL_MS = 10 * 60_000;

/** What signing in adds to the address coming back (WeChat's code and state), left out. */
const SIGN_IN_PARAMS = ['code', 'state', 'WECHATCODE'];

/** The page of an address (`/path?query`, any origin): the same before and after signing in. */
export function intentPage(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'https://app.invalid');
  for (const p of SIGN_IN_PARAMS) url.searchParams.delete(p);
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : '');
}

function read(store: Storage): Intent | null {
  let raw: string | null;
  try {
    raw = store.getItem(INTENT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Intent;
    if (v && typeof v.action === 'string' && typeof v.page === 'string' && typeof v.at === 'number' && v.params && typeof v.params === 'object') return v;
  } catch {
    // unreadable: dropped below
  }
  drop(store);
  return null;
}

export function drop(store: Storage): void {
  try {
    store.removeItem(INTENT_KEY);
  } catch {
    // storage unavailable: nothing kept, nothing to drop
  }
}

/** Keeps `action` for `page`, in place of any other. False when the storage refuses it. */
export function keepIntent(store: Storage, intent: Intent): boolean {
  try {
    store.setItem(INTENT_KEY, JSON.stringify(intent));
    return true;
  } catch {
    return false;
  }
}

/**
 * The params of the kept `action` for `page`, taken (removed) so it happens once; null when
 * none is kept for them, it is older than 10 minutes (then dropped), or `fits` refuses it
 * (another heart, entry or event on the same page).
 */
export function takeIntent(
  store: Storage,
  action: string,
  page: string,
  now: number,
  fits: (params: Record<string, unknown>) => boolean = () => true,
): Record<string, unknown> | null {
  const kept = read(store);
  if (!kept) return null;
  if (now - kept.at > INTENT_TTL_MS || now < kept.at - 60_000) {
    drop(store);
    return null;
  }
  if (kept.action !== action || kept.page !== intentPage(page) || !fits(kept.params)) return null;
  drop(store);
  return kept.params;
}
