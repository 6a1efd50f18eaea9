import { useSearchParams } from 'react-router';
import { useRecord } from '../../ui/query';
import { famous } from './famous';

/** The story the address names (`?id=<place>&personId=<person>`): missing when either is absent. */
export function usePlaceStory() {
  const [params] = useSearchParams();
  const placeId = params.get('id')?.trim() || '';
  const personId = params.get('personId')?.trim() || '';
  const key = placeId && personId ? `${personId}|${placeId}` : null;
  return useRecord('famous-story', key, () => famous.story(personId, placeId));
}
