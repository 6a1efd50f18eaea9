import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';

function renderAt(path: string, guard = vi.fn(async () => {})) {
  const router = createMemoryRouter(appRoutes(guard), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, guard };
}

describe('app shell', () => {
  beforeEach(() => {
    // Page views and location calls go nowhere in unit tests.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":0,"data":null,"extend":{"code":2000}}')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has no layout
  });
  afterEach(cleanup);

  it('/ is the home, titled with the product name in the nav bar and the document, with the tab bar on 首页', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '游浙' })).toBeTruthy();
    expect(await screen.findByText('选择城市')).toBeTruthy();
    expect(document.title).toBe('游浙');
    const tabs = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(tabs).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '我的' }).getAttribute('href')).toBe('/pages/mine/index');
  });

  it('shows no tab bar on a page below the top level', async () => {
    renderAt('/pages/hotel/search');
    expect(await screen.findByRole('heading', { level: 1, name: '搜索酒店' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('an unknown path shows the 404 page and logs a 404', async () => {
    renderAt('/pages/nowhere');
    expect(await screen.findByText('页面走丢了')).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith('404: no page at /ver3/pages/nowhere');
  });

  it('runs the navigation guard with the target URL before the page', async () => {
    const { router, guard } = renderAt('/pages/hotel/index?openid=o1');
    await screen.findByText('选择城市');
    expect(guard).toHaveBeenCalledTimes(1);
    expect(String((guard.mock.calls[0] as unknown[])[0])).toContain('openid=o1');
    // Plain navigations do not run it again; ones carrying openid or WECHATCODE do.
    await act(() => router.navigate('/pages/cate/index'));
    expect(guard).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/pages/cate/index?WECHATCODE=abc'));
    expect(guard).toHaveBeenCalledTimes(2);
  });

  it('records a page view on every route change', async () => {
    const { router } = renderAt('/');
    await screen.findByText('选择城市');
    await act(() => router.navigate('/pages/nowhere'));
    await screen.findByText('页面走丢了');
    const urls = vi.mocked(fetch).mock.calls.filter(([u]) => String(u).endsWith('/page-views/add'));
    const pages = urls.map(([, init]) => JSON.parse(String(init?.body)).page_url);
    expect(pages).toEqual(expect.arrayContaining(['/ver3/', '/ver3/pages/nowhere']));
  });
});
