// Server state for the pages that keep it in TanStack Query (place detail, album, map).
// Loaded with those pages, not at start: the home page needs none of it, and it is ~8 kB
// gzip of the first screen's budget.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// Failed calls have already told the visitor (request layer); retrying them silently would
// repeat the toast, so queries do not retry. One client for the visit, so pages share answers.
const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

const wrapped = new WeakMap<ComponentType, ComponentType>();

/** The page inside the visit's query client. One wrapper per page, so routes sharing a page keep it mounted. */
export function withQueryClient(Page: ComponentType): ComponentType {
  let Wrapped = wrapped.get(Page);
  if (!Wrapped) {
    const Inner = Page;
    Wrapped = function WithQueryClient() {
      return (
        <QueryClientProvider client={client}>
          <Inner />
        </QueryClientProvider>
      );
    };
    wrapped.set(Page, Wrapped);
  }
  return Wrapped;
}
