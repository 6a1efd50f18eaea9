import { readFileSync } from 'node:fs';

/** The routes the app registers (SPEC_ROUTES in web/src/lib/routePaths.ts), read as text. */
export function specRoutes() {
  const src = readFileSync(new URL('../../web/src/lib/routePaths.ts', import.meta.url), 'utf8');
  const table = src.slice(src.indexOf('SPEC_ROUTES = ['), src.indexOf('] as const'));
  return [...table.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}
