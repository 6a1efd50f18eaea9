// Rendering one page in tests: a memory router at the page's URL (other paths show where a
// tap led) and a fresh query client, as the app would give it.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Paged } from '../api/places';
import { newQueryClient } from '../ui/query';

/** A page of a list answer. */
export const paged = <T,>(list: T[], total = list.length, page = 1): Paged<T> => ({ list, total, page, size: 20 });

/** Where the router is, shown by a catch-all route, so tests can see where a tap led. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="at">{pathname + search}</output>;
}

/** Render a page at `url` (its route is `url`'s path); other paths show where they are. */
export function renderPage(page: ReactElement, url: string) {
  const path = url.split('?')[0];
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const client = newQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
