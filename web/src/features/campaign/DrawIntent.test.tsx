// A draw pressed signed out is drawn on coming back signed in, with the key made for that
// press, so a second replay could only be answered with the same draw (ui/intent.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../services';
import { intentCases } from '../../test/intentCases';
import { renderPage } from '../../test/renderPage';
import { DrawStage } from './DrawStage';

const URL = '/pages/custom/huawei/index';
const token = { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() };
const PRIZES = [{ id: 'car-kit', name: '车载应急包（示例）' }];
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));

let fetchMock: ReturnType<typeof vi.fn>;
const draws = () => fetchMock.mock.calls.filter(([u, i]) => String(u).endsWith('/campaigns/sample-blindbox/draws') && (i as RequestInit | undefined)?.method === 'POST');

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  fetchMock = vi.fn(async () => ok({ chancesLeft: 2, drawId: 11, outcome: 'lost', replayed: false, prize: null }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stage = (over: Partial<Parameters<typeof DrawStage>[0]> = {}) =>
  renderPage(<DrawStage campaignId="sample-blindbox" prizes={PRIZES} chancesLeft={3} mayTakePart stepMs={1} {...over} />, URL);

describe('a draw kept through sign-in', () => {
  it('pressed signed out keeps a key for the press and goes to sign in, drawing nothing yet', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    stage({ signedOut: true, chancesLeft: 0 });
    expect(screen.getByText('登录后即可抽奖，登录回来会接着抽')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    const kept = JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null');
    expect(kept).toMatchObject({ action: 'draw', page: URL, params: { campaign: 'sample-blindbox' } });
    expect(kept.params.key).toMatch(/^draw-[0-9a-f-]{36}$/);
    expect(draws()).toHaveLength(0);
  });

  it('does not draw on coming back when no chance is left; the stage says so', async () => {
    sessionStorage.setItem('youzhe.intent', JSON.stringify({ action: 'draw', params: { campaign: 'sample-blindbox', key: 'draw-kept' }, page: URL, at: Date.now() }));
    vi.spyOn(auth, 'token').mockReturnValue(token);
    stage({ chancesLeft: 0 });
    expect(await screen.findByText('暂无抽奖机会，做任务得机会吧')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 60));
    expect(draws()).toHaveLength(0);
    expect(sessionStorage.getItem('youzhe.intent')).toBeNull();
  });

  intentCases(() => ({
    action: 'draw',
    params: { campaign: 'sample-blindbox', key: 'draw-00000000-0000-4000-8000-000000000001' },
    page: URL,
    mount: async () => {
      vi.spyOn(auth, 'token').mockReturnValue(token);
      stage();
      await screen.findByRole('button');
    },
    made: () => draws().length,
    told: async () => {
      const body = JSON.parse(String((draws()[0]?.[1] as RequestInit).body)) as { key: string };
      expect(body.key).toBe('draw-00000000-0000-4000-8000-000000000001');
      expect((await screen.findByRole('status')).textContent).toBe('很遗憾，这次没有抽中');
    },
  }));
});
