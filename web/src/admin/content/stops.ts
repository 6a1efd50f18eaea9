// A line's stops as the console's map edits them: parsed from the form's JSON text, one
// stop placed (or put back at its place), written back as the same JSON text.

export interface LatLng {
  lat: number;
  lng: number;
}

export interface StopBody {
  place_id: string;
  day: number;
  order: number;
  location?: LatLng | null;
  [k: string]: unknown;
}

/** The stops in the form's JSON text, or null while it does not parse as a list of stops. */
export function parseStops(text: unknown): StopBody[] | null {
  if (typeof text !== 'string') return Array.isArray(text) ? (text as StopBody[]) : null;
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v) || !v.every((s) => s && typeof s === 'object' && typeof (s as StopBody).place_id === 'string')) return null;
    return v as StopBody[];
  } catch {
    return null;
  }
}

/** Six decimals: about 10 cm, as precise as a click can be. */
const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** The stops with stop `i` placed at `p`, or back at its place's own point when `p` is null. */
export function placeStop(stops: StopBody[], i: number, p: LatLng | null): StopBody[] {
  return stops.map((s, k) => {
    if (k !== i) return s;
    const { location: _old, ...rest } = s;
    return p ? { ...rest, location: { lat: round(p.lat), lng: round(p.lng) } } : rest;
  });
}

/** The JSON text the form holds for these stops. */
export const stopsText = (stops: StopBody[]) => JSON.stringify(stops, null, 2);

/** The numbers the map and the list show: `1-2` is day 1, second stop. */
export const stopLabel = (s: StopBody) => `${s.day}-${s.order}`;
