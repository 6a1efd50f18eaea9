import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '../../api/search';
import type { SearchSuggestion } from '../../api/searchSuggest';
import { card, paged, renderPage, setUp, VISITOR } from '../../test/placeFixtures';
import HomeSearchPage from './HomeSearchPage';
import HomeSearchResultPage from './HomeSearchResultPage';
import { SUGGEST_DELAY_MS } from './useSuggestions';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));

const LINGYIN: SearchSuggestion = { id: 'site-hz-lingyin', type: 'place', kind: 'site', page: 'pages/poi/detail/site', name: '灵隐寺与飞来峰', city_name: '杭州' };
const DISH: SearchSuggestion = { id: 'dish-1', type: 'dish', kind: 'dish', page: 'pages/newcate/newdetail', name: '灵隐素面', city_name: '杭州' };

let fetchMock: ReturnType<typeof vi.fn>;
/** Answers by path; suggestions for `slow` come late (after a later word's answer). */
function answer(url: string): Promise<Response> | Response {
  const u = new URL(url, 'http://x');
  if (u.pathname.endsWith('/search/suggest')) {
    const k = u.searchParams.get('keyword');
    if (k === 'lin') return new Promise((r) => setTimeout(() => r(ok([{ ...DISH, name: '过时的建议' }])), 600));
    return ok(k?.startsWith('ling') ? [LINGYIN, DISH] : []);
  }
  if (u.pathname.endsWith('/reviews/ratings')) return ok([{ targetId: 'site-hz-lingyin', average: 4.6, count: 12 }, { targetId: 'shop-x', average: 0, count: 0 }]);
  if (u.pathname.endsWith('/http/search')) {
    const items: SearchItem[] = [
      { id: 'site-hz-lingyin', type: 'place', kind: 'site', page: 'pages/poi/detail/site', name: '灵隐寺与飞来峰', name_en: '', city_id: 1201, county_code: '330106', summary: '', location: null, place: card({ id: 'site-hz-lingyin', kind: 'site', name: '灵隐寺与飞来峰', distance: 2.35, avg_price: 45, price_level: null }) },
      { id: 'shop-x', type: 'place', kind: 'shop', page: 'pages/poi/detail/shop', name: '灵隐茶铺', name_en: '', city_id: 1201, county_code: '330106', summary: '', location: null, place: card({ id: 'shop-x', kind: 'shop', name: '灵隐茶铺', avg_price: null, price_level: 2 }) },
    ];
    return ok(paged(items));
  }
  return ok(null);
}

beforeEach(() => {
  setUp();
  fetchMock = vi.fn(async (input: RequestInfo | URL) => answer(String(input)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const suggestCalls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/search/suggest'));

describe('search suggestions while typing', () => {
  it('asks once typing pauses, shows names with what they are, and opens the one chosen by keyboard', async () => {
    const router = renderPage(<HomeSearchPage />, '/pages/homesearch/index');
    const box = screen.getByRole('combobox', { name: '搜索景点、酒店、美食、人物' });
    fireEvent.change(box, { target: { value: 'l' } });
    fireEvent.change(box, { target: { value: 'li' } });
    fireEvent.change(box, { target: { value: 'lingy' } });
    const first = await screen.findByRole('option', { name: /灵隐寺与飞来峰/ });
    // One request for the word typing paused on, none for the letters before it.
    expect(suggestCalls()).toHaveLength(1);
    expect(suggestCalls()[0]).toContain('keyword=lingy');
    expect(first.textContent).toContain('古迹');
    expect(screen.getByRole('option', { name: /灵隐素面/ }).textContent).toContain('百县千碗');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/poi/detail/site'));
    expect(router.state.location.search).toBe('?id=site-hz-lingyin');
  });

  it('a tap opens the name; Escape closes the list', async () => {
    const router = renderPage(<HomeSearchPage />, '/pages/homesearch/index');
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'ling' } });
    await screen.findByRole('option', { name: /灵隐寺与飞来峰/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.change(box, { target: { value: 'lingyin' } });
    fireEvent.click(await screen.findByRole('option', { name: /灵隐素面/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/newcate/newdetail'));
  });

  it('a late answer for an earlier word never replaces the latest one', async () => {
    renderPage(<HomeSearchPage />, '/pages/homesearch/index');
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'lin' } });
    await waitFor(() => expect(suggestCalls()).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'ling' } });
    await screen.findByRole('option', { name: /灵隐寺与飞来峰/ });
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(screen.queryByRole('option', { name: /过时的建议/ })).toBeNull();
    expect(screen.getByRole('option', { name: /灵隐寺与飞来峰/ })).toBeTruthy();
  });

  it('one Latin letter asks nothing', async () => {
    renderPage(<HomeSearchPage />, '/pages/homesearch/index');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'l' } });
    await act(() => new Promise((r) => setTimeout(r, SUGGEST_DELAY_MS + 100)));
    expect(suggestCalls()).toHaveLength(0);
  });
});

describe('search results', () => {
  it("keeps the server's first page until the results and their ratings have answered", async () => {
    let rate: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/reviews/ratings') ? new Promise<Response>((r) => (rate = r)) : answer(String(input)),
    );
    const first = document.createElement('div');
    first.id = 'yz-first';
    document.body.prepend(first);
    renderPage(<HomeSearchResultPage />, '/pages/homesearch/result?keyword=lingyin');
    await screen.findByRole('link', { name: /灵隐寺与飞来峰/ });
    // The cards are drawn but would still grow a rating line: the server's markup stays.
    expect(document.getElementById('yz-first')).not.toBeNull();
    await act(async () => rate(ok([{ targetId: 'site-hz-lingyin', average: 4.6, count: 12 }])));
    await waitFor(() => expect(document.getElementById('yz-first')).toBeNull());
  });

  it('places show as cards: picture, rating and count or 暂无评分, price, distance from the visitor', async () => {
    renderPage(<HomeSearchResultPage />, '/pages/homesearch/result?keyword=lingyin');
    const lingyin = await screen.findByRole('link', { name: /灵隐寺与飞来峰/ });
    expect(lingyin.querySelector('img')?.getAttribute('src')).toContain('/media/cover/');
    await waitFor(() => expect(lingyin.textContent).toContain('4.6分 · 12条点评'));
    expect(lingyin.textContent).toContain('距你2.35公里');
    expect(lingyin.querySelector('.yz-place__price')?.textContent).toBe('门票¥45');
    const shop = screen.getByRole('link', { name: /灵隐茶铺/ });
    expect(shop.textContent).toContain('暂无评分');
    // A price level's word is not a price: it does not wear the price colour.
    expect(shop.querySelector('.yz-place__price')).toBeNull();
    expect(shop.querySelector('.yz-place__level')?.textContent).toBe('舒适');
    // The search was asked with the visitor's own position.
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/http/search?'));
    expect(asked).toContain(`lat=${VISITOR.lat}`);
  });
});
