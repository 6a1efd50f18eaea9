// The county stamp campaigns' shared pieces (docs/STAMPS.md): custom/ninghai/*, custom/yunhe/active
// and custom/food/* are these views with one campaign's look (looks.ts). Every decision (near
// enough, one stamp per place, the full card's chance, the draw) is the server's.
//
// - calls.ts        the card, the visitor's stamps, a check-in (one key per place).
// - StampCardView   the card: stamps, a check-in per place with the distance, the draw when full.
// - StampStart      the start page: rules, the route, 开始集章.
// - TrailByCity     the food trail's places by city with the visitor's stamps.
// - looks.ts        each campaign page's look, words and pages (keyed by the card's page).
// - useStampCard    the card of `?id=`, else of the server's current campaign of the page.
import './Stamps.css';

export { stampCalls } from './calls';
export { stampKey, type StampCard, type MyStamps, type CheckinAnswer } from '../../api/stamps';
export { StampCardView } from './StampCardView';
export { StampStart } from './StampStart';
export { TrailByCity } from './TrailByCity';
export { FOOD, NINGHAI, YUNHE, type StampLook } from './looks';
