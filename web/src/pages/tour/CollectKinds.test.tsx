// The favourites' chips name kinds as the rest of the app does: a saved restaurant is a place
// (地点) and is found under 地点; dishes are 百县千碗, so no chip called 美食 stays empty.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteItem, FavouritePage } from '../../api/favourites';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import CollectPage from './CollectPage';
import { favourites, identity } from './mineCalls';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
  vi.spyOn(identity, 'profile').mockResolvedValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ZHIWEIGUAN: FavouriteItem = {
  kind: 'place',
  id: 'food-hz-zhiweiguan',
  name: '知味观',
  page: 'pages/poi/detail/food',
  cover: '/c.svg',
  gone: false,
  saved_at: '2026-11-25T08:00:00+08:00',
};

const answer = (list: FavouriteItem[]): FavouritePage => ({
  list,
  total: list.length,
  page: 1,
  size: 20,
  kinds: [
    { kind: 'place', count: 1 },
    { kind: 'dish', count: 0 },
    { kind: 'line', count: 0 },
    { kind: 'person', count: 0 },
    { kind: 'topic', count: 0 },
  ],
});

describe('favourites by kind', () => {
  it('a saved restaurant is counted and shown under the same chip', async () => {
    vi.spyOn(favourites, 'list').mockImplementation(async (q) => answer(q.kind === 'dish' ? [] : [ZHIWEIGUAN]));
    renderPage(<CollectPage />, '/pages/tour/collect');
    await screen.findByText('知味观');
    const chips = screen.getByRole('group', { name: '全部' });
    expect(within(chips).queryByRole('button', { name: /美食/ })).toBeNull();
    const place = within(chips).getByRole('button', { name: '地点 1' });
    expect(within(chips).getByRole('button', { name: '百县千碗 0' })).toBeTruthy();
    fireEvent.click(place);
    expect(await screen.findByText('知味观')).toBeTruthy();
  });
});
