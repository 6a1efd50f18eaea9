import { REACH_BOTTOM_MARGIN_PX } from './constants';

export interface ScrollMetrics {
  scrollTop: number;
  viewportHeight: number;
  contentHeight: number;
}

/**
 * Fires `onReach` once when the page comes within `margin` px of its bottom and re-arms
 * only after the page scrolls away again (SPEC §4), so a list never loads the same page twice.
 */
export function createReachBottom(onReach: () => void, margin = REACH_BOTTOM_MARGIN_PX) {
  let armed = true;
  return (m: ScrollMetrics): void => {
    const remaining = m.contentHeight - m.scrollTop - m.viewportHeight;
    if (remaining <= margin) {
      if (armed) {
        armed = false;
        onReach();
      }
    } else {
      armed = true;
    }
  };
}

/** Watch the window's scroll; returns the function that stops watching. */
export function watchReachBottom(onReach: () => void, margin = REACH_BOTTOM_MARGIN_PX): () => void {
  const check = createReachBottom(onReach, margin);
  const onScroll = () =>
    check({
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      contentHeight: document.documentElement.scrollHeight,
    });
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
