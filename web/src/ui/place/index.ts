// Place pieces more than one area shows (poi, public album, tour map, food, stays).
export { Missing, type MissingLook } from './Missing';
export { usePlaceDetail, usePlaceId, useVisitorPosition, isVisitorsOwn } from './placeQuery';
