import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Correction } from '../../api/corrections';
import type { DishDetail, PlaceDetail } from '../../api/places';
import { auth, places } from '../../services';
import { renderPage } from '../../test/renderPage';
import CorrectionPage from './CorrectionPage';
import { missing } from './CorrectionForm';
import { corrections } from './correctionCalls';

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

const place = { id: 'scenic-hz-xihu', name: 'West Lake', city_id: 1201, location: { lat: 30.25, lng: 120.15 } } as unknown as PlaceDetail;

const correction = (over: Partial<Correction> = {}): Correction => ({
  id: 1,
  targetKind: 'place',
  targetId: 'scenic-hz-xihu',
  targetName: 'West Lake',
  kind: 'moved',
  text: 'Moved north',
  photos: [],
  status: 'received',
  points: 0,
  createdAt: '2026-11-25T09:00:00+08:00',
  ...over,
});

const paged = (list: Correction[]) => ({ list, total: list.length, page: 1, size: 20 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(places, 'boundaries').mockResolvedValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('newcate/error (corrections)', () => {
  it('asks a visitor without a token to sign in for 我的纠错, and lets them write about a place', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    const details = vi.spyOn(places, 'details').mockResolvedValue(place);
    const mine = vi.spyOn(corrections, 'mine');
    renderPage(<CorrectionPage />, '/pages/newcate/error');
    expect(await screen.findByRole('heading', { name: '登录后纠错' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '手机号登录' })).toBeTruthy();
    expect(mine).not.toHaveBeenCalled();
    cleanup();

    const send = vi.spyOn(corrections, 'send');
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<CorrectionPage />, '/pages/newcate/error?id=scenic-hz-xihu');
    expect(await screen.findByRole('heading', { level: 2, name: '纠错：West Lake' })).toBeTruthy();
    expect(details).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '关门了' }));
    fireEvent.click(screen.getByRole('button', { name: '登录后提交' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null')).toMatchObject({ action: 'correction', params: { kind: 'closed' } });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a wrong phone number with text, then says it was received and lists it', async () => {
    signIn();
    vi.spyOn(places, 'details').mockResolvedValue(place);
    const send = vi.spyOn(corrections, 'send').mockResolvedValue({ id: 7, status: 'received' });
    vi.spyOn(corrections, 'mine').mockResolvedValue(paged([correction({ id: 7, kind: 'phone', text: 'Wrong' })]));
    renderPage(<CorrectionPage />, '/pages/newcate/error?kind=place&id=scenic-hz-xihu');
    expect(await screen.findByRole('heading', { level: 2, name: '纠错：West Lake' })).toBeTruthy();
    for (const name of ['关门了', '搬走了', '电话不对', '营业时间不对', '其他']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '电话不对' }));
    expect(screen.getByRole('button', { name: '电话不对' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('正确的电话'), { target: { value: '0571-87654321' } });
    fireEvent.change(screen.getByLabelText('说明'), { target: { value: 'Wrong' } });
    expect(screen.getByText('5/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ targetKind: 'place', targetId: 'scenic-hz-xihu', kind: 'phone', phone: '0571-87654321', text: 'Wrong', mediaIds: [] });
    expect(await screen.findByText(/已收到，谢谢/)).toBeTruthy();
    const mine = await screen.findByRole('region', { name: '我的纠错' });
    expect(await within(mine).findByText('已收到')).toBeTruthy();
  });

  it('says what is missing before sending, and shows the server refusal by the form', async () => {
    signIn();
    vi.spyOn(places, 'details').mockResolvedValue(place);
    const send = vi.spyOn(corrections, 'send').mockImplementation(async (_body, refused) => {
      refused('电话号码格式不正确');
      return false;
    });
    renderPage(<CorrectionPage />, '/pages/newcate/error?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择哪里不对');
    fireEvent.click(screen.getByRole('button', { name: '营业时间不对' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请写一写哪里不对');
    fireEvent.click(screen.getByRole('button', { name: '搬走了' }));
    expect(screen.getByText('在地图上点一下新位置')).toBeTruthy();
    // Said until the visitor changes something.
    expect(screen.queryByText('请写一写哪里不对')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请在地图上标出新位置');
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '电话不对' }));
    fireEvent.change(screen.getByLabelText('正确的电话'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('电话号码格式不正确'));
    expect(screen.queryByText(/已收到，谢谢/)).toBeNull();
  });

  it('offers a dish only 其他, already chosen', async () => {
    signIn();
    vi.spyOn(places, 'dishDetail').mockResolvedValue({ id: 'dish-1', name: 'Dongpo Pork' } as unknown as DishDetail);
    renderPage(<CorrectionPage />, '/pages/newcate/error?kind=dish&id=dish-1');
    expect(await screen.findByRole('heading', { level: 2, name: '纠错：Dongpo Pork' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '其他' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: '搬走了' })).toBeNull();
  });

  it('without an id lists the visitor’s corrections with where each stands', async () => {
    signIn();
    vi.spyOn(corrections, 'mine').mockResolvedValue(
      paged([
        correction({ id: 3 }),
        correction({
          id: 2,
          status: 'accepted',
          points: 20,
          decidedAt: '2026-11-25T10:00:00+08:00',
          photos: [{ id: 'm1', url: '/ver3/api/v3/media/m1', thumbUrl: '/ver3/api/v3/media/m1/thumb', width: 800, height: 600 }],
        }),
        correction({ id: 1, status: 'rejected', reason: 'Photo is right', targetName: '' }),
      ]),
    );
    renderPage(<CorrectionPage />, '/pages/newcate/error');
    const mine = await screen.findByRole('region', { name: '我的纠错' });
    expect(await within(mine).findByText('已收到')).toBeTruthy();
    expect(within(mine).getByText('已采纳 +20 积分')).toBeTruthy();
    expect(within(mine).getByText('未采纳：Photo is right')).toBeTruthy();
    expect(within(mine).getByText('已下架的内容')).toBeTruthy();
    expect(within(mine).getByText('共3条')).toBeTruthy();
    expect(within(mine).getByRole('img', { name: '照片 1' }).getAttribute('src')).toBe('/ver3/api/v3/media/m1/thumb');
  });

  it('lists nothing yet with a hint, and a failed list with a retry', async () => {
    signIn();
    const mine = vi.spyOn(corrections, 'mine').mockResolvedValueOnce(false).mockResolvedValue(paged([]));
    renderPage(<CorrectionPage />, '/pages/newcate/error');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(/还没有纠错/)).toBeTruthy();
    expect(mine).toHaveBeenCalledTimes(2);
  });

  it('says an unknown place is not there, without a retry; a failed load has one', async () => {
    signIn();
    vi.spyOn(places, 'details').mockResolvedValueOnce(null).mockResolvedValueOnce(false).mockResolvedValue(place);
    renderPage(<CorrectionPage />, '/pages/newcate/error?id=nope');
    expect(await screen.findByText('没有找到要纠错的地点')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    cleanup();
    renderPage(<CorrectionPage />, '/pages/newcate/error?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: '纠错：West Lake' })).toBeTruthy();
  });
});

describe('what a correction still needs', () => {
  it('follows the server: a pin for moved, a number for phone, text for hours and other', () => {
    expect(missing(null, '', null, '')).toBe('corrections.missing.kind');
    expect(missing('closed', '', null, '')).toBeNull();
    expect(missing('moved', '', null, '')).toBe('corrections.missing.pin');
    expect(missing('moved', '', { lat: 30, lng: 120 }, '')).toBeNull();
    expect(missing('phone', 'x', null, ' ')).toBe('corrections.missing.phone');
    expect(missing('hours', ' ', null, '')).toBe('corrections.missing.text');
    expect(missing('other', 'x', null, '')).toBeNull();
  });
});
