// Whether the visitor is signed in, and the prompt a page shows until they are: the pages
// whose actions are the visitor's own (campaigns, the quiz and persona test, the games).
import { useEffect, useState } from 'react';
import { t, type MessageKey } from '../i18n';
import { auth } from '../services';
import { offerSignIn } from './FavouriteHeart';

/** `true` with a token, `false` without, `null` while the sign-in check runs. */
export function useSignedIn(): boolean | null {
  const has = () => Boolean(auth.token()?.ID_token);
  const [signedIn, setSignedIn] = useState<boolean | null>(has() ? true : null);
  useEffect(() => {
    let live = true;
    const done = () => live && setSignedIn(has());
    auth.check().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

/** The page's own words for why to sign in, and its own look. */
export interface SignInFirstProps {
  lead: MessageKey;
  go: MessageKey;
  className: string;
  buttonClassName: string;
}

export function SignInFirst({ lead, go, className, buttonClassName }: SignInFirstProps) {
  return (
    <section className={className} role="status">
      <p>{t(lead)}</p>
      <button type="button" className={buttonClassName} onClick={offerSignIn}>
        {t(go)}
      </button>
    </section>
  );
}
