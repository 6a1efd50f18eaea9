// The three promises every action kept through sign-in makes (ui/intent.ts), checked the same
// way for each: done once on coming back signed in and never again, left alone when it was
// made on another page, dropped when older than 10 minutes.
import { cleanup } from '@testing-library/react';
import { expect, it } from 'vitest';
import { INTENT_KEY, INTENT_TTL_MS } from '../lib/intent';

export interface IntentCase {
  action: string;
  params: Record<string, unknown>;
  /** The page's address as the router has it (where the intent was made). */
  page: string;
  /** Renders the page at `page`, signed in with its answers stubbed; resolves once it shows. */
  mount: () => Promise<void>;
  /** How many times the action's call has been made. */
  made: () => number;
  /** Waits for what the visitor is told once it is done (the action's usual feedback). */
  told?: () => Promise<void>;
}

const keep = (c: IntentCase, page: string, at: number) => sessionStorage.setItem(INTENT_KEY, JSON.stringify({ action: c.action, params: c.params, page, at }));
/** Time for effects and answers that would follow a mount. */
const settle = () => new Promise((r) => setTimeout(r, 60));

/** `make` is called inside each test, after the file's `beforeEach`. */
export function intentCases(make: () => IntentCase) {
  it('does the kept action once on coming back signed in, and not again on the next visit', async () => {
    const c = make();
    keep(c, c.page, Date.now() - 60_000);
    await c.mount();
    await expect.poll(c.made, { timeout: 5000 }).toBe(1);
    await c.told?.();
    expect(sessionStorage.getItem(INTENT_KEY)).toBeNull();
    cleanup();
    await c.mount();
    await settle();
    expect(c.made()).toBe(1);
  });

  it('leaves an action kept on another page alone', async () => {
    const c = make();
    keep(c, '/pages/hotel/index?from=elsewhere', Date.now());
    await c.mount();
    await settle();
    expect(c.made()).toBe(0);
    expect(sessionStorage.getItem(INTENT_KEY)).not.toBeNull();
  });

  it('drops an action kept more than 10 minutes ago', async () => {
    const c = make();
    keep(c, c.page, Date.now() - INTENT_TTL_MS - 1000);
    await c.mount();
    await settle();
    expect(c.made()).toBe(0);
    expect(sessionStorage.getItem(INTENT_KEY)).toBeNull();
  });
}
