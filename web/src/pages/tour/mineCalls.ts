// The visitor's own calls (favourites, points, their profile and data) for the tour/collect and tour/integral pages,
// and whether the visitor is signed in.
import { useEffect, useState } from 'react';
import { createFavouritesApi } from '../../api/favourites';
import { createIdentityApi } from '../../api/identity';
import { createMyDataApi } from '../../api/mydata';
import { createPointsApi } from '../../api/points';
import { auth, request } from '../../services';

export const favourites = createFavouritesApi(request);
export const points = createPointsApi(request);
export const mydata = createMyDataApi(request);
export const identity = createIdentityApi(request);

/**
 * `true` once the visitor holds a token, `false` without one, `null` while the sign-in check
 * (an openid link's login, a refresh) is still running.
 */
export function useSignedIn(): boolean | null {
  const has = () => Boolean(auth.token()?.ID_token);
  const [signedIn, setSignedIn] = useState<boolean | null>(has() ? true : null);
  useEffect(() => {
    let live = true;
    auth.check().then(
      () => live && setSignedIn(has()),
      () => live && setSignedIn(has()),
    );
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}
