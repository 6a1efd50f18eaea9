// The visitor's own calls (favourites, points, their profile and data) for the tour/collect and tour/integral pages,
// and whether the visitor is signed in.
import { createFavouritesApi } from '../../api/favourites';
import { createPointsApi } from '../../api/points';
import { request } from '../../services';
import { useSignedIn } from '../../ui/signIn';

// The account's calls are the shared ones (features/account), so a spy on one sees every page's.
export { identity, mydata } from '../../features/account';

export { useSignedIn };
export const favourites = createFavouritesApi(request);
export const points = createPointsApi(request);
