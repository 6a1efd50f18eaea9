// Before leaving a list, a page leaves a marker so that coming back puts the visitor where
// they were (SPEC §4). Session storage: the marker should not outlive the tab.

export interface ScrollMarker<T = unknown> {
  position: number;
  /** URL (path + query) of the page being left. */
  from: string;
  /** URL the visitor is going to. */
  to: string;
  /** Whatever the page needs to rebuild itself without refetching (loaded pages, filters). */
  data?: T;
}

const KEY = 'youzhe.scrollMarker';

export function saveScrollMarker<T>(marker: ScrollMarker<T>, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(marker));
}

/** The marker left by `from`, if any; it is removed so that it restores only once. */
export function takeScrollMarker<T>(from: string, storage: Storage = sessionStorage): ScrollMarker<T> | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const marker = JSON.parse(raw) as ScrollMarker<T>;
    if (marker.from !== from) return null;
    storage.removeItem(KEY);
    return marker;
  } catch {
    storage.removeItem(KEY);
    return null;
  }
}
