// Whether the visitor is signed in: campaigns are taken part in signed in.
import { useEffect, useState } from 'react';
import { auth } from '../../services';

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
