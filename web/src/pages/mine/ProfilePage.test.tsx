import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { legal as words } from '../../i18n/zh-CN/legal';
import { media } from '../../i18n/zh-CN/media';
import { auth } from '../../services';
import { setUpVisitor } from '../../test/foodFixtures';
import { renderPage } from '../../test/renderPage';
import { resetAsked } from '../../ui/ConsentPrompt';
import ProfilePage from './ProfilePage';

addWords(words);
addWords(media);

const envelope = (code: number, msg: string, data: unknown) => new Response(JSON.stringify({ code, msg, data, extend: { code: 2000 } }));
const profile = (nickname: string, avatar = '') => ({ uid: 'u1', openid: null, phone: '13800138000', nickname, avatar, usertype: 'normal', points: 0 });

/** A server that refuses a nickname holding 微信 and keeps any other. */
function server() {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/ver3/api/v3/http/getUserInfo') return envelope(0, 'ok', profile(''));
      if (path === '/ver3/api/v3/me/consent') return envelope(0, 'ok', { current: '2026-11-29', upToDate: true });
      if (path === '/ver3/api/v3/me/profile') {
        const body = JSON.parse(String(init?.body)) as { nickname: string };
        puts.push(body);
        return body.nickname.includes('微信')
          ? envelope(40000, '昵称含有不宜使用的词语，请换一个', { field: 'nickname' })
          : envelope(0, 'ok', profile(body.nickname.trim()));
      }
      return envelope(0, 'ok', null);
    }),
  );
  return puts;
}

beforeEach(() => {
  setUpVisitor();
  resetAsked();
  vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
  vi.spyOn(auth, 'check').mockResolvedValue(undefined as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const nicknameField = () => screen.getByLabelText('昵称') as HTMLInputElement;

describe('mine/profile', () => {
  it('shows the server’s refusal under the nickname, then saves a good one', async () => {
    const puts = server();
    renderPage(<ProfilePage />, '/pages/mine/profile');
    await waitFor(() => expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('暂无头像')).toBeTruthy();

    fireEvent.change(nicknameField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写昵称');
    expect(puts).toHaveLength(0);

    fireEvent.change(nicknameField(), { target: { value: '加微信' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('昵称含有不宜使用的词语，请换一个');
    expect(nicknameField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(nicknameField(), { target: { value: ' 西湖边的小王 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(nicknameField().value).toBe('西湖边的小王'));
    expect(puts.at(-1)).toEqual({ nickname: ' 西湖边的小王 ' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a nickname typed before the profile arrived', async () => {
    const puts = server();
    let answer: (r: Response) => void = () => undefined;
    const slow = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      new URL(String(input), 'http://localhost').pathname === '/ver3/api/v3/http/getUserInfo' ? new Promise<Response>((done) => (answer = done)) : slow(input, init),
    );
    renderPage(<ProfilePage />, '/pages/mine/profile');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('getUserInfo'))).toBe(true));
    fireEvent.change(nicknameField(), { target: { value: '断桥边的小李' } });
    answer(envelope(0, 'ok', profile('')));
    await waitFor(() => expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(false));
    expect(nicknameField().value).toBe('断桥边的小李');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts.at(-1)).toEqual({ nickname: '断桥边的小李' }));
  });

  it('allows at most 16 characters in the field', async () => {
    server();
    renderPage(<ProfilePage />, '/pages/mine/profile');
    expect(nicknameField().maxLength).toBe(16);
  });
});
