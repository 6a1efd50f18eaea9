import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, csrf } from '../api/client';
import { admin } from '../api/typed';
import { currentOperator, forgetOperator } from './authProvider';

afterEach(() => {
  forgetOperator();
  csrf.set(null);
});

describe('who is signed in', () => {
  it('keeps the CSRF token GET me answers, so a reloaded console writes without signing in', async () => {
    const request = vi.spyOn(admin, 'get').mockResolvedValue({ id: 3, username: 'ed-xihu', role: 'county_editor', csrf: 'tok-from-me' } as never);
    const op = await currentOperator();
    expect(op).toEqual({ id: 3, username: 'ed-xihu', role: 'county_editor' });
    expect(csrf.get()).toBe('tok-from-me');
    expect(request).toHaveBeenCalledWith('/ver3/api/admin/v1/me');
  });

  it('forgets the token when the session has ended', async () => {
    csrf.set('old');
    vi.spyOn(admin, 'get').mockRejectedValue(new ApiError(40003, '请重新登录', 200));
    await expect(currentOperator()).resolves.toBeNull();
    expect(csrf.get()).toBeNull();
  });
});
