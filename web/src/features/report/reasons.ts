// The reasons a review, a travel note or a contest entry is reported with: one body for all
// three (`{reason}`, docs/REVIEWS.md "Reports"), the type read from the server's document.
import type { components } from '../../api/schema';

export type ReportReason = components['schemas']['ReportReason'];
/** What is reported: the sheet's title names it. */
export type ReportedKind = 'review' | 'note' | 'entry';

/** In the order the sheet offers them. */
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'abuse', 'false', 'privacy', 'other'];
