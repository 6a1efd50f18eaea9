// What the studio's tests share: a campaign in any state, the page rendered with a query
// client and antd's App, and the console's typed client spied on as plain functions.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ConsoleCampaign } from '../api/campaigns';
import CampaignsPage from './CampaignsPage';

export type Spied = Record<'get' | 'post' | 'put' | 'delete', (...args: unknown[]) => Promise<unknown>>;

export const campaign = (over: Partial<ConsoleCampaign> = {}): ConsoleCampaign => ({
  id: 'c-spring',
  title: '春季自驾盲盒',
  kind: 'blindbox',
  sample: false,
  status: 'running',
  state: 'published',
  createdBy: 'admin',
  page: 'pages/custom/huawei/index',
  startsAt: '2026-03-01T10:00:00+08:00',
  endsAt: '2026-04-01T10:00:00+08:00',
  rules: '每日签到得 1 次机会。',
  layout: 1,
  prizes: [
    { id: 'p1', name: '车载应急包', kind: 'physical', stock: 3, left: 1, given: 2, weight: 3, dailyCap: 1, price: 0, unclaimed: 1 },
    { id: 'p2', name: '加油券', kind: 'coupon', stock: 100, left: 100, given: 0, weight: 20, dailyCap: 10, price: 0, unclaimed: 0 },
  ],
  ...over,
});

export function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <CampaignsPage />
      </App>
    </QueryClientProvider>,
  );
}

export function stubMatchMedia() {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
}
