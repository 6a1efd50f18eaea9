import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignCard, CampaignDetail, MyProgress } from '../../api/campaigns';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import Active1Page from './Active1Page';
import Active2Page from './Active2Page';
import HubPage from './HubPage';
import SuichangPage, { pickFestival } from './SuichangPage';
import { dayDate, daySchedule, type Programme } from './festival';
import { t } from '../../i18n';
import { campaignHref, groupCampaigns, kindWord, nextCamping } from './hub';

// The map draws with Leaflet and the county outlines: here only where it points.
vi.mock('../../features/offlineMap', () => ({
  OfflineMap: ({ label, target }: { label: string; target: { lat: number; lng: number } }) => (
    <div role="img" aria-label={label} data-lat={target.lat} data-lng={target.lng} />
  ),
}));

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));

const card = (over: Partial<CampaignCard>): CampaignCard => ({
  id: 'c',
  title: '活动',
  kind: 'generic',
  sample: false,
  status: 'running',
  startsAt: '2026-11-01T10:00:00+08:00',
  endsAt: '2026-12-31T10:00:00+08:00',
  layout: 1,
  festival: false,
  page: 'pages/actives/active1',
  cover: null,
  ...over,
});
const LIST: CampaignCard[] = [
  card({ id: 'sample-lucky-draw', title: '游浙好运抽奖（示例）', sample: true }),
  card({ id: 'sample-task-draw', title: '打卡做任务 转盘抽好礼（示例）', sample: true, layout: 2, page: 'pages/actives/active2', endsAt: '2026-12-01T10:00:00+08:00' }),
  card({ id: 'sample-quiz', title: '浙江知识答题（示例）', kind: 'quiz', sample: true, page: 'pages/custom/answer/index' }),
  card({ id: 'sample-suichang-festival', title: '遂昌山野音乐节（示例）', sample: true, festival: true, page: 'pages/actives/suichang' }),
  card({ id: 'sample-stamps-yunhe', title: '云和梯田集章（示例）', sample: true, page: 'pages/custom/yunhe/active' }),
  card({ id: 'spring-2027', title: '春季踏青', status: 'not_started', startsAt: '2027-03-01T10:00:00+08:00', endsAt: '2027-04-01T10:00:00+08:00' }),
  card({ id: 'old-one', title: '去年的抽奖', status: 'ended', startsAt: '2025-10-01T10:00:00+08:00', endsAt: '2025-10-31T10:00:00+08:00', layout: 2, page: 'pages/actives/active2' }),
];

const PROGRAMME: Programme = {
  places: ['scenic-ls-suichang-jinkuang', 'site-ls-tang-xianzu'],
  gettingThere: '龙丽温高速遂昌出口下。（示例）',
  stages: ['金矿主舞台', '牡丹亭小剧场'],
  days: 2,
  lineup: [
    { artist: '竹炭电台（示例）', day: 1, stage: '金矿主舞台', start: '20:30', end: '21:40' },
    { artist: '山雾乐队（示例）', note: '民谣 · 丽水', day: 1, stage: '金矿主舞台', start: '19:00', end: '20:00' },
    { artist: '千佛山回声（示例）', day: 2, stage: '牡丹亭小剧场', start: '20:40', end: '22:00' },
  ],
};
const detail = (over: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...card({ id: 'sample-lucky-draw', title: '游浙好运抽奖（示例）', sample: true }),
  rules: '示例活动，用于演示抽奖流程。',
  eligibility: {},
  limits: { perDay: 3, inAll: 30 },
  losePercent: 60,
  prizes: [{ id: 'longjing-tea', name: '西湖龙井 50 克（示例）', kind: 'physical', left: 20, chancePercent: 40, dailyCap: 2, price: 0 }],
  tasks: [{ task: 'checkin', chances: 1, perDay: 1 }],
  photos: [],
  ...over,
});
const me = (over: Partial<MyProgress> = {}): MyProgress => ({
  chancesLeft: 1,
  drawsToday: 0,
  drawsInAll: 0,
  perDay: 3,
  inAll: 30,
  mayTakePart: true,
  points: 0,
  tasks: [{ task: 'checkin', chances: 1, perDay: 1, doneToday: 1, serverOnly: false }],
  ...over,
});
const won = {
  outcome: 'won',
  drawId: 7,
  chancesLeft: 0,
  replayed: false,
  prize: {
    id: 31,
    campaignId: 'sample-lucky-draw',
    campaignTitle: '游浙好运抽奖（示例）',
    name: '西湖龙井 50 克（示例）',
    code: 'ABCDE-FGHJK',
    qr: 'youzhe-prize:ABCDEFGHJK',
    expiresAt: '2026-12-25T10:00:00+08:00',
    wonAt: '2026-11-25T10:00:00+08:00',
    kind: 'physical',
    needsAddress: true,
    pointsSpent: 0,
    prizeId: 'longjing-tea',
    state: 'won',
  },
};
const placeCard = (id: string, name: string, lat: number, lng: number) => ({
  id,
  name,
  name_en: '',
  kind: 'scenic',
  page: 'pages/poi/detail/scenic',
  city_id: 1230,
  city_name: '丽水市',
  county_code: '331123',
  county_name: '遂昌县',
  address: `丽水市遂昌县${name}`,
  cover: '',
  location: { lat, lng },
  distance: 3.2,
  themes: [],
  tags: [],
  popularity: 1,
});

let fetchMock: ReturnType<typeof vi.fn>;
function stubFetch(reply: (url: string, init?: RequestInit) => Response) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => reply(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
}
const posts = (part: string) => fetchMock.mock.calls.filter(([u, i]) => String(u).includes(part) && (i as RequestInit | undefined)?.method === 'POST');
const signIn = (yes: boolean) =>
  vi.spyOn(auth, 'token').mockReturnValue(yes ? { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() } : null);

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  localStorage.clear();
  // The draw lands at once (reduced motion), as the stage does for visitors who ask for it.
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('which page a campaign opens, and its group', () => {
  it('opens the page the server names, with the id only where that page shows one campaign', () => {
    expect(LIST.map(campaignHref)).toEqual([
      '/pages/actives/active1?id=sample-lucky-draw',
      '/pages/actives/active2?id=sample-task-draw',
      '/pages/custom/answer/index',
      '/pages/actives/suichang?id=sample-suichang-festival',
      '/pages/custom/yunhe/active',
      '/pages/actives/active1?id=spring-2027',
      '/pages/actives/active2?id=old-one',
    ]);
    // The server's page wins over kind and layout: a generic poster campaign a contest names.
    expect(campaignHref(card({ id: 'sample-photo-journey', layout: 1, page: 'pages/actives/huawei' }))).toBe('/pages/actives/huawei');
    expect(campaignHref(card({ id: 'sample-stamps-ninghai', page: 'pages/custom/ninghai/activestart' }))).toBe('/pages/custom/ninghai/activestart');
    expect(campaignHref(card({ id: 'sample-stamps-food', page: 'pages/custom/food/index' }))).toBe('/pages/custom/food/index');
  });

  it('calls each campaign by what its page is', () => {
    const word = (page: CampaignCard['page']) => t(kindWord({ page }));
    expect(word('pages/custom/yunhe/active')).toBe('集章');
    expect(word('pages/custom/ninghai/activestart')).toBe('集章');
    expect(word('pages/custom/food/index')).toBe('集章');
    expect(word('pages/actives/huawei')).toBe('摄影大赛');
    expect(word('pages/actives/suichang')).toBe('音乐节');
    expect(word('pages/actives/active2')).toBe('抽奖');
    expect(word('pages/actives/shop')).toBe('积分商城');
  });

  it('names the soonest camping event taking sign-ups, none when none is open', () => {
    const ev = (id: string, starts: string, open: boolean) => ({ id, starts, open });
    expect(nextCamping([ev('b', '2026-12-12', true), ev('a', '2026-12-05', false), ev('c', '2026-12-06', true)])?.id).toBe('c');
    expect(nextCamping([ev('a', '2026-12-05', false)])).toBeNull();
    expect(nextCamping([])).toBeNull();
  });

  it('groups by the server’s status: running soonest ending first, coming soonest first, ended latest first', () => {
    const g = groupCampaigns(LIST);
    expect(g.running.map((c) => c.id)).toEqual(['sample-task-draw', 'sample-lucky-draw', 'sample-quiz', 'sample-suichang-festival', 'sample-stamps-yunhe']);
    expect(g.coming.map((c) => c.id)).toEqual(['spring-2027']);
    expect(g.ended.map((c) => c.id)).toEqual(['old-one']);
  });
});

describe('actives/index', () => {
  it('shows every campaign by state with its dates, the sample label, and opens its page', async () => {
    stubFetch((url) => (url.includes('/camping/events') ? ok([]) : ok(LIST)));
    const router = renderPage(<HubPage />, '/pages/actives/index');
    const running = await screen.findByRole('region', { name: /进行中/ });
    expect(within(running).getAllByRole('link')).toHaveLength(5);
    expect(within(running).getAllByText('示例')).toHaveLength(5);
    const coming = screen.getByRole('region', { name: /即将开始/ });
    expect(within(coming).getByText('春季踏青')).toBeTruthy();
    expect(within(coming).getByText('2027-03-01 开始')).toBeTruthy();
    const ended = screen.getByRole('region', { name: /已结束/ });
    expect(within(ended).getByText('已于 2025-10-31 结束')).toBeTruthy();
    expect(within(ended).queryByText('示例')).toBeNull();
    expect(within(running).getByText('音乐节')).toBeTruthy();
    const stamps = within(running).getByText('云和梯田集章（示例）').closest('a');
    expect(stamps && within(stamps).getByText('集章')).toBeTruthy();
    fireEvent.click(screen.getByText('打卡做任务 转盘抽好礼（示例）'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/pages/actives/active2?id=sample-task-draw'));
  });

  it('opens a stamp card on its own page, as the server names it', async () => {
    stubFetch((url) => (url.includes('/camping/events') ? ok([]) : ok(LIST)));
    const router = renderPage(<HubPage />, '/pages/actives/index');
    fireEvent.click(await screen.findByText('云和梯田集章（示例）'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/pages/custom/yunhe/active'));
  });

  it('leads to 露营 with the next event taking sign-ups and its seats', async () => {
    const event = (over: Record<string, unknown>) => ({
      id: 'e', title: '活动', placeId: 'camp-1', placeName: '营地', countyName: '安吉县', description: '', source: '',
      starts: '2026-12-12', ends: '2026-12-13', signupUntil: '2026-12-10', capacity: 40, seatsLeft: 40, maxParty: 4, open: true, ...over,
    });
    stubFetch((url) =>
      url.includes('/camping/events')
        ? ok([event({ id: 'later', title: '千岛湖星空露营', starts: '2026-12-20', ends: '2026-12-21' }), event({ id: 'soon', title: '安吉竹林露营', seatsLeft: 3 }), event({ id: 'shut', title: '已截止的露营', starts: '2026-12-01', open: false })])
        : ok(LIST),
    );
    const router = renderPage(<HubPage />, '/pages/actives/index');
    const camping = await screen.findByRole('region', { name: '露营活动' });
    await within(camping).findByText('最近可报名：安吉竹林露营');
    expect(within(camping).getByText(/剩余 3 \/ 40 个名额/)).toBeTruthy();
    expect(within(camping).getByText(/2026-12-12 至 2026-12-13/)).toBeTruthy();
    fireEvent.click(within(camping).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/actives/camping'));
  });

  it('keeps the way to 露营 when no event is open or the camping list fails', async () => {
    stubFetch((url) => (url.includes('/camping/events') ? ok([]) : ok(LIST)));
    renderPage(<HubPage />, '/pages/actives/index');
    const camping = await screen.findByRole('region', { name: '露营活动' });
    await within(camping).findByText('暂无可报名的露营活动，先看看营地');
    cleanup();
    stubFetch((url) => (url.includes('/camping/events') ? new Response('', { status: 500 }) : ok(LIST)));
    renderPage(<HubPage />, '/pages/actives/index');
    const again = await screen.findByRole('region', { name: '露营活动' });
    expect(within(again).getByRole('link').getAttribute('href')).toContain('/pages/actives/camping');
  });

  it('says so when there is no campaign, and offers a retry when the list fails', async () => {
    stubFetch(() => ok([]));
    renderPage(<HubPage />, '/pages/actives/index');
    await screen.findByText('暂时没有活动，过几天再来看看');
    cleanup();
    stubFetch(() => new Response('', { status: 500 }));
    renderPage(<HubPage />, '/pages/actives/index');
    await screen.findByText('活动列表没有加载出来');
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
  });
});

function campaignServer(d: CampaignDetail) {
  stubFetch((url, init) => {
    if (url.includes('/draws') && init?.method === 'POST') return ok(won);
    if (url.includes('/me')) return ok(me());
    if (url.includes('/winners')) return ok({ list: [{ name: '王**', prize: '西湖龙井 50 克（示例）', wonAt: '2026-11-25T10:00:00+08:00' }] });
    return ok(d);
  });
}

const PHOTO = '/ver3/api/v3/media/3f2c1a9e-5b7d-4e1f-9a2b-0c4d6e8f1a2b';
const CROP = { x: 0.25, y: 0.1, w: 0.5, h: 0.5 };

describe('a campaign’s cover photo', () => {
  it('the hub card shows the operator’s cover with its crop; a card without one stays text only', async () => {
    stubFetch((url) => (url.includes('/camping/events') ? ok([]) : ok([card({ id: 'lantern', title: '西湖灯会', cover: PHOTO, crop: CROP }), card({ id: 'plain', title: '普通抽奖' })])));
    renderPage(<HubPage />, '/pages/actives/index');
    const lantern = (await screen.findByText('西湖灯会')).closest('a')!;
    const img = lantern.querySelector('img')!;
    expect(img.getAttribute('src')).toContain(PHOTO);
    expect(img.getAttribute('srcset')).toContain(`${PHOTO}/w/640 640w`);
    expect(img.getAttribute('loading')).toBe('lazy');
    // The same CSS crop as the detail's cover: the box shows the operator's part of the photo.
    expect(img.closest('.yz-cover--crop')).toBeTruthy();
    expect(img.style.width).toBe('200%');
    expect(img.style.left).toBe('-50%');
    expect(screen.getByText('普通抽奖').closest('a')!.querySelector('img')).toBeNull();
  });

  it('the campaign page opens on its cover photo, fetched first; without one the banner is as it was', async () => {
    signIn(false);
    const photo = { url: PHOTO, width: 1600, height: 1000, caption: '西湖灯会的花灯', credit: '', illustrative: false, crop: CROP };
    campaignServer(detail({ photos: [photo] }));
    renderPage(<Active1Page />, '/pages/actives/active1?id=sample-lucky-draw');
    const img = await screen.findByRole('img', { name: '西湖灯会的花灯' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.closest('header')?.className).toContain('act-banner');
    expect(screen.queryByText('示意图')).toBeNull();
    cleanup();
    campaignServer(detail());
    renderPage(<Active1Page />, '/pages/actives/active1?id=sample-lucky-draw');
    await screen.findByText('示例活动，用于演示抽奖流程。');
    expect(document.querySelector('.act-banner img')).toBeNull();
  });
});

describe('actives/active1 and active2', () => {
  it('active1: the poster with rules, chances and a draw grid that lands on the server’s prize, then winners', async () => {
    signIn(true);
    campaignServer(detail());
    renderPage(<Active1Page />, '/pages/actives/active1?id=sample-lucky-draw');
    const go = await screen.findByRole('button', { name: '抽奖' });
    expect(screen.getByText('示例活动，用于演示抽奖流程。')).toBeTruthy();
    expect(screen.getByTestId('chances-left').textContent).toBe('1 次');
    expect(await screen.findByText('王** 抽中 西湖龙井 50 克（示例）')).toBeTruthy();
    fireEvent.click(go);
    await screen.findByText('恭喜！抽中 西湖龙井 50 克（示例）');
    expect(posts('/campaigns/sample-lucky-draw/draws')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '填写收货地址' }).getAttribute('href')).toBe('/pages/custom/huawei/user?id=31');
  });

  it('active2: the tasks come first, then the box, the prize pool and my prizes', async () => {
    signIn(true);
    campaignServer(detail({ id: 'sample-task-draw', layout: 2 }));
    renderPage(<Active2Page />, '/pages/actives/active2?id=sample-task-draw');
    const open = await screen.findByRole('button', { name: '开宝箱' });
    const tasks = screen.getByRole('region', { name: '做任务 得机会' });
    expect(tasks.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: /我的奖品/ }).getAttribute('href')).toBe('/pages/custom/huawei/myprize');
    expect(screen.getByText('西湖龙井 50 克（示例）', { selector: '.cmp-pool *' })).toBeTruthy();
    fireEvent.click(open);
    await screen.findByText('恭喜！抽中 西湖龙井 50 克（示例）');
    expect(posts('/campaigns/sample-task-draw/draws')).toHaveLength(1);
  });

  it('offers no draw once the day’s limit the server counted is reached, and says so', async () => {
    signIn(true);
    campaignServer(detail());
    stubFetch((url) => {
      if (url.includes('/me')) return ok(me({ chancesLeft: 2, drawsToday: 3 }));
      if (url.includes('/winners')) return ok({ list: [] });
      return ok(detail());
    });
    renderPage(<Active1Page />, '/pages/actives/active1?id=sample-lucky-draw');
    expect(await screen.findByText('今天的抽奖次数已用完（每天 3 次），明天再来')).toBeTruthy();
    expect(screen.getByRole('button', { name: '抽奖' })).toHaveProperty('disabled', true);
  });

  it('gives the review task a way to a place to review', async () => {
    signIn(true);
    const reviewTask = { task: 'review_published' as const, chances: 1, perDay: 2, doneToday: 0, serverOnly: true };
    stubFetch((url) => {
      if (url.includes('/me')) return ok(me({ tasks: [reviewTask] }));
      if (url.includes('/winners')) return ok({ list: [] });
      return ok(detail({ id: 'sample-task-draw', layout: 2, tasks: [{ task: 'review_published' as const, chances: 1, perDay: 2 }] }));
    });
    renderPage(<Active2Page />, '/pages/actives/active2?id=sample-task-draw');
    const row = (await screen.findByText('发表一条点评（审核通过后自动计入）')).closest('li')!;
    expect(within(row).getByText(/0 \/ 2/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: '去点评' }).getAttribute('href')).toBe('/pages/tour/nearby');
  });

  it('asks a signed-out visitor to sign in; without an id or for an unknown one says so', async () => {
    signIn(false);
    campaignServer(detail());
    renderPage(<Active1Page />, '/pages/actives/active1?id=sample-lucky-draw');
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    // The draw is offered; pressing it goes to sign in with the press kept, drawing nothing yet.
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null')).toMatchObject({ action: 'draw', params: { campaign: 'sample-lucky-draw' } });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/draws'))).toBe(false);
    // The prizes to win show before signing in, with what is left; the visitor's own part asks to sign in.
    expect(screen.getByText('西湖龙井 50 克（示例）', { selector: '.cmp-pool *' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/me'))).toBe(false);
    cleanup();
    renderPage(<Active2Page />, '/pages/actives/active2');
    expect(screen.getByText('没有指定活动，请从活动页进入')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看全部活动' }).getAttribute('href')).toBe('/pages/actives/index');
    cleanup();
    stubFetch(() => new Response(JSON.stringify({ code: 40400, msg: '没有这个活动', data: null, extend: { code: 2000 } })));
    renderPage(<Active1Page />, '/pages/actives/active1?id=nope');
    await screen.findByRole('link', { name: '看看全部活动' });
  });
});

describe('actives/suichang', () => {
  it('dates the days from the campaign’s first day and orders each stage’s sets by time', () => {
    expect(dayDate('2026-11-25T23:30:00+08:00', 1)).toBe('2026-11-25');
    expect(dayDate('2026-11-25T23:30:00+08:00', 3)).toBe('2026-11-27');
    expect(daySchedule(PROGRAMME, 1)).toEqual([
      { stage: '金矿主舞台', sets: [PROGRAMME.lineup[1], PROGRAMME.lineup[0]] },
      { stage: '牡丹亭小剧场', sets: [] },
    ]);
    expect(pickFestival([card({ id: 'a', festival: true, status: 'ended' }), card({ id: 'b', festival: true }), card({ id: 'c' })])).toBe('b');
  });

  it('shows the line-up, the schedule by day and stage, the venue on the map, the way there and nearby places', async () => {
    stubFetch((url) => {
      if (url.includes('/poi/v1/details')) {
        const id = new URL(url, 'http://x').searchParams.get('id');
        return ok(id === 'site-ls-tang-xianzu' ? placeCard('site-ls-tang-xianzu', '汤显祖纪念馆', 28.59, 119.27) : placeCard('scenic-ls-suichang-jinkuang', '遂昌金矿国家矿山公园', 28.6, 119.2));
      }
      if (url.includes('/poi/v1/nearby')) {
        return ok({ list: [placeCard('scenic-ls-suichang-jinkuang', '遂昌金矿国家矿山公园', 28.6, 119.2), placeCard('site-ls-suichang-charcoal', '遂昌竹炭博物馆', 28.59, 119.27)], total: 2, page: 1, size: 8, radius_km: 5, asked_radius_km: 5, widened: false });
      }
      if (url.endsWith('/campaigns')) return ok(LIST);
      return ok(detail({ id: 'sample-suichang-festival', title: '遂昌山野音乐节（示例）', festival: true, startsAt: '2026-11-25T10:00:00+08:00', programme: PROGRAMME }));
    });
    renderPage(<SuichangPage />, '/pages/actives/suichang');
    const lineup = await screen.findByRole('region', { name: '演出阵容' });
    expect(within(lineup).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['山雾乐队（示例）', '竹炭电台（示例）', '千佛山回声（示例）']);
    expect(screen.getByText('示例音乐节：乐队与演出均为虚构，不实际举办')).toBeTruthy();
    const schedule = screen.getByRole('region', { name: '日程' });
    const panel = within(schedule).getByRole('tabpanel');
    expect(panel.getAttribute('aria-label')).toBe('第 1 天 · 2026-11-25');
    expect(within(panel).getAllByText(/（示例）/).map((e) => e.textContent)).toEqual(['山雾乐队（示例）', '竹炭电台（示例）']);
    expect(within(panel).getByText('这一天这个舞台没有演出')).toBeTruthy();
    fireEvent.click(within(schedule).getByRole('tab', { name: /第 2 天/ }));
    expect(within(schedule).getByRole('tabpanel').getAttribute('aria-label')).toBe('第 2 天 · 2026-11-26');
    expect(within(schedule).getByText('千佛山回声（示例）')).toBeTruthy();
    const map = await screen.findByRole('img', { name: '遂昌金矿国家矿山公园的位置' });
    expect([map.dataset.lat, map.dataset.lng]).toEqual(['28.6', '119.2']);
    expect(screen.getByRole('link', { name: '导航去 遂昌金矿国家矿山公园' }).getAttribute('href')).toMatch(/^\/open-location\?lat=28\.6&lng=119\.2&name=/);
    expect(await screen.findByRole('link', { name: '查看 汤显祖纪念馆' })).toBeTruthy();
    const near = screen.getByRole('region', { name: '周边好去处' });
    await within(near).findByText('遂昌竹炭博物馆');
    expect(within(near).getByText('场地周边 5 公里内')).toBeTruthy();
    expect(within(near).queryByText(/距你/)).toBeNull();
    expect(within(near).queryByText('遂昌金矿国家矿山公园')).toBeNull();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/nearby'))?.[0])).toContain('lat=28.6');
    expect(screen.getByRole('link', { name: /音乐节抽奖/ }).getAttribute('href')).toBe('/pages/actives/active1?id=sample-suichang-festival');
  });

  it('says when no festival is published', async () => {
    stubFetch(() => ok(LIST.filter((c) => !c.festival)));
    renderPage(<SuichangPage />, '/pages/actives/suichang');
    await screen.findByText('音乐节暂未发布');
  });
});
