// What the content editor's tests share: a few cities and places, the screens rendered under
// a router with a query client and antd's App, and the typed client's GETs answered by path.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { admin } from '../api/typed';

export type Spied = Record<'get' | 'post' | 'put' | 'delete', (...args: unknown[]) => Promise<unknown>>;

const point = { lat: 30.27, lng: 120.15 };
export const CITIES = [
  { id: 1201, code: '330100', name: '杭州市', name_en: 'Hangzhou', short_name: '杭州', centroid: point, counties: [
    { id: 330106, code: '330106', name: '西湖区', name_en: 'Xihu District', short_name: '西湖', centroid: { lat: 30.25, lng: 120.12 } },
    { id: 330127, code: '330127', name: '淳安县', name_en: 'Chun’an County', short_name: '淳安', centroid: { lat: 29.6, lng: 119.0 } },
  ] },
  { id: 1202, code: '330200', name: '宁波市', name_en: 'Ningbo', short_name: '宁波', centroid: point, counties: [
    { id: 330203, code: '330203', name: '海曙区', name_en: 'Haishu District', short_name: '海曙', centroid: point },
  ] },
];

export const PLACES = { list: [{ id: 'scenic-hz-qiandaohu', title: '千岛湖风景名胜区', state: 'published', updatedMs: 0 }], total: 1, page: 1, size: 20 };

/** The typed client's GETs by path: regions, the places search, and whatever `more` answers. */
export function serveGets(more: (path: string, opts: { path?: Record<string, unknown> }) => unknown) {
  return vi.spyOn(admin as Spied, 'get').mockImplementation(async (...args: unknown[]) => {
    const path = String(args[0]);
    const opts = (args[1] ?? {}) as { path?: Record<string, unknown> };
    if (path.endsWith('/common-region')) return { list: CITIES };
    const answer = more(path, opts);
    if (answer !== undefined) return answer;
    if (path.endsWith('/content/{entity}')) return PLACES;
    throw new Error(`unexpected GET ${path}`);
  });
}

/** One record served as published with no earlier versions, as its edit page asks for it. */
export function servePublished(body: Record<string, unknown>) {
  const item = { published: body, latest: { version: 1, state: 'published', body, authorId: null, authorName: null, createdMs: 1, decidedByName: null, decidedMs: null, reason: null } };
  return serveGets((path) => (path.endsWith('/versions') ? [] : path.endsWith('/content/{entity}/{id}') ? item : undefined));
}

export function renderAt(url: string, route: string, element: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
