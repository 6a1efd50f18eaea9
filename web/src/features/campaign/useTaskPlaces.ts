// The places a campaign's `place_checkin` task counts (its `places`), with their names and
// where they are, read from the place pages' own call.
import type { CampaignDetail } from '../../api/campaigns';
import { places } from '../../services';
import { useLoad } from '../../ui/query';

export interface TaskPlace {
  id: string;
  name: string;
  city: string;
  county: string;
  cover: string;
  lat: number;
  lng: number;
}

/** The ids of the places the campaign's place check-in counts, in the campaign's order. */
export function taskPlaceIds(detail: Pick<CampaignDetail, 'tasks'> | undefined): string[] {
  return detail?.tasks.find((x) => x.task === 'place_checkin')?.places ?? [];
}

async function loadPlaces(ids: readonly string[]): Promise<TaskPlace[] | false> {
  const found = await Promise.all(ids.map((id) => places.details(id)));
  if (found.some((p) => p === false)) return false;
  return found.flatMap((p) =>
    p
      ? [{ id: p.id, name: p.name, city: p.city_name, county: p.county_name, cover: p.cover, lat: p.location.lat, lng: p.location.lng }]
      : [],
  );
}

/** The places (an unknown id is left out); loading until the campaign's detail is there. */
export function useTaskPlaces(ids: readonly string[]) {
  return useLoad(ids.length ? ['campaign-places', ...ids] : null, () => loadPlaces(ids));
}
