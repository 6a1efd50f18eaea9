import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';
import { useReachBottom } from './useReachBottom';

afterEach(cleanup);

function List({ onReach, enabled }: { onReach: () => void; enabled: boolean }) {
  useReachBottom(onReach, { margin: 20, enabled });
  return null;
}

describe('list helpers', () => {
  it('useReachBottom fires on reaching the bottom, only while enabled', () => {
    const onReach = vi.fn();
    const { rerender } = render(<List onReach={onReach} enabled />);
    // jsdom has no layout: a scroll event always finds the bottom.
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onReach).toHaveBeenCalledTimes(1);
    rerender(<List onReach={onReach} enabled={false} />);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('LoadMore says 加载更多 / 正在加载 / 没有更多了', () => {
    const onMore = vi.fn();
    const { rerender } = render(<LoadMore status="more" onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore status="loading" />);
    expect(screen.getByRole('status').textContent).toBe('正在加载');
    rerender(<LoadMore status="none" />);
    expect(screen.getByRole('status').textContent).toBe('没有更多了');
  });
});
