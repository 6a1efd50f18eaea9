// A place's album (docs/MEDIA.md, "Review photos in the album"): a published review's photo
// copied into the operator's draft of the place, credited to the visitor.
import type { BodyOf, DataOf } from '../../api/typedRequest';
import { admin } from './typed';

const PROMOTE = '/ver3/api/admin/v1/content/places/{id}/album' as const;
export type PromotePhoto = BodyOf<typeof PROMOTE, 'post'>;
/** The operator's draft of the place, the promoted photo last in its `media`. */
export type PromotedDraft = DataOf<typeof PROMOTE, 'post'>;

export const album = {
  promote: (placeId: string, body: PromotePhoto) => admin.post(PROMOTE, body, { path: { id: placeId } }),
};

/** The credit the server gave the photo just promoted: the last album item's. */
export function creditOf(draft: PromotedDraft, mediaId: string): string | undefined {
  const media = (draft.body as { media?: { promotedFrom?: string; credit?: string }[] } | null)?.media ?? [];
  return media.find((m) => m.promotedFrom === mediaId)?.credit;
}
