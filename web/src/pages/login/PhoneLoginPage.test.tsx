import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { login as words } from '../../i18n/zh-CN/login';
import { loadLoginRecord } from '../../session/loginRecord';
import { setUpVisitor } from '../../test/foodFixtures';
import { renderPage } from '../../test/renderPage';
import PhoneLoginPage from './PhoneLoginPage';

addWords(words);

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data, extend: { code: 2000 } }));
const refused = (code: number, msg: string) => new Response(JSON.stringify({ code, msg, data: null, extend: { code: 2000 } }));

/** A server that sends code 123456 and signs in with it only. */
function server() {
  const calls: { path: string; body: Record<string, string>; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
      const auth = new Headers(init?.headers).get('Authorization');
      calls.push({ path, body, auth });
      if (path === '/ver3/api/v3/user/login/code') return ok({ expires_in: 300, resend_in: 60 });
      if (path === '/ver3/api/v3/legal') return ok({ version: '2026-11-29', agreementUpdated: '2026-11-29', privacyUpdated: '2026-11-29', operator: null, contact: null });
      if (path === '/ver3/api/v3/me/consent') return ok({ current: '2026-11-29', version: body.version, consentedAt: '2026-11-29T10:00:00+08:00', upToDate: true });
      if (path === '/ver3/api/v3/user/login') {
        return body.code === '123456'
          ? ok({ ID_token: 'tok-phone', token_type: 'Bearer', expires_in: 7200, refresh_expires_in: 100, uid: 'u1', openid: null })
          : refused(40300, '验证码不正确，还可再试4次');
      }
      return ok(null);
    }),
  );
  return calls;
}

beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const phoneField = () => screen.getByLabelText('手机号') as HTMLInputElement;
const codeField = () => screen.getByLabelText('验证码') as HTMLInputElement;
/** Ticks 我已阅读并同意…: nothing is sent before. */
const agree = () => fireEvent.click(screen.getByRole('checkbox'));

describe('login/phone', () => {
  it('refuses a number that is not a mainland mobile before sending anything', async () => {
    const calls = server();
    renderPage(<PhoneLoginPage />, '/pages/login/phone');
    agree();
    fireEvent.change(phoneField(), { target: { value: '1280013800' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请输入正确的手机号');
    expect(calls).toHaveLength(0);
  });

  it('sends nothing until the agreement box is ticked, links both texts, and records the version after sign-in', async () => {
    const calls = server();
    const router = renderPage(<PhoneLoginPage />, '/pages/login/phone?back=%2Fver3%2Fpages%2Ftour%2Fnearby');
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toMatch(/\/pages\/legal\/agreement$/);
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toMatch(/\/pages\/legal\/privacy$/);
    fireEvent.change(phoneField(), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先阅读并勾选同意《用户协议》和《隐私政策》');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(calls).toHaveLength(0);

    agree();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tour/nearby'));
    const consent = calls.find((c) => c.path === '/ver3/api/v3/me/consent');
    expect(consent).toMatchObject({ body: { version: '2026-11-29' }, auth: 'Bearer tok-phone' });
  });

  it('keeps only digits, with numeric keyboards and one-time-code autofill', () => {
    server();
    renderPage(<PhoneLoginPage />, '/pages/login/phone');
    fireEvent.change(phoneField(), { target: { value: '138 0013-8000 99' } });
    expect(phoneField().value).toBe('13800138000');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('sends a code, counts down 60 s, shows a wrong code, then signs in and goes back', async () => {
    const calls = server();
    const router = renderPage(<PhoneLoginPage />, '/pages/login/phone?back=%2Fver3%2Fpages%2Ftour%2Fnearby%3Fx%3D1');
    agree();
    fireEvent.change(phoneField(), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toHaveProperty('disabled', true);
    expect(screen.getByText('验证码已发送至 138****8000，5分钟内有效')).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/ver3/api/v3/user/login/code', body: { phone: '13800138000' } });

    fireEvent.change(codeField(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('6位数字验证码');

    fireEvent.change(codeField(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('登录未成功');
    expect(loadLoginRecord()).toBeNull();

    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tour/nearby'));
    expect(router.state.location.search).toBe('?x=1');
    expect(loadLoginRecord()).toMatchObject({ ID_token: 'tok-phone', uid: 'u1' });
  });

  it('a WeChat visitor already signed in sends their token, so the number joins their account', async () => {
    const calls = server();
    localStorage.setItem('youzhe.login', JSON.stringify({ ID_token: 'tok-wx', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() }));
    renderPage(<PhoneLoginPage />, '/pages/login/phone?back=https%3A%2F%2Fevil.example%2F');
    agree();
    fireEvent.change(phoneField(), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    // An address that is not ours is not followed: home instead.
    expect((await screen.findByLabelText('at')).textContent).toBe('/');
    expect(calls.find((c) => c.path === '/ver3/api/v3/user/login')?.auth).toBe('Bearer tok-wx');
  });

  it('a visitor who came by a share link names the sharer, so the friend is credited', async () => {
    const calls = server();
    sessionStorage.setItem('youzhe.user_id', 'u-sharer');
    renderPage(<PhoneLoginPage />, '/pages/login/phone');
    agree();
    fireEvent.change(phoneField(), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(loadLoginRecord()).toMatchObject({ uid: 'u1' }));
    expect(calls.find((c) => c.path === '/ver3/api/v3/user/login')?.body).toEqual({ phone: '13800138000', code: '123456', user_id: 'u-sharer' });
    sessionStorage.removeItem('youzhe.user_id');
  });

  it('on a server without SMS says sign-in by code is off and names the other ways, without pretending a code was sent', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        calls.push(new URL(String(input), 'http://localhost').pathname);
        return refused(50300, '本站未开通短信验证码登录，请使用其他方式登录');
      }),
    );
    renderPage(<PhoneLoginPage />, '/pages/login/phone');
    agree();
    fireEvent.change(phoneField(), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('heading', { name: '本站未开通短信验证码登录' })).toBeTruthy();
    const ways = screen.getByRole('status').textContent ?? '';
    expect(ways).toContain('微信授权登录');
    expect(ways).toContain('浙里办');
    expect(screen.queryByText(/验证码已发送/)).toBeNull();
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(screen.getByRole('button', { name: '暂不登录，返回' })).toBeTruthy();
    expect(calls).toEqual(['/ver3/api/v3/user/login/code']);
  });

  it('opens the two texts marked as opened from sign-in, so their way back reads 返回登录', () => {
    server();
    const router = renderPage(<PhoneLoginPage />, '/pages/login/phone');
    fireEvent.click(screen.getByRole('link', { name: '《用户协议》' }));
    expect(router.state.location.pathname).toBe('/pages/legal/agreement');
    expect(router.state.location.state).toEqual({ from: 'signIn' });
  });
});
