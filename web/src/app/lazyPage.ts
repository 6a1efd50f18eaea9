import { loadChunk } from '../lib/chunk';
import { PAGE_LOAD_TIMEOUT_MS } from '../lib/constants';
import type { PageLoader } from './routes';

/** react-router `lazy` for a page module, with the page load timeout (60 s). */
export function lazyPage(load: PageLoader, timeoutMs = PAGE_LOAD_TIMEOUT_MS) {
  return async () => ({ Component: (await loadChunk(load, timeoutMs)).default });
}
