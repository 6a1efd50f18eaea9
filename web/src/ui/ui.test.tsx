import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';
import { NoNetwork } from './NoNetwork';
import { PendingBar } from './PendingBar';

afterEach(cleanup);

describe('no-network tip', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  it('appears with its image when the device goes offline and leaves when it is back', () => {
    render(<NoNetwork page="/ver3/" />);
    expect(screen.queryByText('哎呀，网络信号丢失')).toBeNull();
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert').textContent).toContain('哎呀，网络信号丢失');
    expect(screen.getByRole('img', { name: '断开的信号图示' })).toBeTruthy();
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('back-to-top', () => {
  it('appears past 400 px, 100 px from the bottom and 20 px from the right', () => {
    window.scrollY = 0;
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    act(() => {
      window.scrollY = 401;
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByRole('button', { name: '回到顶部' });
    expect(button.style.bottom).toBe('100px');
    expect(button.style.right).toBe('20px');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (cb(performance.now() + 100), 0));
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
  });
});

describe('pending bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays quiet for the first 200 ms of a page load', () => {
    const { rerender } = render(<PendingBar active />);
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    rerender(<PendingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
