// What the review, travel note and contest entry pages share to report what others wrote
// (docs/REVIEWS.md, "Reports"): the sheet of reasons, which loads with its words on the
// first 举报 tap, and the reasons' type. Render it inside a `Suspense` while reporting.
import { lazy } from 'react';
import { loadWords } from '../../i18n/areas';

export type { ReportReason, ReportedKind } from './reasons';
export type { ReportSheetProps } from './ReportSheet';

export const ReportSheet = lazy(() =>
  Promise.all([import('./ReportSheet'), loadWords('report')]).then(([m]) => ({ default: m.ReportSheet })),
);
