import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown';

describe('code countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds by default, then ends', () => {
    const ticks: number[] = [];
    const onEnd = vi.fn();
    const c = createCountdown((n) => ticks.push(n), onEnd);
    c.start();
    expect(ticks).toEqual([60]);
    vi.advanceTimersByTime(59_000);
    expect(ticks.at(-1)).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
    expect(c.running).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(c.running).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(60);
  });

  it('ignores a second start while running and can be stopped', () => {
    const onTick = vi.fn();
    const c = createCountdown(onTick, vi.fn(), 3);
    c.start();
    c.start();
    vi.advanceTimersByTime(1_000);
    expect(onTick.mock.calls.map((a) => a[0])).toEqual([3, 2]);
    c.stop();
    vi.advanceTimersByTime(5_000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });
});
