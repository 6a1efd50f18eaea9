// Place pieces more than one area shows (poi, public album, tour map, food, stays).
export { PlaceMissing } from './PlaceMissing';
export { usePlaceDetail, usePlaceId, useVisitorPosition, isVisitorsOwn } from './placeQuery';
