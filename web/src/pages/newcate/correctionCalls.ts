// The corrections page's calls and its signed-in check (newcate/error, docs/CORRECTIONS.md).
import { createCorrectionsApi } from '../../api/corrections';
import { request } from '../../services';
import { goSignIn, useSignedIn } from '../../ui/signIn';

export { useSignedIn };
export const corrections = createCorrectionsApi(request);

/** Off to sign in (WeChat's authorization, or the phone sign-in page) and back here. */
export function signIn(): void {
  goSignIn('corrections.signIn.failed');
}
