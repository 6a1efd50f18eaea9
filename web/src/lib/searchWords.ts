// What a visitor types into a search field, and the recent words kept on this device. One
// rule for every search (global, food, stays); each search keeps its own list of words.

/** Longest keyword: the server refuses longer ones (its `MAX_KEYWORD`), so the field stops there. */
export const KEYWORD_MAX = 50;
/** Recent words kept per search. */
export const RECENT_MAX = 10;

/** The keyword as it is searched and remembered: spaces collapsed, trimmed, at most KEYWORD_MAX. */
export function normaliseKeyword(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX);
}

export interface RecentSearches {
  read(storage: Pick<Storage, 'getItem'>): string[];
  /** Puts the keyword first (moving it if it was there), keeps the newest RECENT_MAX; blank words are not kept. */
  add(storage: Pick<Storage, 'getItem' | 'setItem'>, raw: string): string[];
  clear(storage: Pick<Storage, 'removeItem'>): void;
}

/** The recent words of one search, newest first, under `key` in the storage it is handed. */
export function recentSearches(key: string): RecentSearches {
  const read = (storage: Pick<Storage, 'getItem'>): string[] => {
    try {
      const saved: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(saved) ? saved.filter((s): s is string => typeof s === 'string' && s !== '').slice(0, RECENT_MAX) : [];
    } catch {
      return [];
    }
  };
  return {
    read,
    add(storage, raw) {
      const keyword = normaliseKeyword(raw);
      const list = read(storage);
      if (!keyword) return list;
      const next = [keyword, ...list.filter((k) => k !== keyword)].slice(0, RECENT_MAX);
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or off (private mode): the search still works, it is just not remembered.
      }
      return next;
    },
    clear(storage) {
      storage.removeItem(key);
    },
  };
}

/** Words of the global search (home search pages). */
export const searchHistory = recentSearches('youzhe.searchHistory');
/** Words of the food search. */
export const foodSearches = recentSearches('youzhe.cateRecent');
