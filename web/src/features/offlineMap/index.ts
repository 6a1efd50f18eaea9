// The offline map (county outlines, the operator's tiles under them when configured) that
// the place map, the location pages and a line's map share. Leaflet and the tile layer load
// only when a page draws: `loadMap()` fetches the drawing module; everything else here is
// pure and small.
export type { MapHandle, MapLabels, MapScene, MapStop } from './drawMap';
export { boundsOf, countyAt, nearbyPins, outlinesGeoJson, parseMapQuery } from './target';
export type { Bounds, MapQuery, MapTarget, NearbyGroup, NearbyPin } from './target';

export const loadMap = () => import('./drawMap');
export { OfflineMap, type OfflineMapProps } from './OfflineMap';
export { useTileLayer } from './useTileLayer';
export type { TileLayerConfig } from './tiles';
