import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newQueryClient } from './client';
import { useLoad } from './useLoad';

function Probe({ k, group, fetch }: { k: string | null; group?: string; fetch: () => Promise<string | false> }) {
  const r = useLoad(k === null ? null : ['probe', k], fetch, { keepWithin: group });
  return (
    <p data-testid="out">
      {r.phase}:{r.data ?? '-'}
      <button type="button" onClick={r.retry}>
        retry
      </button>
    </p>
  );
}

const out = () => screen.getByTestId('out').textContent;
// Query results reach components on a zero-delay timer (TanStack's notify manager), set once
// the query has finished: wait until no query is fetching (at most 5 s), then past that timer.
// A fixed short wait alone could end before the timer on a busy machine.
const tick = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const settle = () =>
  act(async () => {
    const deadline = Date.now() + 5_000;
    while (client.isFetching() > 0 && Date.now() < deadline) await tick(1);
    await tick(5);
  });

// One client per test, as the app has one per visit.
let client = newQueryClient();
const wrap = (ui: ReactElement) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
function render(ui: ReactElement) {
  const r = renderBare(wrap(ui));
  return { ...r, rerender: (next: ReactElement) => r.rerender(wrap(next)) };
}

beforeEach(() => {
  client = newQueryClient();
});
afterEach(cleanup);

describe('useLoad', () => {
  it('loads, fails into the error state, and retries', async () => {
    const fetch = vi.fn<() => Promise<string | false>>().mockResolvedValueOnce(false).mockResolvedValueOnce('ok');
    render(<Probe k="a" fetch={fetch} />);
    expect(out()).toBe('loading:-retry');
    await settle();
    expect(out()).toBe('error:-retry');
    act(() => screen.getByRole('button').click());
    await settle();
    expect(out()).toBe('ready:okretry');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('paints a key it has seen at once, without asking again', async () => {
    const fetch = vi.fn(async () => 'first');
    const { unmount } = render(<Probe k="a" fetch={fetch} />);
    await settle();
    unmount();
    render(<Probe k="a" fetch={fetch} />);
    expect(out()).toBe('ready:firstretry');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data while a key of the same group loads, not across groups', async () => {
    let resolve: (v: string) => void = () => {};
    const slow = () => new Promise<string | false>((r) => (resolve = r));
    const { rerender } = render(<Probe k="hot:1:popular" group="hot:1" fetch={async () => 'popular'} />);
    await settle();
    rerender(<Probe k="hot:1:distance" group="hot:1" fetch={slow} />);
    expect(out()).toBe('loading:popularretry');
    await act(async () => resolve('nearest'));
    await settle();
    expect(out()).toBe('ready:nearestretry');
    rerender(<Probe k="hot:2:popular" group="hot:2" fetch={slow} />);
    expect(out()).toBe('loading:-retry');
  });

  it('waits while the key is null', async () => {
    const fetch = vi.fn(async () => 'x');
    render(<Probe k={null} fetch={fetch} />);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(out()).toBe('loading:-retry');
  });
});
