import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { admin } from '../api/typed';
// The console's typed calls, spied on as plain functions (their types are generic).
type Spied = Record<'get' | 'post' | 'put' | 'delete', (...args: unknown[]) => Promise<unknown>>;

import PrizesPage, { type StaffPrize } from './PrizesPage';
import { codeFrom, shownCode } from './scan';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

const prize = (over: Partial<StaffPrize> = {}): StaffPrize => ({
  id: 3,
  campaignId: 'sample-shop',
  campaignTitle: '积分商城（示例）',
  prizeId: 'tea-bag',
  name: '龙井茶包',
  kind: 'physical',
  code: 'ABCDE-FGHJK',
  qr: 'youzhe-prize:ABCDEFGHJK',
  state: 'address_given',
  pointsSpent: 200,
  wonAt: '2026-11-25T10:00:00+08:00',
  expiresAt: '2026-12-25T10:00:00+08:00',
  needsAddress: false,
  address: { name: '张三', mobile: '13812345678', address: '浙江省杭州市西湖区龙井路 1 号' },
  ...over,
});

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <PrizesPage />
      </App>
    </QueryClientProvider>,
  );
}

const typeCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('兑奖码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
};

describe('奖品核销', () => {
  it('reads a typed or scanned code in any case, with or without the dash', () => {
    expect(codeFrom(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(codeFrom('youzhe-prize:ABCDEFGHJK')).toBe('ABCDEFGHJK');
    expect(shownCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });

  it('finds a prize by a typed code, shows its address and marks it shipped', async () => {
    const get = vi.spyOn(admin as Spied, 'get').mockResolvedValue(prize());
    const post = vi.spyOn(admin as Spied, 'post').mockResolvedValue(prize({ state: 'shipped', tracking: '顺丰 SF1', shippedAt: '2026-11-26T09:00:00+08:00' }));
    renderPage();
    expect(screen.getByText('这个浏览器不支持扫码，请直接输入兑奖码。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /扫\s*码/ })).toBeNull();
    typeCode('abcdefghjk');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/ver3/api/admin/v1/prizes', { query: { code: 'ABCDEFGHJK' } }));
    expect((await screen.findByTestId('prize-address')).textContent).toContain('张三 13812345678 浙江省杭州市西湖区龙井路 1 号');
    expect(screen.getByTestId('prize-state').textContent).toBe('已填地址，待发货');
    fireEvent.click(screen.getByRole('button', { name: /标记已发货/ }));
    expect(await screen.findByText('请填写快递公司和单号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: '顺丰 SF1' } });
    fireEvent.click(screen.getByRole('button', { name: /标记已发货/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/ver3/api/admin/v1/prizes/ship', { code: 'ABCDE-FGHJK', tracking: '顺丰 SF1' }));
    await waitFor(() => expect(screen.getByTestId('prize-state').textContent).toBe('已发货'));
    expect(screen.getByText('顺丰 SF1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /现场核销/ })).toBeNull();
  });

  it('redeems a coupon at the counter and shows the server’s refusals as they are', async () => {
    vi.spyOn(admin as Spied, 'get').mockResolvedValueOnce(prize({ kind: 'coupon', state: 'won', address: null })).mockRejectedValueOnce(new ApiError(40400, '没有这个兑奖码', 200, []));
    const post = vi.spyOn(admin as Spied, 'post').mockRejectedValue(new ApiError(40900, '这个奖品已兑换、已发货或已过期', 200, []));
    renderPage();
    typeCode('ABCDE-FGHJK');
    expect(await screen.findByText('无需邮寄，现场核销')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /现场核销/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/ver3/api/admin/v1/prizes/redeem', { code: 'ABCDE-FGHJK' }));
    expect((await screen.findByRole('alert')).textContent).toContain('这个奖品已兑换、已发货或已过期');
    typeCode('ZZZZZ-ZZZZZ');
    expect(await screen.findByText('没有这个兑奖码')).toBeTruthy();
  });

  it('offers the scanner where the browser has BarcodeDetector', () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      detect() {
        return Promise.resolve([]);
      }
    };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => new Promise(() => {}) } });
    renderPage();
    expect(screen.getByRole('button', { name: /扫\s*码/ })).toBeTruthy();
    expect(screen.queryByText('这个浏览器不支持扫码，请直接输入兑奖码。')).toBeNull();
  });
});
