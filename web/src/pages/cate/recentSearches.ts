// The visitor's recent food searches, newest first, kept on this device only.
export const RECENT_KEY = 'youzhe.cateRecent';
export const RECENT_MAX = 10;
/** Longer entries are cut: the list is for tapping again, not for essays. */
export const KEYWORD_MAX = 30;

export function normaliseKeyword(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX);
}

export function readRecent(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((s): s is string => typeof s === 'string' && s !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Put a keyword first (moving it if it was already there) and keep the newest ten. */
export function addRecent(storage: Pick<Storage, 'getItem' | 'setItem'>, raw: string): string[] {
  const keyword = normaliseKeyword(raw);
  const list = readRecent(storage);
  if (!keyword) return list;
  const next = [keyword, ...list.filter((k) => k !== keyword)].slice(0, RECENT_MAX);
  try {
    storage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off (private mode): the search still works, it is just not remembered.
  }
  return next;
}

export function clearRecent(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(RECENT_KEY);
}
