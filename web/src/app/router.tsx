import { createBrowserRouter, type RouteObject } from 'react-router';
import { guard } from '../services';
import { wechatCode } from '../session/guard';
import { PageSkeleton } from '../ui/PageSkeleton';
import AppFrame from './AppFrame';
import { lazyPage } from './lazyPage';
import RouteError from './RouteError';
import { homePage, notFoundPage, pageLoader, PULL_REFRESH, SPEC_ROUTES, titleKey } from './routes';

/** The route objects: one frame, the home alias, every SPEC route, and the 404 catch-all. */
export function appRoutes(runGuard: (url: URL) => Promise<void> = guard): RouteObject[] {
  const pages: RouteObject[] = SPEC_ROUTES.map((path) => ({
    path,
    lazy: lazyPage(pageLoader(path)),
    handle: { title: titleKey(path), pullRefresh: PULL_REFRESH.includes(path) || undefined },
  }));
  return [
    {
      path: '/',
      Component: AppFrame,
      HydrateFallback: PageSkeleton,
      // The navigation guard (SPEC §2): runs before the page whenever the URL carries
      // openid or WECHATCODE, including the first load.
      loader: async ({ request }) => {
        await runGuard(new URL(request.url));
        return null;
      },
      shouldRevalidate: ({ nextUrl }) => nextUrl.searchParams.has('openid') || wechatCode(nextUrl.searchParams) !== null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: lazyPage(homePage), handle: { title: titleKey('pages/hotel/index') } },
            ...pages,
            { path: '*', lazy: lazyPage(notFoundPage), handle: { title: titleKey('pages/error/404') } },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename: '/ver3/' });
}
