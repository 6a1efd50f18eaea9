// Which pages carry the bottom tab bar (docs/MINE.md): the four top-level pages, home under
// both of its addresses. The frame reads this on the first screen to leave room for the bar;
// the bar itself (ui/TabBar.tsx) loads after.
import { pageUrl } from '../lib/pageUrl';

const TAB_PAGES: readonly string[] = ['/', pageUrl('pages/hotel/index'), pageUrl('pages/topic/index'), pageUrl('pages/actives/index'), pageUrl('pages/mine/index')];

/** Whether the tab bar belongs on the page at `pathname`. */
export const hasTabBar = (pathname: string): boolean => TAB_PAGES.includes(pathname);
