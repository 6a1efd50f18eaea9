// The offline map, drawn with Leaflet: the city's county outlines are the basemap, so it
// needs nothing from the network beyond our own API (DESIGN.md "Location and maps"). When the
// operator configured a tile provider, its tiles (through our server) lie under the outlines,
// every position converted to the tiles' datum; if they do not load the outlines stay as
// they were (docs/MAP.md). Loaded only by the pages that draw a map (index.ts `loadMap`).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { CountyOutline, PlaceCard } from '../../api/places';
import type { LatLng } from '../../lib/distance';
import { datumOf } from './datum';
import { spread, type Point } from './spread';
import { boundsOf, outlinesGeoJson, type MapTarget, type NearbyPin } from './target';
import { TileHealth, type TileLayerConfig } from './tiles';
import './drawMap.css';

export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
  you: string;
}

export interface MapScene {
  counties: CountyOutline[];
  target: MapTarget;
  labels: MapLabels;
  /** Draw the target's pin (default); a line's map marks its stops instead. */
  pin?: boolean;
  /** A tap on the map (choosing a point): where, in our datum (GCJ-02), whatever the tiles'. */
  onTap?: (p: LatLng) => void;
  /** The server's tile layer, drawn under the outlines; none: the outlines alone. */
  tiles?: TileLayerConfig | null;
}

/** A numbered stop of a line. */
export interface MapStop extends LatLng {
  /** What the marker shows: the stop's number. */
  label: string;
  name: string;
}

export interface MapHandle {
  setNearby(pins: NearbyPin[], onSelect: (place: PlaceCard) => void): void;
  setVisitor(p: LatLng | null): void;
  /** Back to the place, close enough to tell the streets' neighbours apart. */
  focusTarget(): void;
  /** The whole city. */
  showCity(): void;
  /** Moves the target's pin (a chosen point), showing it if it was hidden, and centres on it. */
  moveTarget(p: LatLng): void;
  /** The stops as numbered markers joined in order; a tap on one calls `onSelect` with its index. */
  setStops(stops: MapStop[], onSelect: (index: number) => void): void;
  /** Every stop in view. */
  showStops(): void;
  destroy(): void;
}

/** Zoom at which the place opens: a few kilometres across, so its neighbours are apart. */
export const PLACE_ZOOM = 13;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Outline fills: opaque on their own, a light wash over tiles so the streets show through. */
const FILL_ALONE = 1;
const FILL_OVER_TILES = 0.15;

/** A numbered stop's marker, drawn `offset` px away from its point when it must make room. */
const stopIcon = (label: string, offset: Point) =>
  L.divIcon({ className: 'yz-map-stop', html: escapeHtml(label), iconSize: [30, 30], iconAnchor: [15 - offset.x, 15 - offset.y] });
/** Stop markers are 30 px across: centres at least this far apart never overlap. */
const STOP_GAP = 34;

export function drawMap(el: HTMLElement, scene: MapScene): MapHandle {
  const { counties, target, tiles } = scene;
  const words = scene.labels;
  // Our positions are GCJ-02; the map draws in its tiles' datum (unchanged without tiles).
  const datum = datumOf(tiles?.crs);
  const at = (p: LatLng): L.LatLngTuple => {
    const q = datum.toMap(p);
    return [q.lat, q.lng];
  };
  const toLatLngBounds = (b: { south: number; west: number; north: number; east: number }) =>
    L.latLngBounds(at({ lat: b.south, lng: b.west }), at({ lat: b.north, lng: b.east }));
  const map = L.map(el, {
    zoomControl: false,
    attributionControl: false,
    zoomSnap: 0.5,
    minZoom: 6,
    maxZoom: 17,
    bounceAtZoomLimits: false,
  });
  L.control.zoom({ position: 'topright', zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);

  const outlines = L.geoJSON(outlinesGeoJson(counties, target.countyCode) as GeoJSON.FeatureCollection, {
    interactive: false,
    coordsToLatLng: ([lng, lat]) => L.latLng(at({ lat, lng })),
    style: (f) => ({
      color: '#6fa99c',
      weight: 1.4,
      fillColor: f?.properties?.highlight ? '#d3ebe4' : '#f1f4ee',
      fillOpacity: tiles ? FILL_OVER_TILES : FILL_ALONE,
    }),
  }).addTo(map);

  if (tiles) {
    // The provider's words, as its terms ask, only while its tiles are on the map.
    const credit = L.control.attribution({ position: 'bottomleft', prefix: false }).addTo(map);
    const layer = L.tileLayer(tiles.url, {
      attribution: escapeHtml(tiles.attribution),
      maxNativeZoom: tiles.maxZoom,
      maxZoom: 17,
      className: 'yz-map-tiles',
    });
    const health = new TileHealth();
    layer.on('tileload', () => health.load());
    layer.on('tileerror', () => {
      if (!health.fail()) return;
      // No network, or the provider is down: back to the outlines as they are drawn alone.
      layer.remove();
      credit.remove();
      outlines.setStyle({ fillOpacity: FILL_ALONE });
    });
    layer.addTo(map);
  }

  // County names, each shown only while its county is wide enough on screen to hold it, so
  // the small city districts do not pile their names on each other at city scale.
  const labels = counties.flatMap((c) => {
    const b = boundsOf([c]);
    if (!b) return [];
    const marker = L.marker(at(c.centroid), {
      icon: L.divIcon({ className: 'yz-map-county', html: escapeHtml(c.name), iconSize: [96, 20], iconAnchor: [48, 10] }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    return [{ marker, bounds: toLatLngBounds(b), width: c.name.length * 13 }];
  });
  const fitLabels = () => {
    for (const l of labels) {
      const west = map.latLngToLayerPoint(l.bounds.getSouthWest()).x;
      const east = map.latLngToLayerPoint(l.bounds.getNorthEast()).x;
      const el = l.marker.getElement();
      if (el) el.style.visibility = east - west >= l.width * 1.6 ? '' : 'hidden';
    }
  };
  map.on('zoomend', fitLabels);

  const city = boundsOf(counties, [target]);
  const cityBounds = city ? toLatLngBounds(city) : L.latLngBounds(at(target), at(target));
  // Room to look around, not to get lost in the blank beyond the city.
  map.setMaxBounds(cityBounds.pad(0.4));

  const pin = L.marker(at(target), {
    icon: L.divIcon({
      className: 'yz-map-pin',
      html:
        '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true"><path d="M14 35s12-11.2 12-21A12 12 0 0 0 2 14c0 9.8 12 21 12 21z" fill="#e8843a" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="4.5" fill="#fff"/></svg>' +
        `<span class="yz-map-pin__label">${escapeHtml(target.name)}</span>`,
      iconSize: [28, 36],
      iconAnchor: [14, 36],
    }),
    title: target.name,
    alt: target.name,
    keyboard: false,
    zIndexOffset: 1000,
  });
  if (scene.pin !== false) pin.addTo(map);
  const onTap = scene.onTap;
  if (onTap) map.on('click', (e: L.LeafletMouseEvent) => onTap(datum.fromMap({ lat: e.latlng.lat, lng: e.latlng.lng })));

  const stopsLayer = L.layerGroup().addTo(map);
  let stopBounds: L.LatLngBounds | null = null;
  let stopMarkers: { marker: L.Marker; label: string }[] = [];
  // Stops that would cover each other at this zoom are fanned out around where they stand
  // (the route line keeps the true points); again after every zoom.
  const spreadStops = () => {
    if (!stopMarkers.length) return;
    let points: Point[];
    try {
      points = stopMarkers.map(({ marker }) => map.latLngToLayerPoint(marker.getLatLng()));
    } catch {
      return; // no view yet: laid out on the first zoom
    }
    spread(points, STOP_GAP).forEach((offset, i) => {
      const m = stopMarkers[i];
      m.marker.setIcon(stopIcon(m.label, offset));
    });
  };
  map.on('zoomend viewreset', spreadStops);
  const nearbyLayer = L.layerGroup().addTo(map);
  let visitorMarker: L.Marker | null = null;

  const focusTarget = () => map.setView(at(target), PLACE_ZOOM);
  focusTarget();
  fitLabels();

  return {
    setNearby(pins, onSelect) {
      nearbyLayer.clearLayers();
      for (const { group, place } of pins) {
        L.marker(at(place.location), {
          icon: L.divIcon({ className: `yz-map-near yz-map-near--${group}`, iconSize: [18, 18], iconAnchor: [9, 9] }),
          title: place.name,
          alt: place.name,
          keyboard: true,
        })
          .on('click', () => onSelect(place))
          .addTo(nearbyLayer);
      }
    },
    setVisitor(p) {
      visitorMarker?.remove();
      visitorMarker = null;
      if (!p) return;
      visitorMarker = L.marker(at(p), {
        icon: L.divIcon({ className: 'yz-map-you', iconSize: [18, 18], iconAnchor: [9, 9] }),
        title: words.you,
        alt: words.you,
        keyboard: false,
        zIndexOffset: 500,
      }).addTo(map);
    },
    focusTarget,
    moveTarget(p) {
      pin.setLatLng(at(p));
      if (!map.hasLayer(pin)) pin.addTo(map);
      map.panTo(at(p));
    },
    setStops(stops, onSelect) {
      stopsLayer.clearLayers();
      stopMarkers = [];
      stopBounds = stops.length ? L.latLngBounds(stops.map(at)) : null;
      if (stops.length > 1) {
        // The route from stop to stop in order, in a white casing so it reads over streets
        // as well as over the plain outlines.
        const route = stops.map(at);
        L.polyline(route, { color: '#fff', weight: 7, opacity: 0.9, interactive: false }).addTo(stopsLayer);
        L.polyline(route, { color: '#c45f12', weight: 4, opacity: 0.95, dashArray: '8 6', interactive: false }).addTo(stopsLayer);
      }
      stops.forEach((s, i) => {
        const marker = L.marker(at(s), {
          icon: stopIcon(s.label, { x: 0, y: 0 }),
          title: `${s.label} ${s.name}`,
          alt: `${s.label} ${s.name}`,
          keyboard: true,
          zIndexOffset: 800 + stops.length - i,
        })
          .on('click', () => onSelect(i))
          .addTo(stopsLayer);
        stopMarkers.push({ marker, label: s.label });
      });
      spreadStops();
    },
    showStops: () => {
      // Clear of the zoom buttons in the top-right corner.
      if (stopBounds) map.fitBounds(stopBounds, { paddingTopLeft: [28, 28], paddingBottomRight: [76, 28], maxZoom: 15 });
    },
    showCity: () => map.fitBounds(cityBounds, { padding: [12, 12] }),
    destroy: () => map.remove(),
  };
}
