// Whether the visitor is signed in, and the way to sign in: the one check every page whose
// actions are the visitor's own uses (campaigns, reviews, corrections, favourites, games).
import { useEffect, useState } from 'react';
import { t, type MessageKey } from '../i18n';
import { auth } from '../services';
import { toastFeedback } from './feedback';

/**
 * `true` once the visitor holds a token, `false` without one, `null` while the sign-in check
 * (an openid link's login, a refresh) is still running.
 */
export function useSignedIn(): boolean | null {
  const has = () => Boolean(auth.token()?.ID_token);
  const [signedIn, setSignedIn] = useState<boolean | null>(has() ? true : null);
  useEffect(() => {
    let live = true;
    const settle = () => {
      if (!live) return;
      const signed = has();
      setSignedIn(signed);
      // A page that needs the account: ask for the agreement if it is not to the version in force.
      if (signed) void import('./ConsentPrompt').then((m) => m.askForConsentIfNeeded()).catch(() => undefined);
    };
    auth.check().then(settle, settle);
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

/**
 * Off to sign in (WeChat's authorization, or the phone sign-in page) and back here; where
 * that cannot start, the page's own words for it (`failed`) as a toast.
 */
export function goSignIn(failed: MessageKey): void {
  const say = () => toastFeedback.toast(t(failed));
  auth.redirectLogin().then((going) => going || say(), say);
}
