import { useEffect, useRef } from 'react';
import { REACH_BOTTOM_MARGIN_PX } from '../lib/constants';
import { watchReachBottom } from '../lib/reachBottom';

/**
 * Calls `onReach` once each time the page comes within `margin` px of its bottom (100 by
 * default; lists use LOAD_MORE_NEAR_PX or LOAD_MORE_FAR_PX). Off while `enabled` is false,
 * e.g. during a load or after the last page.
 */
export function useReachBottom(onReach: () => void, { margin = REACH_BOTTOM_MARGIN_PX, enabled = true } = {}): void {
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => (enabled ? watchReachBottom(() => latest.current(), margin) : undefined), [margin, enabled]);
}
