import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { legal as words } from '../../i18n/zh-CN/legal';
import { FROM_SIGN_IN } from '../../ui/fromSignIn';
import { Link } from '../../ui/Link';
import { setUpVisitor } from '../../test/foodFixtures';
import { renderPage } from '../../test/renderPage';
import AgreementPage from './AgreementPage';
import PrivacyPage from './PrivacyPage';

addWords(words);

/** The sign-in page's link as it opens the policy (its own test checks it carries the mark). */
const SignIn = () => (
  <Link to="/pages/legal/privacy" state={FROM_SIGN_IN}>
    《隐私政策》
  </Link>
);

const info = (operator: string | null) =>
  new Response(
    JSON.stringify({
      code: 0,
      msg: 'ok',
      data: { version: '2026-11-29', agreementUpdated: '2026-11-28', privacyUpdated: '2026-11-29', operator, contact: null },
      extend: { code: 2000 },
    }),
  );

beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('legal pages', () => {
  it('the privacy policy names what is kept, the server’s version and date, and the operator', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => info('丽水市文旅局')));
    renderPage(<PrivacyPage />, '/pages/legal/privacy');
    expect(screen.getByRole('heading', { level: 2, name: '隐私政策' })).toBeTruthy();
    expect(await screen.findByText('版本 2026-11-29 · 2026-11-29 起生效')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const kept of ['手机号', '收藏', '收货地址', '打卡', '我的数据', '注销账号', '丽水市文旅局']) expect(text).toContain(kept);
    expect(text).not.toContain('{operator}');
  });

  it('without a configured operator the agreement says 本平台运营方, and offers a way back', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => info(null)));
    const router = renderPage(<AgreementPage />, '/pages/legal/agreement');
    expect(await screen.findByText('版本 2026-11-29 · 2026-11-28 起生效')).toBeTruthy();
    expect(document.body.textContent).toContain('由本平台运营方部署和运营');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opened from the sign-in box, the way back says 返回登录 and leads back to sign-in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => info(null)));
    const router = createMemoryRouter(
      [
        { path: '/pages/login/phone', element: <SignIn /> },
        { path: '/pages/legal/privacy', element: <PrivacyPage /> },
      ],
      { initialEntries: ['/pages/login/phone'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: '《隐私政策》' }));
    expect(await screen.findByRole('heading', { level: 2, name: '隐私政策' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/phone'));
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toBeTruthy();
  });
});
