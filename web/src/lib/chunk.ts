import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { TimeoutError, withTimeout } from './timeout';

export type ChunkErrorType = 'missing' | 'timeout' | 'error';

/** A piece of the app's code could not be loaded; `type` says why (SPEC §8). */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: ChunkErrorType,
    cause: unknown,
  ) {
    super(`chunk load failed (${type})`, { cause });
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

/** Load a code chunk with the script-chunk limit (120 s); failures become ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch (e) {
    throw e instanceof ChunkLoadError ? e : new ChunkLoadError(classifyChunkError(e), e);
  }
}
