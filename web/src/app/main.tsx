// Start-up: capture the session's query parameters, wire toasts and navigation, apply the
// container's UI style, then render the router. Locating starts when a page asks for it
// (services.locate), so a page that needs no position never prompts for one.
import '../ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { applyPlatformStyle, setFeedback, setNavigate } from '../services';
import { captureQuery } from '../session/params';
import { toastFeedback } from '../ui/feedback';
import { createAppRouter } from './router';

captureQuery(location.search);
setFeedback(toastFeedback);
void applyPlatformStyle();

const router = createAppRouter();
setNavigate((path) => void router.navigate(path));

// Failed calls have already told the visitor (request layer); retrying them silently would
// repeat the toast, so queries do not retry.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
