// Start-up: capture the session's query parameters, wire toasts and navigation, apply the
// container's UI style, then render the router. Locating starts when a page asks for it
// (services.locate), so a page that needs no position never prompts for one.
import '../ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyPlatformStyle, setFeedback, setNavigate } from '../services';
import { captureQuery } from '../session/params';
import { toastFeedback } from '../ui/feedback';
import { createAppRouter } from './router';
import { prefetchPages } from './routes';

captureQuery(location.search);
setFeedback(toastFeedback);
void applyPlatformStyle();

const router = createAppRouter();
setNavigate((path) => void router.navigate(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The other pages' table (app/pages.ts) is not on the first screen: fetch it once this page
// has loaded, so the first tap on a link does not wait for it.
if (document.readyState === 'complete') prefetchPages();
else addEventListener('load', prefetchPages, { once: true });

// Offline (docs/FRONTEND.md, "Offline"): the service worker keeps the app's files and the
// content answers seen, so a saved line opens with no network. Registered once the page has
// loaded, never in development (the dev server's modules are not the build's files).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/ver3/sw.js', { scope: '/ver3/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
