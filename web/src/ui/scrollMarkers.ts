import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { saveScrollMarker, takeScrollMarker, type ScrollMarker } from '../lib/scrollRestoration';

// What the current page wants back when the visitor returns (loaded list pages, filters).
let leavingData: unknown;
// The marker restored for the current page, if it was a return.
let restored: ScrollMarker | null = null;

/** A page hands over what it needs to rebuild itself when the visitor comes back. */
export function rememberForReturn(data: unknown): void {
  leavingData = data;
}

/** On a return through back, what this page remembered when it was left; else undefined. */
export function returnData<T>(): T | undefined {
  return restored?.data as T | undefined;
}

/**
 * Scroll restoration (SPEC §4): leaving a page saves a marker (position, origin, target,
 * page data) in session storage; coming back to the origin with back restores the
 * position, any other arrival starts at the top.
 */
export function useScrollMarkers(): void {
  const location = useLocation();
  const navType = useNavigationType();
  const url = location.pathname + location.search;
  const previous = useRef<{ url: string; y: number } | null>(null);

  useLayoutEffect(() => {
    // We restore positions ourselves; the browser's own restoration would fight it.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (previous.current) previous.current.y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    // Take the marker for the page we arrive on before leaving one for the page we left:
    // there is one marker, and going back overwrites it.
    restored = navType === 'POP' ? takeScrollMarker(url) : null;
    const left = previous.current;
    if (left && left.url !== url) {
      saveScrollMarker({ position: left.y, from: left.url, to: url, data: leavingData });
    }
    leavingData = undefined;
    const y = restored?.position ?? 0;
    previous.current = { url, y };
    // After the page's first paint, so that its content has a height to scroll into.
    requestAnimationFrame(() => window.scrollTo(0, y));
  }, [url, navType]);
}
