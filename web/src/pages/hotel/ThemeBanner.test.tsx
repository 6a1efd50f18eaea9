import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeBanner } from './ThemeBanner';

const THEMES = ['湖光山色', '古村', '海岛'].map((theme, i) => ({ theme, count: 3 + i, cover: `/c/${i}` }));

function show(themes = THEMES) {
  const router = createMemoryRouter([{ path: '/', element: <ThemeBanner themes={themes} cityId={1201} /> }]);
  render(<RouterProvider router={router} />);
}

describe('theme banner', () => {
  const scrollTo = vi.fn();
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo.mockReset();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    // Other test files share this jsdom: put back what was there.
    if (original) Object.defineProperty(HTMLElement.prototype, 'scrollTo', original);
    else delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  });

  it('links each theme to its list and moves on every 3 s', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/pages/hotel/theme?theme=%E6%B9%96%E5%85%89%E5%B1%B1%E8%89%B2&cityId=1201',
      '/pages/hotel/theme?theme=%E5%8F%A4%E6%9D%91&cityId=1201',
      '/pages/hotel/theme?theme=%E6%B5%B7%E5%B2%9B&cityId=1201',
    ]);
    expect(screen.getByRole('link', { name: /^主题住宿\s*古村\s*4家酒店民宿\s*（第2张，共3张）/ })).toBe(links[1]);
    const before = scrollTo.mock.calls.length;
    act(() => vi.advanceTimersByTime(2_999));
    expect(scrollTo.mock.calls.length).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo.mock.calls.length).toBe(before + 1);
    expect(scrollTo.mock.calls.at(-1)?.[0]).toMatchObject({ behavior: 'smooth' });
  });

  it('holds still while touched, and with a single theme', () => {
    show();
    const track = screen.getAllByRole('link')[0].parentElement!;
    const before = scrollTo.mock.calls.length;
    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(9_000));
    expect(scrollTo.mock.calls.length).toBe(before);
    fireEvent.touchEnd(track);
    act(() => vi.advanceTimersByTime(3_000));
    expect(scrollTo.mock.calls.length).toBe(before + 1);
    cleanup();
    show(THEMES.slice(0, 1));
    const one = scrollTo.mock.calls.length;
    act(() => vi.advanceTimersByTime(9_000));
    expect(scrollTo.mock.calls.length).toBe(one);
  });
});
