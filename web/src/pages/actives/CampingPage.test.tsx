import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import CampingPage from './CampingPage';
import { siteParams, NO_FILTER, type CampSite, type CampingEvent } from '../../api/camping';
import { campingCalls } from './camping/calls';
import { toggle } from './camping/filters';

const URL = '/pages/actives/camping';
const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

const site = (over: Partial<CampSite> = {}): CampSite => ({
  id: 'camping-zs-jihu',
  name: { zh: '基湖沙滩露营', en: 'Jihu Beach Camping' },
  cityId: 1245,
  countyCode: '330922',
  countyName: '嵊泗县',
  address: '舟山市嵊泗县菜园镇基湖沙滩',
  location: { lat: 30.72, lng: 122.45 },
  facilities: ['toilet', 'shower'],
  pets: 'unknown',
  electricity: 'unknown',
  themes: ['海岛'],
  tags: [],
  description: '沙滩',
  page: 'pages/poi/detail/scenic',
  source: '公开介绍',
  ...over,
});

const event = (over: Partial<CampingEvent> = {}): CampingEvent => ({
  id: 'sample-camping-shengsi-beach',
  title: '（示例）基湖沙滩海岛露营',
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

const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, size: 10 });
const mySignup = { id: 7, eventId: 'sample-camping-shengsi-beach', party: 2, phone: '138****5678', state: 'active' as const, createdAt: '2026-11-25T10:00:00+08:00', cancelledAt: null };

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue(undefined as never);
  vi.spyOn(campingCalls, 'regions').mockResolvedValue({ list: [] });
  vi.spyOn(campingCalls, 'mine').mockResolvedValue(paged([]));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('actives/camping', () => {
  it('lists campsites, telling stated facilities from unknown ones, and filters on the server', async () => {
    const sites = vi
      .spyOn(campingCalls, 'sites')
      .mockResolvedValueOnce(paged([site(), site({ id: 'camping-x', name: { zh: '房车营地', en: 'RV' }, electricity: 'yes', facilities: ['electricity', 'rv'] })]))
      .mockResolvedValueOnce(paged([site({ id: 'camping-x', name: { zh: '房车营地', en: 'RV' }, electricity: 'yes', facilities: ['electricity', 'rv'] })]));
    vi.spyOn(campingCalls, 'events').mockResolvedValue([]);
    renderPage(<CampingPage />, URL);
    const first = (await screen.findByText('基湖沙滩露营')).closest('a') as HTMLElement;
    expect(first.getAttribute('href')).toContain('/pages/poi/detail/scenic?id=camping-zs-jihu');
    expect(within(first).getByText('宠物：未注明')).toBeTruthy();
    expect(within(first).getByText('淋浴')).toBeTruthy();
    expect(screen.getByText('共 2 个营地')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '营位供电' }));
    expect(await screen.findByText('共 1 个营地')).toBeTruthy();
    expect(sites.mock.calls.at(-1)?.[0]).toMatchObject({ electricity: true });
    expect(screen.getByRole('button', { name: '营位供电' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('暂时没有露营活动')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['露营活动', '浙江露营地']);
  });

  it('signs up with a party and a phone, shows the seats the server answers, and cancels', async () => {
    signIn();
    vi.spyOn(campingCalls, 'sites').mockResolvedValue(paged([]));
    const events = vi.spyOn(campingCalls, 'events').mockResolvedValue([event()]);
    const signUp = vi.spyOn(campingCalls, 'signUp').mockResolvedValue({
      signup: mySignup,
      event: event({ seatsLeft: 28, mine: mySignup }),
      replayed: false,
    });
    renderPage(<CampingPage />, URL);
    const card = (await screen.findByRole('heading', { level: 3, name: '（示例）基湖沙滩海岛露营' })).closest('article') as HTMLElement;
    expect(within(card).getByText('剩余 30 / 30 个名额')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '报名' }));
    fireEvent.click(within(card).getByRole('button', { name: '2 人' }));
    // A number the server would refuse is caught first, and nothing is sent.
    fireEvent.change(within(card).getByLabelText('联系手机'), { target: { value: '12345' } });
    fireEvent.click(within(card).getByRole('button', { name: '确认报名' }));
    expect(await within(card).findByText('请填写 11 位手机号码')).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
    fireEvent.change(within(card).getByLabelText('联系手机'), { target: { value: '13812345678' } });
    // Fixed: the message goes with the change.
    expect(within(card).queryByText('请填写 11 位手机号码')).toBeNull();
    events.mockResolvedValue([event({ seatsLeft: 28, mine: mySignup })]);
    fireEvent.click(within(card).getByRole('button', { name: '确认报名' }));
    const after = async () => (await screen.findByRole('heading', { level: 3, name: '（示例）基湖沙滩海岛露营' })).closest('article') as HTMLElement;
    expect(await within(await after()).findByText('剩余 28 / 30 个名额')).toBeTruthy();
    expect(signUp.mock.calls[0]?.[1]).toMatchObject({ party: 2, phone: '13812345678' });
    expect(signUp.mock.calls[0]?.[1].key).toMatch(/^camp-/);
    expect(within(await after()).getByText('你已报名 2 人')).toBeTruthy();

    vi.spyOn(campingCalls, 'cancel').mockResolvedValue({ signup: { ...mySignup, state: 'cancelled' }, event: event() });
    events.mockResolvedValue([event()]);
    fireEvent.click(within(await after()).getByRole('button', { name: '取消报名' }));
    expect(await within(await after()).findByText('剩余 30 / 30 个名额')).toBeTruthy();
    await waitFor(() => expect(within(card.ownerDocument.body).queryByText('你已报名 2 人')).toBeNull());
  });

  it('shows a refusal (已满) in the server’s words on the card', async () => {
    signIn();
    vi.spyOn(campingCalls, 'sites').mockResolvedValue(paged([]));
    vi.spyOn(campingCalls, 'events').mockResolvedValue([event({ seatsLeft: 1 })]);
    vi.spyOn(campingCalls, 'signUp').mockImplementation(async (_id, _body, onRefused) => {
      onRefused('已满：剩余名额不够这次报名');
      return false;
    });
    renderPage(<CampingPage />, URL);
    const card = (await screen.findByRole('heading', { level: 3, name: '（示例）基湖沙滩海岛露营' })).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: '报名' }));
    fireEvent.change(within(card).getByLabelText('联系手机'), { target: { value: '13812345678' } });
    fireEvent.click(within(card).getByRole('button', { name: '确认报名' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('已满：剩余名额不够这次报名');
  });

  it('asks a visitor who is not signed in to sign in before signing up', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null as never);
    vi.spyOn(campingCalls, 'sites').mockResolvedValue(paged([]));
    vi.spyOn(campingCalls, 'events').mockResolvedValue([event()]);
    renderPage(<CampingPage />, URL);
    expect(await screen.findByText('登录后即可报名露营活动，并查看我的报名。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '我的报名' })).toBeNull();
  });

  it('sends only the filters that are on', () => {
    expect(siteParams(NO_FILTER, 1)).toEqual({ page: 1, size: 10 });
    const f = toggle(toggle(toggle(NO_FILTER, 'shower'), 'toilet'), 'pets');
    expect(siteParams({ ...f, county: '330523' }, 2)).toEqual({ page: 2, size: 10, pets: true, facilities: 'shower,toilet', countyCode: '330523' });
    expect(toggle(f, 'shower').facilities).toEqual(['toilet']);
  });
});
