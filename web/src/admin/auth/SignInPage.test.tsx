import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type OperatorView } from '../api/client';
import { SignInPage } from './SignInPage';

beforeAll(() => {
  // antd's responsive helpers ask for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});

afterEach(cleanup);

const ADMIN: OperatorView = { id: 1, username: 'admin', displayName: '管理员', role: 'province_admin', disabled: false, totp: false, createdMs: 0, updatedMs: 0 };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the sign-in form', () => {
  it('sends the username and password and hands over the operator', async () => {
    const submit = vi.fn(async () => ADMIN);
    const onSignedIn = vi.fn();
    render(<SignInPage submit={submit} onSignedIn={onSignedIn} />);
    fill('用户名', 'admin');
    fill('密码', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ADMIN));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ username: 'admin', password: 'correct horse battery' }));
  });

  it('asks for both fields before sending anything', async () => {
    const submit = vi.fn(async () => ADMIN);
    render(<SignInPage submit={submit} onSignedIn={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a locked account as the server words it', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(42900, '连续登录失败次数过多，账号已锁定，请 15 分钟后再试', 429, [], 900);
    });
    render(<SignInPage submit={submit} onSignedIn={() => {}} />);
    fill('用户名', 'admin');
    fill('密码', 'whatever-it-is');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('账号已锁定，请 15 分钟后再试');
  });

  it('asks for the one-time code when the account has TOTP', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(40000, '请输入动态验证码', 200, [{ field: 'totp', message: '请输入动态验证码' }]);
    });
    render(<SignInPage submit={submit} onSignedIn={() => {}} />);
    fill('用户名', 'admin');
    fill('密码', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('此账号已开启两步验证：请输入验证器中的 6 位数字')).toBeTruthy();
    fill('动态验证码', '12ab');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('动态验证码是 6 位数字')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
