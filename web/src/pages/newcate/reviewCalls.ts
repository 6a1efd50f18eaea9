// The reviews pages' calls and their signed-in check (newcate/comments, newcate/comment,
// docs/REVIEWS.md). Kept with the pages, so the first screen carries none of it.
import { useEffect, useState } from 'react';
import type { ReviewTargetKind } from '../../api/reviews';
import { reviews } from '../../features/reviews';
import { t } from '../../i18n';
import { auth } from '../../services';
import { toastFeedback } from '../../ui/feedback';

export { reviews };

/** The target a reviews page is opened with: `?kind=place|dish&id=…` (kind defaults to place). */
export function targetOf(params: URLSearchParams): { kind: ReviewTargetKind; id: string } | null {
  const id = params.get('id')?.trim() ?? '';
  const kind = params.get('kind') ?? 'place';
  if (!id || (kind !== 'place' && kind !== 'dish')) return null;
  return { kind, id };
}

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
  const failed = () => toastFeedback.toast(t('reviews.signIn.failed'));
  auth.redirectLogin().then((going) => going || failed(), failed);
}
