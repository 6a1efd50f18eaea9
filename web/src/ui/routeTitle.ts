import { useMatches } from 'react-router';
import type { MessageKey } from '../i18n';

/** What each route declares about itself (SPEC §2). */
export interface RouteHandle {
  title: MessageKey;
  /** Pages where pull-down refresh is on. */
  pullRefresh?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle as RouteHandle | undefined;
    if (h?.title) return h;
  }
  return undefined;
}
