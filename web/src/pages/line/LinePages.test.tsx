import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { line as words } from '../../i18n/zh-CN/line';
import { paged, renderPage, setUpVisitor } from '../../test/foodFixtures';
import { lineCard, lineDetail, themes } from './fixtures';
import LineDetailPage from './LineDetailPage';
import LineIndexPage from './LineIndexPage';
import { lines } from './lines';
import ThemeDetailPage from './ThemeDetailPage';

addWords(words);
beforeEach(() => setUpVisitor());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('line/index', () => {
  it('lists lines and narrows by the theme and length chips', async () => {
    vi.spyOn(lines, 'themes').mockResolvedValue(themes());
    const call = vi.spyOn(lines, 'lines').mockResolvedValue(paged([lineCard()], 1));
    renderPage(<LineIndexPage />, '/pages/line/index');
    expect((await screen.findByRole('link', { name: /Lake Day/ })).getAttribute('href')).toBe('/pages/line/lineDetail?id=line-hz-classic-1d');
    expect(screen.getByText('共1条线路')).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('group', { name: '按主题' })).getByRole('button', { name: 'Family' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ theme: 'family', days: undefined, page: 1, size: 20 }));
    fireEvent.click(within(screen.getByRole('group', { name: '按天数' })).getByRole('button', { name: '2天' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ theme: 'family', days: 2, page: 1, size: 20 }));
  });

  it('says when a filter has no line and leads back to every line; retries a failed list', async () => {
    vi.spyOn(lines, 'themes').mockResolvedValue(themes());
    vi.spyOn(lines, 'lines').mockResolvedValue(paged([], 0));
    renderPage(<LineIndexPage />, '/pages/line/index?days=5');
    expect(await screen.findByText('这里还没有线路')).toBeTruthy();
    expect(screen.getByRole('button', { name: '看全部线路' })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    vi.spyOn(lines, 'themes').mockResolvedValue(themes());
    vi.spyOn(lines, 'lines').mockResolvedValueOnce(false).mockResolvedValue(paged([lineCard()], 1));
    renderPage(<LineIndexPage />, '/pages/line/index');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /Lake Day/ })).toBeTruthy();
  });
});

describe('line/themeDetail', () => {
  it("shows one theme's lines and the other themes", async () => {
    vi.spyOn(lines, 'themes').mockResolvedValue(themes());
    const call = vi.spyOn(lines, 'lines').mockResolvedValue(paged([lineCard()], 1));
    renderPage(<ThemeDetailPage />, '/pages/line/themeDetail?id=classic');
    expect(await screen.findByRole('heading', { level: 2, name: 'Classic' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Lake Day/ })).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ theme: 'classic', page: 1, size: 20 });
    expect(screen.getByRole('link', { name: 'Family' }).getAttribute('href')).toBe('/pages/line/themeDetail?id=family');
  });

  it('says an unknown theme is not there, with the way home and no retry', async () => {
    vi.spyOn(lines, 'themes').mockResolvedValue(themes());
    renderPage(<ThemeDetailPage />, '/pages/line/themeDetail?id=nope');
    expect(await screen.findByText('没有这个线路主题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });
});

describe('line/lineDetail', () => {
  it('shows the line day by day: stops as place cards, the estimate between them, the GPX link', async () => {
    vi.spyOn(lines, 'line').mockResolvedValue(lineDetail());
    renderPage(<LineDetailPage />, '/pages/line/lineDetail?id=line-hz-classic-1d');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lake Day' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '第1天' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Temple/ }).getAttribute('href')).toBe('/pages/poi/detail/site?id=site-hz-lingyin');
    expect(screen.getByText('建议停留2小时30分钟 · Come early')).toBeTruthy();
    expect(screen.getByText('驾车约15分钟 · 直线3.2公里')).toBeTruthy();
    expect(screen.getByText('Times are estimates, not a timetable.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载GPX轨迹' }).getAttribute('href')).toBe('/ver3/api/v3/lines/detail?id=line-hz-classic-1d&format=gpx');
    expect(screen.getByRole('link', { name: 'Classic' }).getAttribute('href')).toBe('/pages/line/themeDetail?id=classic');
  });

  it('retries a failed load and says an unknown line is not there', async () => {
    vi.spyOn(lines, 'line').mockResolvedValueOnce(false).mockResolvedValue(null);
    renderPage(<LineDetailPage />, '/pages/line/lineDetail?id=x');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('没有找到这条线路')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('is not there without an id', async () => {
    renderPage(<LineDetailPage />, '/pages/line/lineDetail');
    expect(await screen.findByText('没有找到这条线路')).toBeTruthy();
  });
});
