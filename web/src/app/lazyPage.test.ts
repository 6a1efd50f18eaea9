import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkError, loadChunk } from '../lib/chunk';
import { lazyPage } from './lazyPage';

describe('lazy pages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives react-router the module default as Component', async () => {
    const Page = () => null;
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('fails with a timeout load error after 60 s', async () => {
    const load = lazyPage(() => new Promise(() => {}));
    const p = load();
    const check = expect(p).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });

  it('calls a vanished chunk missing', async () => {
    const err = new TypeError('Failed to fetch dynamically imported module: https://h.cn/ver3/static/js/x.js');
    expect(classifyChunkError(err)).toBe('missing');
    expect(classifyChunkError(new Error('boom'))).toBe('error');
    await expect(lazyPage(() => Promise.reject(err))()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('other chunks get the 120 s script limit', async () => {
    const p = loadChunk(() => new Promise(() => {}));
    const check = expect(p).rejects.toMatchObject({ type: 'timeout' });
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });
});
