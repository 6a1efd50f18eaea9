import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetail, MyProgress } from '../../../api/campaigns';
import { auth } from '../../../services';
import { renderPage } from '../../../test/renderPage';
import BlindboxIndexPage from './BlindboxIndexPage';
import BlindboxMyPrizePage from './BlindboxMyPrizePage';
import BlindboxUserPage from './BlindboxUserPage';
import { placeOf } from './blindbox';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));
const refuse = (code: number, msg: string) => new Response(JSON.stringify({ code, msg, data: null, extend: { code: 2000 } }));

const PLACES = ['scenic-hz-xihu', 'scenic-hz-qiandaohu', 'scenic-hz-tianmushan'];
const detail = (over: Partial<CampaignDetail> = {}): CampaignDetail => ({
  id: 'sample-blindbox',
  title: '自驾盲盒（示例）',
  kind: 'blindbox',
  page: 'pages/custom/huawei/index',
  sample: true,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2026-12-31T10:00:00+08:00',
  rules: '示例活动。',
  eligibility: {},
  limits: { perDay: 5, inAll: 40 },
  losePercent: 50,
  prizes: [{ id: 'car-kit', name: '车载应急包（示例）', kind: 'physical', left: 9, chancePercent: 50, dailyCap: 1, price: 0 }],
  tasks: [
    { task: 'checkin', chances: 1, perDay: 1 },
    { task: 'place_checkin', chances: 2, perDay: 3, places: PLACES },
  ],
  ...over,
});
const me = (over: Partial<MyProgress> = {}): MyProgress => ({
  chancesLeft: 2,
  drawsToday: 0,
  drawsInAll: 0,
  perDay: 5,
  inAll: 40,
  mayTakePart: true,
  points: 0,
  tasks: [
    { task: 'checkin', chances: 1, perDay: 1, doneToday: 0, serverOnly: false },
    { task: 'place_checkin', chances: 2, perDay: 3, doneToday: 0, serverOnly: false },
  ],
  ...over,
});
const place = (id: string, name: string) => ({ id, name, city_name: '杭州市', county_name: '淳安县', cover: '', location: { lat: 29.6, lng: 119 } });

let fetchMock: ReturnType<typeof vi.fn>;
function stubFetch(reply: (url: string, init?: RequestInit) => Response) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => reply(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
}
const signIn = (yes: boolean) =>
  vi.spyOn(auth, 'token').mockReturnValue(yes ? { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() } : null);

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the blind-box destination', () => {
  it('is the check-in place the server named, none when it named none', () => {
    const places = PLACES.map((id) => ({ id }));
    expect(placeOf('scenic-hz-qiandaohu', places)?.id).toBe('scenic-hz-qiandaohu');
    expect(placeOf(null, places)).toBeNull();
    expect(placeOf('scenic-elsewhere', places)).toBeNull();
  });
});

describe('custom/huawei/index', () => {
  it('asks a signed-out visitor to sign in, and says when the campaign ended', async () => {
    signIn(false);
    stubFetch((url) => (url.includes('/campaigns/sample-blindbox/winners') ? ok({ list: [] }) : ok(detail({ status: 'ended', title: '国庆环湖盲盒' }))));
    renderPage(<BlindboxIndexPage />, '/pages/custom/huawei/index');
    await screen.findByText('活动已结束');
    // The operator's name for the campaign heads the page, not the kind's.
    expect(screen.getByRole('heading', { level: 2, name: '国庆环湖盲盒' })).toBeTruthy();
    expect(screen.getByText('2026-11-01 10:00 至 2026-12-31 10:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开盲盒' })).toBeNull();
  });

  it('shows the box, the chances and the places to check in at, and the last box’s destination', async () => {
    signIn(true);
    stubFetch((url) => {
      if (url.includes('/me')) return ok(me({ destination: 'scenic-hz-qiandaohu' }));
      if (url.includes('/winners')) return ok({ list: [{ name: '张**', prize: '车载应急包（示例）', wonAt: '2026-11-25T10:00:00+08:00' }] });
      if (url.includes('/poi/v1/details')) {
        const id = new URL(url, 'http://x').searchParams.get('id') ?? '';
        return ok(place(id, { 'scenic-hz-xihu': '西湖风景名胜区', 'scenic-hz-qiandaohu': '千岛湖风景名胜区', 'scenic-hz-tianmushan': '天目山' }[id] ?? id));
      }
      return ok(detail());
    });
    renderPage(<BlindboxIndexPage />, '/pages/custom/huawei/index');
    expect(await screen.findByRole('button', { name: '开盲盒' })).toBeTruthy();
    expect(screen.getByTestId('chances-left').textContent).toBe('2 次');
    // the destination the server's progress names
    await waitFor(() => expect(document.querySelector('.bbx-dest__name')?.textContent).toBe('千岛湖风景名胜区'));
    expect(screen.getAllByRole('button', { name: '打卡' })).toHaveLength(3);
    expect(await screen.findByText('张** 抽中 车载应急包（示例）')).toBeTruthy();
  });

  it('offers a retry when the campaign does not load', async () => {
    signIn(true);
    stubFetch(() => new Response('', { status: 500 }));
    renderPage(<BlindboxIndexPage />, '/pages/custom/huawei/index');
    expect((await screen.findAllByText('活动没有加载出来')).length).toBeGreaterThan(0);
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getAllByRole('button', { name: '重新加载' })[0]);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
    // Which campaign is the box's is the server's to say: the retry asks again.
    expect(String(fetchMock.mock.calls[before][0])).toMatch(/\/campaigns\/current\?kind=blindbox$/);
  });

  it('opens the campaign the address names, else the one the server says is current, and says when there is none', async () => {
    signIn(false);
    const served = (current: Response | null) =>
      stubFetch((url) => {
        if (url.includes('/campaigns/current')) return current ?? refuse(40400, '没有这样的活动');
        if (url.includes('/winners')) return ok({ list: [] });
        return ok(detail({ id: new URL(url, 'http://x').pathname.split('/').pop() ?? '' }));
      });
    served(null);
    renderPage(<BlindboxIndexPage />, '/pages/custom/huawei/index?id=box-2027');
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    const urls = () => fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls()).toContain('/ver3/api/v3/campaigns/box-2027');
    expect(urls().some((u) => u.includes('/campaigns/current'))).toBe(false);
    cleanup();

    served(ok(detail({ id: 'box-autumn' })));
    renderPage(<BlindboxIndexPage />, '/pages/custom/huawei/index');
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    expect(urls()).toEqual(expect.arrayContaining(['/ver3/api/v3/campaigns/current?kind=blindbox', '/ver3/api/v3/campaigns/box-autumn']));
    cleanup();

    served(null);
    renderPage(<BlindboxIndexPage />, '/pages/custom/huawei/index');
    expect(await screen.findByText('没有找到这个活动')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });
});

describe('custom/huawei/myprize and user', () => {
  it('says there is no prize yet and leads to the box', async () => {
    signIn(true);
    stubFetch(() => ok({ list: [], total: 0, page: 1, size: 50 }));
    const router = renderPage(<BlindboxMyPrizePage />, '/pages/custom/huawei/myprize');
    await screen.findByText('还没有奖品，去抽一次吧');
    fireEvent.click(screen.getByRole('button', { name: '开盲盒' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/custom/huawei/index'));
  });

  it('lists every campaign’s prizes and the shop’s, the app’s one 我的奖品', async () => {
    signIn(true);
    const row = (id: number, campaignId: string, campaignTitle: string, name: string) => ({
      id,
      campaignId,
      campaignTitle,
      name,
      code: 'ABCDE-FGHJK',
      qr: 'youzhe-prize:ABCDEFGHJK',
      expiresAt: '2026-12-25T10:00:00+08:00',
      wonAt: '2026-11-25T10:00:00+08:00',
      kind: 'physical',
      needsAddress: true,
      pointsSpent: 0,
      prizeId: 'x',
      state: 'won',
    });
    stubFetch(() => ok({ list: [row(2, 'sample-shop', '积分商城（示例）', '西湖书签（示例）'), row(1, 'sample-blindbox', '自驾盲盒（示例）', '车载应急包（示例）')], total: 2, page: 1, size: 50 }));
    renderPage(<BlindboxMyPrizePage />, '/pages/custom/huawei/myprize');
    await screen.findByText('西湖书签（示例）');
    expect(screen.getByText('实物 · 来自：积分商城（示例）')).toBeTruthy();
    expect(screen.getByText('车载应急包（示例）')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '填写收货地址' }).map((a) => a.getAttribute('href'))).toEqual([
      '/pages/custom/huawei/user?id=2',
      '/pages/custom/huawei/user?id=1',
    ]);
  });

  it('says a prize that is not the visitor’s is not there', async () => {
    signIn(true);
    stubFetch(() => refuse(40400, '没有这个奖品'));
    renderPage(<BlindboxUserPage />, '/pages/custom/huawei/user?id=99');
    await screen.findByText('没有找到这个奖品');
  });
});
