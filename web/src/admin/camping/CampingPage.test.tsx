import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { admin } from '../api/typed';
// The console's typed calls, spied on as plain functions (their types are generic).
type Spied = Record<'get' | 'post' | 'put' | 'delete', (...args: unknown[]) => Promise<unknown>>;

import { can } from '../auth/roles';
import CampingPage, { type ConsoleCampingEvent, type ConsoleSignups } from './CampingPage';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const event = (over: Partial<ConsoleCampingEvent> = {}): ConsoleCampingEvent => ({
  id: 'longwu',
  title: '龙坞星空露营',
  placeId: 'camping-hz-longwu',
  placeName: '龙坞茶村露营',
  countyName: '西湖区',
  starts: '2027-05-01',
  ends: '2027-05-02',
  signupUntil: '2027-04-26',
  capacity: 12,
  seatsTaken: 3,
  seatsLeft: 9,
  signups: 1,
  maxParty: 4,
  state: 'open',
  phones: 'full',
  ...over,
});

const signups = (ev: ConsoleCampingEvent, phone: string): ConsoleSignups => ({
  event: ev,
  list: [
    { id: 7, party: 3, phone, state: 'active', createdAt: '2026-11-25T19:05:00+08:00', cancelledAt: null },
    { id: 8, party: 2, phone: ev.phones === 'full' ? '15900001111' : '159****1111', state: 'cancelled', createdAt: '2026-11-25T19:06:00+08:00', cancelledAt: '2026-11-25T20:00:00+08:00' },
  ],
  total: 2,
  page: 1,
  size: 50,
});

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <CampingPage />
      </App>
    </QueryClientProvider>,
  );
}

function answer(ev: ConsoleCampingEvent, phone: string) {
  return vi.spyOn(admin as Spied, 'get').mockImplementation(async (path, opts) => {
    if (path === '/ver3/api/admin/v1/camping/events') return { list: [ev, event({ id: 'jihu', title: '基湖海岛露营', state: 'ended', seatsTaken: 0, seatsLeft: 8, capacity: 8, signups: 0 })] } as never;
    if (path === '/ver3/api/admin/v1/camping/events/{id}/signups' && (opts as { path: { id: string } }).path.id === ev.id) return signups(ev, phone) as never;
    throw new Error(`unexpected ${path}`);
  });
}

describe('露营报名', () => {
  it('lists events with seats and state, and shows the organiser an event’s sign-ups in full with the audit notice', async () => {
    const get = answer(event(), '13812345678');
    renderPage();
    const row = (await screen.findByText('龙坞星空露营')).closest('tr')!;
    expect(within(row).getByText('报名中')).toBeTruthy();
    expect(row.querySelector('[data-seats="longwu"]')!.textContent).toBe('已报 3 / 剩余 9 / 共 12');
    expect(screen.getByText('已结束')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '查看报名 龙坞星空露营' }));
    expect(await screen.findByText('13812345678')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/ver3/api/admin/v1/camping/events/{id}/signups', { path: { id: 'longwu' }, query: { page: 1, size: 50 } });
    expect(screen.getByText(/每次查看完整号码都会记入操作日志/)).toBeTruthy();
    const cancelled = screen.getByText('15900001111').closest('tr')!;
    expect(within(cancelled).getByText('已取消')).toBeTruthy();
    expect(cancelled.textContent).toContain('2026-11-25 20:00');
    expect(cancelled.textContent).toContain('2 人');
  });

  it('tells a county editor the numbers are masked', async () => {
    answer(event({ phones: 'masked' }), '138****5678');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '查看报名 龙坞星空露营' }));
    expect(await screen.findByText('138****5678')).toBeTruthy();
    expect(screen.getByText(/只能看到隐去中间四位的号码/)).toBeTruthy();
    expect(screen.queryByText(/记入操作日志/)).toBeNull();
    // Cancelling is the organiser's.
    expect(screen.queryByRole('button', { name: /取消报名/ })).toBeNull();
  });

  it('lets the organiser cancel a live sign-up after confirming, and reloads the seats', async () => {
    const get = answer(event(), '13812345678');
    const del = vi.spyOn(admin as Spied, 'delete').mockResolvedValue({ signup: { ...signups(event(), '13812345678').list[0], state: 'cancelled' }, event: event({ seatsTaken: 0, seatsLeft: 12 }) } as never);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '查看报名 龙坞星空露营' }));
    await screen.findByText('13812345678');
    // Only the live one offers it.
    expect(screen.getAllByRole('button', { name: /^取消报名/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '取消报名 13812345678' }));
    fireEvent.click(await screen.findByRole('button', { name: /^取消报名$/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/ver3/api/admin/v1/camping/events/{id}/signups/{signupId}', undefined, { path: { id: 'longwu', signupId: '7' } }));
    expect(await screen.findByText('已取消，3 个名额已释放')).toBeTruthy();
    await waitFor(() => expect(get.mock.calls.filter(([p]) => p === '/ver3/api/admin/v1/camping/events').length).toBe(2));
  });

  it('shows the server’s refusal of a cancel', async () => {
    answer(event(), '13812345678');
    vi.spyOn(admin as Spied, 'delete').mockRejectedValue(new ApiError(40900, '这条报名已取消', 200));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '查看报名 龙坞星空露营' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消报名 13812345678' }));
    fireEvent.click(await screen.findByRole('button', { name: /^取消报名$/ }));
    expect(await screen.findByText('这条报名已取消')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    vi.spyOn(admin as Spied, 'get').mockRejectedValue(new ApiError(40300, '您的角色无权进行此操作', 200));
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('您的角色无权进行此操作'));
  });

  it('offers the menu entry to the roles the server lets read sign-ups', () => {
    expect(can({ role: 'province_admin' }, 'camping')).toBe(true);
    expect(can({ role: 'city_editor' }, 'camping')).toBe(true);
    expect(can({ role: 'county_editor' }, 'camping')).toBe(true);
    expect(can({ role: 'moderator' }, 'camping')).toBe(false);
    expect(can({ role: 'analyst' }, 'camping')).toBe(false);
  });
});
