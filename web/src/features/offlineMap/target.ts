// What the map page shows, from its address, and the geometry it needs. Pure.
import type { CountyOutline, PlaceCard } from '../../api/places';
import type { LatLng } from '../../lib/distance';

/** `?id=` names a place; `?point=lat,lng&name=&address=` names a point (openMap's fallback; older links say `lat=&lng=`). */
export type MapQuery = { kind: 'place'; id: string } | { kind: 'point'; point: LatLng; name: string; address: string } | { kind: 'none' };

const inChina = (p: LatLng) => p.lat >= 18 && p.lat <= 54 && p.lng >= 73 && p.lng <= 136; // China, loosely

export function parseMapQuery(search: URLSearchParams): MapQuery {
  const id = (search.get('id') ?? '').trim();
  if (id) return { kind: 'place', id };
  const [pLat, pLng] = (search.get('point') ?? '').split(',');
  const lat = Number.parseFloat(pLat || (search.get('lat') ?? ''));
  const lng = Number.parseFloat(pLng || (search.get('lng') ?? ''));
  if (Number.isFinite(lat) && Number.isFinite(lng) && inChina({ lat, lng })) {
    return { kind: 'point', point: { lat, lng }, name: (search.get('name') ?? '').trim(), address: (search.get('address') ?? '').trim() };
  }
  return { kind: 'none' };
}

/** The point the map is about: a name, where it is, and which county outline holds it. */
export interface MapTarget extends LatLng {
  name: string;
  address: string;
  countyCode?: string;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The box around every outline (and the extra points), or null when there is nothing. */
export function boundsOf(counties: CountyOutline[], extra: LatLng[] = []): Bounds | null {
  let b: Bounds | null = null;
  const add = (lat: number, lng: number) => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return;
    if (!b) b = { south: lat, north: lat, west: lng, east: lng };
    else {
      b.south = Math.min(b.south, lat);
      b.north = Math.max(b.north, lat);
      b.west = Math.min(b.west, lng);
      b.east = Math.max(b.east, lng);
    }
  };
  for (const c of counties) for (const poly of c.multipolygon) for (const ring of poly) for (const [lng, lat] of ring) add(lat, lng);
  for (const p of extra) add(p.lat, p.lng);
  return b;
}

/** Point-in-polygon (even-odd over every ring, so holes count), for "which county is this in". */
export function countyAt(counties: CountyOutline[], p: LatLng): CountyOutline | null {
  for (const c of counties) {
    for (const poly of c.multipolygon) {
      let inside = false;
      for (const ring of poly) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i];
          const [xj, yj] = ring[j];
          if (yi > p.lat !== yj > p.lat && p.lng < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) inside = !inside;
        }
      }
      if (inside) return c;
    }
  }
  return null;
}

/** The city's outlines as GeoJSON, one feature per county, the target's county marked. */
export function outlinesGeoJson(counties: CountyOutline[], highlight?: string) {
  return {
    type: 'FeatureCollection' as const,
    features: counties.map((c) => ({
      type: 'Feature' as const,
      properties: { code: c.code, name: c.name, highlight: c.code === highlight },
      geometry: { type: 'MultiPolygon' as const, coordinates: c.multipolygon },
    })),
  };
}

export type NearbyGroup = 'sights' | 'food';
export interface NearbyPin {
  group: NearbyGroup;
  place: PlaceCard;
}

/** Nearby places for the map: each once (a place in both answers keeps its first group), never the target. */
export function nearbyPins(groups: { group: NearbyGroup; places: PlaceCard[] }[], targetId?: string): NearbyPin[] {
  const seen = new Set<string>(targetId ? [targetId] : []);
  const out: NearbyPin[] = [];
  for (const g of groups) {
    for (const place of g.places) {
      if (seen.has(place.id)) continue;
      seen.add(place.id);
      out.push({ group: g.group, place });
    }
  }
  return out;
}
