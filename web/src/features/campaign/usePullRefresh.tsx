// Pull-down refresh for the routes SPEC §2 lists in PULL_REFRESH, as tour/integral does it:
// a pull of 64 px at the top of the page calls `refresh`; the line above the page says
// what will happen and that it is refreshing.
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { t } from '../../i18n';

/** A pull this far down (at the top of the page) refreshes. */
export const PULL_PX = 64;

export interface PullRefresh {
  /** Spread onto the page's outer element. */
  handlers: {
    onTouchStart: (e: TouchEvent) => void;
    onTouchMove: (e: TouchEvent) => void;
    onTouchEnd: () => void;
  };
  /** The status line to render first in the page (null when idle). */
  indicator: ReactNode;
}

export function usePullRefresh(refresh: () => void, refreshing: boolean): PullRefresh {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: TouchEvent) => {
      if (start.current === null) return;
      setPull(Math.max(0, Math.min(120, (e.touches[0]?.clientY ?? start.current) - start.current)));
    },
    onTouchEnd: () => {
      if (start.current !== null && pull >= PULL_PX) refresh();
      start.current = null;
      setPull(0);
    },
  };
  const indicator =
    pull > 0 || refreshing ? (
      <p className="cmp-pull" role="status" style={{ height: refreshing ? 36 : pull / 2 }}>
        {t(refreshing ? 'campaign.refreshing' : pull >= PULL_PX ? 'campaign.release' : 'campaign.pull')}
      </p>
    ) : null;
  return { handlers, indicator };
}
