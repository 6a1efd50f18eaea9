// Whether the visitor is signed in (rounds are played signed in), and the prompt shown until
// they are.
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { auth } from '../../services';
import { offerSignIn } from '../../ui/FavouriteHeart';

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

export function SignInFirst() {
  return (
    <section className="found-signin" role="status">
      <p>{t('found.signIn.lead')}</p>
      <button type="button" className="found-btn" onClick={offerSignIn}>
        {t('found.signIn.go')}
      </button>
    </section>
  );
}
