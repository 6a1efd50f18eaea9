import { PAGE_LOAD_TIMEOUT_MS } from '../lib/constants';
import { TimeoutError, withTimeout } from '../lib/timeout';
import type { PageLoader } from './routes';

export type ChunkErrorType = 'missing' | 'timeout' | 'error';

/** A page's code could not be loaded; `type` says why (SPEC §8). */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: ChunkErrorType,
    cause: unknown,
  ) {
    super(`page chunk load failed (${type})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers say when a module script 404s (e.g. an old tab after a deploy) or the
// network drops mid-load.
const MISSING = /dynamically imported module|Importing a module script failed|Failed to fetch|error loading/i;

export function classifyChunkError(e: unknown): ChunkErrorType {
  if (e instanceof TimeoutError) return 'timeout';
  return MISSING.test(String((e as Error)?.message ?? e)) ? 'missing' : 'error';
}

/** react-router `lazy` for a page module, with the page load timeout. */
export function lazyPage(load: PageLoader, timeoutMs = PAGE_LOAD_TIMEOUT_MS) {
  return async () => {
    try {
      const mod = await withTimeout(load(), timeoutMs);
      return { Component: mod.default };
    } catch (e) {
      throw new ChunkLoadError(classifyChunkError(e), e);
    }
  };
}
