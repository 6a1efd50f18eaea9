// One vocabulary for server state on every page.
import { RequestFailed } from '../../api/request';

/**
 * `loading` before the first answer; `error` when the call failed (the request layer has told
 * the visitor why; the page offers a retry); `missing` when there is nothing to load (no id in
 * the address) or the server says the record is not there (an `absent` business code, e.g.
 * 40400); `ready` with the data.
 */
export type Phase = 'loading' | 'error' | 'missing' | 'ready';

export type Loaded<T> = (
  | { phase: 'loading'; data: T | undefined }
  | { phase: 'error'; data: T | undefined }
  | { phase: 'missing'; data: undefined }
  | { phase: 'ready'; data: T }
) & { retry: () => void };

/**
 * A request-layer answer as a query function returns it: `false` (failed, already told) is
 * thrown so the query is in error; `null` (not there) stays an answer of its own.
 */
export function orThrow<T>(what: string, res: T | false): T {
  if (res === false) throw new RequestFailed(what);
  return res;
}
