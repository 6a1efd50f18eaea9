// The summary strip as pages use it: its code and words load only when a page shows it, and
// until then its place is kept (ReviewSlot).
import { Suspense, lazy } from 'react';
import type { ReviewTargetKind } from '../../api/reviews';
import { loadWords } from '../../i18n/areas';
import { ReviewSlot } from './ReviewSlot';

const Summary = lazy(() =>
  Promise.all([import('./ReviewSummary'), loadWords('reviews')]).then(([m]) => ({ default: m.ReviewSummary })),
);

export function ReviewSummary(props: { kind: ReviewTargetKind; id: string }) {
  return (
    <Suspense fallback={<ReviewSlot />}>
      <Summary {...props} />
    </Suspense>
  );
}
