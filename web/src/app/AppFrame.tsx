import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { hasWord, t } from '../i18n';
import { trackPageView } from '../services';
import { useClientStore } from '../session/store';
import { useCanGoBack } from '../ui/history';
import { NavBar } from '../ui/NavBar';
import { NoNetwork } from '../ui/NoNetwork';
import { PendingBar } from '../ui/PendingBar';
import { hasTabBar } from '../ui/tabs';
import { queryClient } from '../ui/query';
import { useRouteHandle } from '../ui/routeTitle';
import { useScrollMarkers } from '../ui/scrollMarkers';
import { pageUrl } from '../lib/pageUrl';

// The back-to-top button shows only after 400 px of scrolling: it loads after the first screen.
const BackToTop = lazy(() => import('../ui/BackToTop').then((m) => ({ default: m.BackToTop })));
// The tab bar too: the first route's budget has no room for it (the page leaves its room at once).
const TabBar = lazy(() => import('../ui/TabBar').then((m) => ({ default: m.TabBar })));

const BASE = '/ver3';
const HOME_PATHS = new Set(['/', pageUrl('pages/hotel/index')]);

/** The frame around every page: nav bar, title, page views, scroll markers, offline tip, and the visit's query client. */
export default function AppFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  // Until the route's title has loaded (it comes with the page table), the product's name.
  const title = handle && hasWord(handle.title) ? t(handle.title) : t('app.name');
  const canGoBack = useCanGoBack();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    trackPageView(BASE + location.pathname + location.search);
    useClientStore.getState().put('queryData', Object.fromEntries(new URLSearchParams(location.search)));
  }, [location.pathname, location.search]);

  useScrollMarkers();

  // Back goes back in history, or home when this page opened the visit.
  const onBack = () => (canGoBack ? navigate(-1) : navigate('/', { replace: true }));

  const tabs = hasTabBar(location.pathname);

  return (
    <div className={tabs ? 'yz-app yz-app--tabs' : 'yz-app'}>
      <NavBar title={title} showBack={canGoBack || !HOME_PATHS.has(location.pathname)} onBack={onBack} />
      <PendingBar active={navigation.state === 'loading'} />
      <main className="yz-main">
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </main>
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
      {tabs && (
        <Suspense fallback={null}>
          <TabBar pathname={location.pathname} />
        </Suspense>
      )}
      <NoNetwork page={location.pathname + location.search} />
    </div>
  );
}
