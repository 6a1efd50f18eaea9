import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, csrf } from '../api/client';
import { currentOperator, forgetOperator } from './authProvider';

afterEach(() => {
  forgetOperator();
  csrf.set(null);
});

describe('who is signed in', () => {
  it('keeps the CSRF token GET me answers, so a reloaded console writes without signing in', async () => {
    const request = vi.fn(async () => ({ id: 3, username: 'ed-xihu', role: 'county_editor', csrf: 'tok-from-me' })) as unknown as typeof call;
    const op = await currentOperator(request);
    expect(op).toEqual({ id: 3, username: 'ed-xihu', role: 'county_editor' });
    expect(csrf.get()).toBe('tok-from-me');
    expect(request).toHaveBeenCalledWith('GET', '/ver3/api/admin/v1/me');
  });

  it('forgets the token when the session has ended', async () => {
    csrf.set('old');
    const request = vi.fn(async () => {
      throw new ApiError(40003, '请重新登录', 200);
    }) as unknown as typeof call;
    await expect(currentOperator(request)).resolves.toBeNull();
    expect(csrf.get()).toBeNull();
  });
});
