import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityDetail, Crowd, ProvinceLive } from '../../api/live';
import { addWords } from '../../i18n';
import { live as words } from '../../i18n/zh-CN/live';
import { placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';
import { live } from './LiveCalls';
import LiveCityPage from './LiveCityPage';
import LivePage from './LivePage';
import { streamTiming } from './LiveStream';

streamTiming.delayMs = 0;

addWords(words);

/** A stand-in for the browser's EventSource that tests can push events through. */
class FakeSource {
  static last: FakeSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners: Record<string, ((e: { data: string }) => void)[]> = {};
  closed = false;
  constructor(public url: string) {
    FakeSource.last = this;
  }
  addEventListener(name: string, f: (e: { data: string }) => void) {
    (this.listeners[name] ??= []).push(f);
  }
  close() {
    this.closed = true;
  }
  push(name: string, data: unknown) {
    act(() => this.listeners[name]?.forEach((f) => f({ data: JSON.stringify(data) })));
  }
}

beforeEach(() => {
  setUpVisitor();
  FakeSource.last = null;
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString().replace('Z', '+00:00');

function crowd(over: Partial<Crowd> = {}): Crowd {
  return { place_id: 'scenic-hz-xihu', name: 'West Lake', city_id: 1201, state: 'unknown', level: null, observed_at: null, expires_at: null, ...over };
}

function province(): ProvinceLive {
  return {
    now: '2026-11-25T10:05:00+08:00',
    cities: [
      {
        city_id: 1201,
        name: 'Hangzhou City',
        short_name: 'Hangzhou',
        sun: { date: '2026-11-25', sunrise: '06:31', sunset: '17:00' },
        open_now: { open: 23, closed: 80, unclear: 2 },
        open_examples: [{ id: 'scenic-hz-xihu', kind: 'scenic', name: 'West Lake', closes_at: null }, { id: 'food-x', kind: 'food', name: 'Noodles', closes_at: '20:00' }],
        crowd: [crowd()],
        weather: { state: 'not_configured', text: null, temperature_c: null, observed_at: null, expires_at: null, source: null },
        notices: [{ id: 'notice-live-1', city_id: 1201, county_code: null, text: '西湖景区今晚有烟花，请错峰出行', level: 'info', starts_at: '2026-11-25T08:00:00+08:00', ends_at: '2026-11-25T23:00:00+08:00' }],
      },
    ],
  };
}

function city(over: Partial<CityDetail> = {}): CityDetail {
  return {
    now: '2026-11-25T10:05:00+08:00',
    city_id: 1201,
    name: 'Hangzhou City',
    short_name: 'Hangzhou',
    sun: { date: '2026-11-25', sunrise: '06:31', sunset: '17:00' },
    open_now: { open: 1, closed: 5, unclear: 1 },
    open: [{ place: placeCard({ id: 'scenic-hz-xixi', kind: 'scenic', page: 'pages/poi/detail/scenic', name: 'Xixi' }), closes_at: '17:30' }],
    unclear: [{ id: 'site-x', name: 'Temple', note: 'hours unclear: 白天开放' }],
    crowd: [
      {
        place: placeCard({ id: 'scenic-hz-xihu', kind: 'scenic', page: 'pages/poi/detail/scenic', name: 'West Lake' }),
        crowd: crowd({ observed_at: '2026-11-25T08:00:00+08:00', expires_at: '2026-11-25T08:10:00+08:00' }),
      },
    ],
    weather: { state: 'fresh', text: 'Cloudy', temperature_c: 12.5, observed_at: '2026-11-25T09:50:00+08:00', expires_at: inAnHour(), source: 'ingest' },
    notices: [],
    ...over,
  };
}

describe('tour/live', () => {
  it('shows each city as a card with what is known: open now, the sun, a notice; no weather or crowd without a current report; a tap opens the city', async () => {
    vi.spyOn(live, 'province').mockResolvedValue(province());
    renderPage(<LivePage />, '/pages/tour/live');
    const card = await screen.findByRole('link', { name: /^Hangzhou City/ });
    expect(within(card).getByText('此刻开放23处')).toBeTruthy();
    expect(within(card).getByText('如West Lake、Noodles')).toBeTruthy();
    expect(within(card).getByText('日出06:31 · 日落17:00')).toBeTruthy();
    expect(within(card).getByText('西湖景区今晚有烟花，请错峰出行')).toBeTruthy();
    // Not configured, not reported: left out, never 未知 or 未接入.
    expect(within(card).queryByText(/未知|未接入|天气/)).toBeNull();
    expect(within(card).queryByText('West Lake', { selector: '.live-card__spot-name' })).toBeNull();
    expect(screen.queryByText(/人流由景区运营方上报/)).toBeNull();
    expect(card.getAttribute('href')).toBe('/pages/tour/livecity?city_id=1201');
  });

  it('updates a level in place when the server pushes one', async () => {
    vi.spyOn(live, 'province').mockResolvedValue(province());
    renderPage(<LivePage />, '/pages/tour/live');
    const card = await screen.findByRole('link', { name: /^Hangzhou City/ });
    await waitFor(() => expect(FakeSource.last?.url).toBe('/ver3/api/v3/live/events'));
    FakeSource.last?.push('crowd', crowd({ state: 'fresh', level: '拥挤', observed_at: '2026-11-25T10:06:00+08:00', expires_at: inAnHour() }));
    expect(await within(card).findByText('拥挤')).toBeTruthy();
    FakeSource.last?.push('weather', { city_id: 1201, weather: { state: 'fresh', text: 'Rain', temperature_c: 9, observed_at: '2026-11-25T10:06:00+08:00', expires_at: inAnHour(), source: 'ingest' } });
    expect(await within(card).findByText('Rain 9℃')).toBeTruthy();
  });

  it('leaves out a pushed level past its time-to-live, never showing it as fresh', async () => {
    vi.spyOn(live, 'province').mockResolvedValue(province());
    renderPage(<LivePage />, '/pages/tour/live');
    const card = await screen.findByRole('link', { name: /^Hangzhou City/ });
    await waitFor(() => expect(FakeSource.last).toBeTruthy());
    FakeSource.last?.push('crowd', crowd({ state: 'fresh', level: '拥挤', observed_at: '2026-11-25T10:06:00+08:00', expires_at: '2000-01-01T00:00:00+08:00' }));
    expect(within(card).queryByText('拥挤')).toBeNull();
    expect(within(card).queryByText('未知')).toBeNull();
  });

  it('offers a retry when the load fails', async () => {
    vi.spyOn(live, 'province').mockResolvedValueOnce(false).mockResolvedValue(province());
    renderPage(<LivePage />, '/pages/tour/live');
    expect(await screen.findByText('实况没有加载出来')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /^Hangzhou City/ })).toBeTruthy();
  });

  it('says so when there is no city', async () => {
    vi.spyOn(live, 'province').mockResolvedValue({ now: '2026-11-25T10:05:00+08:00', cities: [] });
    renderPage(<LivePage />, '/pages/tour/live');
    expect(await screen.findByText('暂时没有城市实况')).toBeTruthy();
  });
});

describe('tour/livecity', () => {
  it("shows a fresh crowd with its time, the places open now as place cards, unclear hours and the weather", async () => {
    const fresh = { observed_at: '2026-11-25T10:00:00+08:00', expires_at: inAnHour(), state: 'fresh' as const, level: '较多' as const };
    const call = vi.spyOn(live, 'city').mockResolvedValue(city({ crowd: [{ ...city().crowd[0]!, crowd: crowd(fresh) }] }));
    renderPage(<LiveCityPage />, '/pages/tour/livecity?city_id=1201');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hangzhou City' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(1201);
    const crowdSection = screen.getByRole('region', { name: '景区人流' });
    expect(within(crowdSection).getByText('较多')).toBeTruthy();
    expect(within(crowdSection).getByText('10:00观测')).toBeTruthy();
    const open = screen.getByRole('region', { name: '此刻开放' });
    expect(within(open).getByRole('link', { name: /Xixi/ }).getAttribute('href')).toBe('/pages/poi/detail/scenic?id=scenic-hz-xixi');
    expect(within(open).getByText('营业至17:30')).toBeTruthy();
    expect(screen.getByText('营业时间不明：白天开放')).toBeTruthy();
    expect(screen.getByText('Cloudy 12.5℃')).toBeTruthy();
  });

  it('leaves out a stale crowd and weather that is not configured, and shows the notices', async () => {
    const notices = [{ id: 'notice-20261125-ab12cd', city_id: 1201, county_code: null, text: '断桥周边临时封闭', level: 'closure', starts_at: '2026-11-25T08:00:00+08:00', ends_at: '2026-11-25T23:00:00+08:00' }];
    const weather = { state: 'not_configured' as const, text: null, temperature_c: null, observed_at: null, expires_at: null, source: null };
    vi.spyOn(live, 'city').mockResolvedValue(city({ weather, notices }));
    renderPage(<LiveCityPage />, '/pages/tour/livecity?city_id=1201');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hangzhou City' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '景区人流' })).toBeNull();
    expect(screen.queryByText(/未知|未接入|已过时效/)).toBeNull();
    // A closure says so before its text.
    const item = within(screen.getByRole('region', { name: '通知' })).getByRole('listitem');
    expect(item.textContent).toBe('关闭断桥周边临时封闭');
    expect(within(item).getByText('关闭')).toBeTruthy();
    expect(screen.getByText('日出06:31 · 日落17:00')).toBeTruthy();
  });

  it('says an unknown or missing city is not there, with the way home and no retry', async () => {
    vi.spyOn(live, 'city').mockResolvedValue(null);
    renderPage(<LiveCityPage />, '/pages/tour/livecity?city_id=9999');
    expect(await screen.findByText('没有这个城市的实况')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    cleanup();
    renderPage(<LiveCityPage />, '/pages/tour/livecity');
    expect(await screen.findByText('没有这个城市的实况')).toBeTruthy();
  });

  it('offers a retry when the load fails', async () => {
    vi.spyOn(live, 'city').mockResolvedValueOnce(false).mockResolvedValue(city());
    renderPage(<LiveCityPage />, '/pages/tour/livecity?city_id=1201');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hangzhou City' })).toBeTruthy();
  });
});
