// The corrections page's calls and its signed-in check (newcate/error, docs/CORRECTIONS.md).
import { useEffect, useState } from 'react';
import { createCorrectionsApi } from '../../api/corrections';
import { t } from '../../i18n';
import { auth, request } from '../../services';
import { toastFeedback } from '../../ui/feedback';

export const corrections = createCorrectionsApi(request);

/**
 * `true` once the visitor holds a token, `false` without one, `null` while the sign-in check
 * (an openid link's login, a refresh) is still running.
 */
export function useSignedIn(): boolean | null {
  const has = () => Boolean(auth.token()?.ID_token);
  const [signedIn, setSignedIn] = useState<boolean | null>(has() ? true : null);
  useEffect(() => {
    let live = true;
    const settle = () => live && setSignedIn(has());
    auth.check().then(settle, settle);
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

/** Off to sign in (WeChat's authorization, or the phone sign-in page) and back here. */
export function signIn(): void {
  const failed = () => toastFeedback.toast(t('corrections.signIn.failed'));
  auth.redirectLogin().then((going) => going || failed(), failed);
}
