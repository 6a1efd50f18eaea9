// A camping sign-up filled in signed out is sent on coming back signed in, with its party,
// phone and the same key (ui/intent.ts).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampingEvent } from '../../api/camping';
import { auth } from '../../services';
import { intentCases } from '../../test/intentCases';
import { renderPage } from '../../test/renderPage';
import CampingPage from './CampingPage';
import { campingCalls } from './camping/calls';

const URL = '/pages/actives/camping';
const token = { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() };
const TITLE = '（示例）基湖沙滩海岛露营';

const event = (over: Partial<CampingEvent> = {}): CampingEvent => ({
  id: 'sample-camping-shengsi-beach',
  title: TITLE,
  placeId: 'camping-zs-jihu',
  placeName: '基湖沙滩露营',
  countyName: '嵊泗县',
  placePage: 'pages/poi/detail/scenic',
  starts: '2027-07-10',
  ends: '2027-07-11',
  signupUntil: '2027-07-03',
  capacity: 30,
  seatsLeft: 30,
  maxParty: 4,
  open: true,
  description: '示例活动',
  source: '示例',
  mine: null,
  ...over,
});
const other = event({ id: 'sample-camping-anji', title: '（示例）安吉竹林露营' });
const mySignup = { id: 7, eventId: 'sample-camping-shengsi-beach', party: 3, phone: '138****5678', state: 'active' as const, createdAt: '2026-11-25T10:00:00+08:00', cancelledAt: null };

let signUp: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue(undefined as never);
  vi.spyOn(campingCalls, 'regions').mockResolvedValue({ list: [] });
  vi.spyOn(campingCalls, 'mine').mockResolvedValue({ list: [], total: 0, page: 1, size: 50 });
  vi.spyOn(campingCalls, 'sites').mockResolvedValue({ list: [], total: 0, page: 1, size: 10 });
  vi.spyOn(campingCalls, 'events').mockResolvedValue([other, event()]);
  signUp = vi.fn(async () => ({ signup: mySignup, event: event({ seatsLeft: 27, mine: mySignup }), replayed: false }));
  vi.spyOn(campingCalls, 'signUp').mockImplementation(signUp as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = async (title = TITLE) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article') as HTMLElement;

describe('a camping sign-up kept through sign-in', () => {
  it('lets a signed-out visitor fill the form, then keeps it with its key and goes to sign in', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<CampingPage />, URL);
    const c = await card();
    fireEvent.click(within(c).getByRole('button', { name: '报名' }));
    fireEvent.click(within(c).getByRole('button', { name: '3 人' }));
    fireEvent.change(within(c).getByLabelText('联系手机'), { target: { value: '13812345678' } });
    fireEvent.click(within(c).getByRole('button', { name: '登录后报名' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    const kept = JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null');
    expect(kept).toMatchObject({ action: 'camping', page: URL, params: { event: 'sample-camping-shengsi-beach', party: 3, phone: '13812345678' } });
    expect(kept.params.key).toMatch(/^camp-/);
    expect(signUp).not.toHaveBeenCalled();
  });

  intentCases(() => ({
    action: 'camping',
    params: { event: 'sample-camping-shengsi-beach', party: 3, phone: '13812345678', key: 'camp-kept-1' },
    page: URL,
    mount: async () => {
      vi.spyOn(auth, 'token').mockReturnValue(token);
      renderPage(<CampingPage />, URL);
      await card();
    },
    made: () => signUp.mock.calls.length,
    told: async () => {
      expect(signUp.mock.calls[0]).toEqual(['sample-camping-shengsi-beach', { key: 'camp-kept-1', party: 3, phone: '13812345678' }, expect.any(Function)]);
      expect(await within(await card()).findByText('你已报名 3 人')).toBeTruthy();
      expect(within(await card('（示例）安吉竹林露营')).queryByLabelText('联系手机')).toBeNull();
    },
  }));
});
