// Every route's page loader and title (the routes themselves, SPEC §2, are lib/routePaths.ts).
// A page that is built names its module in BUILT (app/pages.ts); every other route shows the
// shared coming-soon page, so the table is complete from day one and the areas fill in later.
import { loadWords, type MessageKey } from '../i18n';
import type { RoutePath } from '../lib/routePaths';

import { homePage, type PageLoader } from './homePage';

export { homePage, type PageLoader, type PageModule } from './homePage';

export { PULL_REFRESH, SPEC_ROUTES, type RoutePath } from '../lib/routePaths';


// Every other page's loader is in app/pages.ts, a chunk of its own: its loaders name every
// page chunk and what each needs (~2.5 kB gzip that the home page does not), so it loads with
// the first other page (or once the home page has loaded, see prefetchPages).
const pageTable = () => import('./pages');
/** The page table and every route's title (i18n/zh-CN/titles.ts), which no page but home and 404 has before. */
const withTitles = () => Promise.all([pageTable(), loadWords('titles')]).then(([m]) => m);

/** The loader of the page at `path` (coming soon when it is not built). */
export const pageLoader = (path: RoutePath): PageLoader =>
  path === 'pages/hotel/index' ? homePage : () => withTitles().then((m) => (m.BUILT[path] ?? m.comingSoonPage)());

export const notFoundPage: PageLoader = () => pageTable().then((m) => m.notFoundPage());

/** Fetch the page table ahead of the first navigation; a failure is retried by that navigation. */
export const prefetchPages = (): void => void pageTable().catch(() => {});

export const titleKey = (path: RoutePath): MessageKey => `title.${path.replace(/^pages\//, '')}` as MessageKey;
