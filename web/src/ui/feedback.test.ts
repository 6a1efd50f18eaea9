import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./toast', () => ({
  Toast: {
    show: (o: { content: string; icon?: string; duration: number }) => calls.push(`show:${o.icon ?? 'text'}:${o.content}:${o.duration}`),
    clear: () => calls.push('clear'),
  },
}));

describe('toast feedback', () => {
  it('shows the loading mask, then an error toast for 2000 ms, in call order', async () => {
    // Test files share modules (isolate: false): take a fresh feedback module, whose first
    // toast imports the mocked toast, not one another file already loaded.
    vi.resetModules();
    const { toastFeedback } = await import('./feedback');
    toastFeedback.loading.show('正在加载');
    toastFeedback.loading.hide();
    toastFeedback.toast('服务器出错！');
    // The toast module loads on first use, later under a busy machine: wait for what it shows.
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    // The mask was hidden before the toast module arrived, so it never flashed.
    expect(calls).toEqual(['clear', 'show:text:服务器出错！:2000']);
    toastFeedback.loading.show('正在加载');
    await vi.waitFor(() => expect(calls.at(-1)).toBe('show:loading:正在加载:0'));
  });
});
