// The photo contest calls (api/photocontest.ts) over the app's request layer, and the place
// search of the entry form.
import { createPhotoContestApi } from '../../../api/photocontest';
import { request, search } from '../../../services';

export const photoContests = createPhotoContestApi(request);

/** Places whose name holds `keyword`, for the place a photo was taken at. */
export async function findPlaces(keyword: string): Promise<{ id: string; name: string }[] | false> {
  const found = await search.search({ keyword, page: 1, size: 6 });
  return found && found.list.filter((i) => i.type === 'place').map((i) => ({ id: i.id, name: i.name }));
}
