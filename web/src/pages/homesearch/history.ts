// Recent search words, newest first, kept on this device only.
const KEY = 'youzhe.searchHistory';
export const HISTORY_MAX = 10;

export function readHistory(storage: Storage = localStorage): string[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `word` first (once), keeps the newest HISTORY_MAX; blank words are not kept. */
export function remember(word: string, storage: Storage = localStorage): string[] {
  const w = word.trim();
  if (!w) return readHistory(storage);
  const next = [w, ...readHistory(storage).filter((x) => x !== w)].slice(0, HISTORY_MAX);
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearHistory(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
