// What the classic recommendations share with other areas: the calls, a suggestion's row
// and where it opens, and the place page's "recommended articles" section, which loads
// (with its words) only when a place page shows it.
import { lazy } from 'react';
import { loadWords } from '../../i18n/areas';

export { suggest } from './suggest';
export { SuggestRow, suggestUrl } from './SuggestRow';

export const PlaceSuggestions = lazy(() => Promise.all([import('./PlaceSuggestions'), loadWords('suggest')]).then(([m]) => m));
