import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './timeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects after the limit', async () => {
    const p = withTimeout(new Promise(() => {}), 5_000);
    const check = expect(p).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(5_000);
    await check;
  });

  it('passes values and errors through in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
    await expect(withTimeout(Promise.reject(new Error('x')), 10)).rejects.toThrow('x');
  });
});
