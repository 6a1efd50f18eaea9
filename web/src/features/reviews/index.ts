// What the reviews area shares with other pages (docs/REVIEWS.md): its calls, the stars, and
// the summary strip the place, stay, food and dish pages show, which loads (with its words)
// only when a page shows it.
export { reviews } from './calls';
export { Stars } from './Stars';

export { ReviewSummary } from './LazyReviewSummary';
