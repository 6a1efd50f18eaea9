// The action a signed-out visitor tapped, done once they are back from signing in
// (docs/FRONTEND.md, "Intent kept through sign-in"). A page's action hook keeps what it needs
// before leaving and, on coming back to the same page signed in, finds it and does it once.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { t, type MessageKey } from '../i18n';
import { drop, intentPage, keepIntent, takeIntent } from '../lib/intent';
import { auth } from '../services';
import { toastFeedback } from './feedback';

/** Told when a sign-in finished without leaving the page (an openid link's own login). */
const SIGNED_IN_HERE = 'youzhe:signed-in-here';

export interface IntentOptions<P> {
  /** False until the page can do the action (its record loaded, its form shown). */
  ready?: boolean;
  /** Whether a kept intent is this component's (the heart of this place, this event's card). */
  fits?: (params: P) => boolean;
}

/**
 * `perform` runs once with the params kept for `action` on this page when the visitor is
 * signed in and the page is `ready`. Returns the way to sign in that keeps `params` first.
 */
export function useIntent<P extends object>(action: string, perform: (params: P) => void, options: IntentOptions<P> = {}) {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const ready = options.ready ?? true;
  const latest = useRef({ perform, fits: options.fits });
  latest.current = { perform, fits: options.fits };

  useEffect(() => {
    if (!ready) return;
    const attempt = () => {
      if (!auth.token()?.ID_token) return;
      const fits = latest.current.fits;
      const params = takeIntent(sessionStorage, action, page, Date.now(), fits && ((p) => fits(p as P)));
      if (params) latest.current.perform(params as P);
    };
    attempt();
    window.addEventListener(SIGNED_IN_HERE, attempt);
    return () => window.removeEventListener(SIGNED_IN_HERE, attempt);
  }, [ready, action, page]);

  return useCallback(
    (params: P, failed: MessageKey) => {
      keepIntent(sessionStorage, { action, params: params as Record<string, unknown>, page: intentPage(page), at: Date.now() });
      const say = () => {
        drop(sessionStorage);
        toastFeedback.toast(t(failed));
      };
      auth.redirectLogin().then((going) => {
        if (!going) return say();
        // Signed in where we stand (an openid link): the page is still here, so it acts now.
        if (auth.token()?.ID_token) window.dispatchEvent(new Event(SIGNED_IN_HERE));
      }, say);
    },
    [action, page],
  );
}
