import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { saveScrollMarker, takeScrollMarker } from '../lib/scrollRestoration';

/**
 * Scroll restoration (SPEC §4): leaving a page saves a marker (position, origin, target);
 * coming back to the origin with the browser's back button restores the position, any
 * other arrival starts at the top.
 */
export function useScrollMarkers(): void {
  const location = useLocation();
  const navType = useNavigationType();
  const url = location.pathname + location.search;
  const previous = useRef<{ url: string; y: number } | null>(null);

  useLayoutEffect(() => {
    const onScroll = () => {
      if (previous.current) previous.current.y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const left = previous.current;
    if (left && left.url !== url) saveScrollMarker({ position: left.y, from: left.url, to: url });
    previous.current = { url, y: 0 };
    const marker = navType === 'POP' ? takeScrollMarker(url) : null;
    const y = marker?.position ?? 0;
    // After the page's first paint, so that its content has a height to scroll into.
    requestAnimationFrame(() => window.scrollTo(0, y));
    previous.current.y = y;
  }, [url, navType]);
}
