import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebviewVerdict } from '../../api/webview';
import { setRuntimeConfig } from '../../config/runtime';
import { renderPage, setUpVisitor } from '../../test/foodFixtures';
import { webview } from './webview';
import WebviewPage from './WebviewPage';

beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setRuntimeConfig();
});

const verdict = (over: Partial<WebviewVerdict> = {}): WebviewVerdict => ({
  allowed: true,
  host: 'www.zjtour.example',
  reason: 'allowed',
  url: 'https://www.zjtour.example/route',
  ...over,
});

const open = (url: string) => renderPage(<WebviewPage />, `/pages/webview/webview?url=${encodeURIComponent(url)}`);

describe('webview/webview', () => {
  it('shows an allowed page in a sandboxed frame, its host named above it', async () => {
    const check = vi.spyOn(webview, 'check').mockResolvedValue(verdict());
    open('https://www.zjtour.example/route');
    const frame = (await screen.findByTitle('www.zjtour.example的网页')) as HTMLIFrameElement;
    expect(check).toHaveBeenCalledWith('https://www.zjtour.example/route');
    expect(frame.getAttribute('src')).toBe('https://www.zjtour.example/route');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByText('正在浏览：www.zjtour.example')).toBeTruthy();
  });

  it('gives a partner site the visitor’s openid (SPEC §2), and no one else', async () => {
    setRuntimeConfig({ partnerDomains: ['zjtour.example'] });
    sessionStorage.setItem('youzhe.openid', 'o-visitor');
    vi.spyOn(webview, 'check').mockResolvedValue(verdict());
    open('https://www.zjtour.example/route');
    const frame = await screen.findByTitle('www.zjtour.example的网页');
    expect(frame.getAttribute('src')).toBe('https://www.zjtour.example/route?openid=o-visitor');
    expect(screen.getByRole('link', { name: '在浏览器中打开' }).getAttribute('href')).toBe('https://www.zjtour.example/route?openid=o-visitor');
  });

  it('refuses an unlisted site, naming it, and offers to open it outside and the way home', async () => {
    vi.spyOn(webview, 'check').mockResolvedValue(verdict({ allowed: false, host: 'elsewhere.example', reason: 'not_listed', url: 'https://elsewhere.example/' }));
    open('https://elsewhere.example/');
    expect(await screen.findByRole('heading', { level: 2, name: '这个网页不能在应用内打开' })).toBeTruthy();
    expect(screen.getByText('网站：elsewhere.example')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在浏览器中打开' }).getAttribute('href')).toBe('https://elsewhere.example/');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByTitle(/的网页$/)).toBeNull();
  });

  it('never offers a script, data or local address, not even outside', async () => {
    for (const v of [
      verdict({ allowed: false, host: '', reason: 'scheme', url: 'javascript:alert(1)' }),
      verdict({ allowed: false, host: '127.0.0.1', reason: 'local_address', url: 'http://127.0.0.1/' }),
    ]) {
      vi.spyOn(webview, 'check').mockResolvedValue(v);
      open(v.url);
      expect(await screen.findByRole('heading', { level: 2, name: '这个网页不能在应用内打开' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: '在浏览器中打开' })).toBeNull();
      expect(screen.queryByTitle(/的网页$/)).toBeNull();
      cleanup();
    }
  });

  it('says there is nothing to open without an address, and retries a failed check', async () => {
    const check = vi.spyOn(webview, 'check');
    renderPage(<WebviewPage />, '/pages/webview/webview');
    expect(await screen.findByText('没有要打开的网页地址')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(check).not.toHaveBeenCalled();
    cleanup();
    check.mockResolvedValueOnce(false).mockResolvedValue(verdict());
    open('https://www.zjtour.example/route');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByTitle('www.zjtour.example的网页')).toBeTruthy();
  });
});
