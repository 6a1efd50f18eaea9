// The visitor's own calls (favourites, points, their profile and data) for the tour/collect and tour/integral pages,
// and whether the visitor is signed in.
import { createFavouritesApi } from '../../api/favourites';
import { createIdentityApi } from '../../api/identity';
import { createMyDataApi } from '../../api/mydata';
import { createPointsApi } from '../../api/points';
import { request } from '../../services';
import { useSignedIn } from '../../ui/signIn';

export { useSignedIn };
export const favourites = createFavouritesApi(request);
export const points = createPointsApi(request);
export const mydata = createMyDataApi(request);
export const identity = createIdentityApi(request);
