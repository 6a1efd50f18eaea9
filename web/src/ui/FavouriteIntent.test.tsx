// 收藏 tapped signed out saves the place on coming back signed in (ui/intent.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../services';
import { intentCases } from '../test/intentCases';
import { renderPage } from '../test/renderPage';
import { FavouriteHeart } from './FavouriteHeart';
import { toastFeedback } from './feedback';

const URL = '/pages/poi/detail/scenic?id=scenic-hz-xihu';
const token = { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() };
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));

let fetchMock: ReturnType<typeof vi.fn>;
let toast: ReturnType<typeof vi.spyOn>;
const saves = () => fetchMock.mock.calls.filter(([u, i]) => String(u).includes('/favourites/place/') && (i as RequestInit | undefined)?.method === 'PUT');

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  toast = vi.spyOn(toastFeedback, 'toast').mockImplementation(() => undefined);
  // The state answer comes after the save: it must not put the heart back.
  fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' ? ok({ kind: 'place', id: 'scenic-hz-xihu', saved: true }) : new Promise<Response>((r) => setTimeout(() => r(ok({ saved: [] })), 20)),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const heart = () => screen.findByRole('button', { name: '收藏' });

describe('a favourite kept through sign-in', () => {
  it('keeps the heart tapped signed out and goes to sign in, saving nothing yet', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<FavouriteHeart kind="place" id="scenic-hz-xihu" />, URL);
    fireEvent.click(await heart());
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null')).toMatchObject({ action: 'favourite', page: URL, params: { kind: 'place', id: 'scenic-hz-xihu' } });
    expect(saves()).toHaveLength(0);
  });

  it('leaves it to the heart of the thing tapped', async () => {
    sessionStorage.setItem('youzhe.intent', JSON.stringify({ action: 'favourite', params: { kind: 'place', id: 'scenic-hz-other' }, page: URL, at: Date.now() }));
    vi.spyOn(auth, 'token').mockReturnValue(token);
    renderPage(<FavouriteHeart kind="place" id="scenic-hz-xihu" />, URL);
    await heart();
    await new Promise((r) => setTimeout(r, 60));
    expect(saves()).toHaveLength(0);
  });

  intentCases(() => ({
    action: 'favourite',
    params: { kind: 'place', id: 'scenic-hz-xihu' },
    page: URL,
    mount: async () => {
      vi.spyOn(auth, 'token').mockReturnValue(token);
      renderPage(<FavouriteHeart kind="place" id="scenic-hz-xihu" />, URL);
      await heart();
    },
    made: () => saves().length,
    told: async () => {
      expect(String(saves()[0]?.[0])).toContain('/favourites/place/scenic-hz-xihu');
      await waitFor(() => expect(toast).toHaveBeenCalledWith('已收藏'));
      await new Promise((r) => setTimeout(r, 40)); // the late state answer
      expect((await heart()).getAttribute('aria-pressed')).toBe('true');
      expect((await heart()).textContent).toBe('已收藏');
    },
  }));
});
