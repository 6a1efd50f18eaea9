// The reviews pages' calls and their signed-in check (newcate/comments, newcate/comment,
// docs/REVIEWS.md). Kept with the pages, so the first screen carries none of it.
import type { ReviewTargetKind } from '../../api/reviews';
import { reviews } from '../../features/reviews';
import { goSignIn, useSignedIn } from '../../ui/signIn';

export { reviews, useSignedIn };

/** The target a reviews page is opened with: `?kind=place|dish&id=…` (kind defaults to place). */
export function targetOf(params: URLSearchParams): { kind: ReviewTargetKind; id: string } | null {
  const id = params.get('id')?.trim() ?? '';
  const kind = params.get('kind') ?? 'place';
  if (!id || (kind !== 'place' && kind !== 'dish')) return null;
  return { kind, id };
}

/** Off to sign in (WeChat's authorization, or the phone sign-in page) and back here. */
export function signIn(): void {
  goSignIn('reviews.signIn.failed');
}
