// GCJ-02 (our content, 高德, WeChat's gcj02 location) and WGS-84 (GPS, 天地图's CGCS2000,
// OpenStreetMap): the same place reads a few hundred metres apart in Zhejiang. The map draws
// in the datum of its tiles, so positions are converted on their way onto the map and taps
// on their way back. The formula is the widely published one the server uses too
// (crates/geo/src/transform.rs); outside mainland China the two datums agree.
import type { LatLng } from '../../lib/distance';

export type Crs = 'gcj02' | 'wgs84';

const A = 6378245.0;
const EE = 0.006693421622965943;
const PI = Math.PI;

const outOfChina = (p: LatLng) => p.lng < 72.004 || p.lng > 137.8347 || p.lat < 0.8293 || p.lat > 55.8271;

function transformLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * PI) + 20 * Math.sin(2 * x * PI)) * 2) / 3;
  r += ((20 * Math.sin(y * PI) + 40 * Math.sin((y / 3) * PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * PI) + 320 * Math.sin((y * PI) / 30)) * 2) / 3;
  return r;
}

function transformLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * PI) + 20 * Math.sin(2 * x * PI)) * 2) / 3;
  r += ((20 * Math.sin(x * PI) + 40 * Math.sin((x / 3) * PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * PI) + 300 * Math.sin((x / 30) * PI)) * 2) / 3;
  return r;
}

export function wgs84ToGcj02(p: LatLng): LatLng {
  if (outOfChina(p)) return p;
  const radLat = (p.lat / 180) * PI;
  const magic = 1 - EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (transformLat(p.lng - 105, p.lat - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * PI);
  const dLng = (transformLng(p.lng - 105, p.lat - 35) * 180) / ((A / sqrtMagic) * Math.cos(radLat) * PI);
  return { lat: p.lat + dLat, lng: p.lng + dLng };
}

/** The inverse, by a few rounds of "move by what the forward formula got wrong" (to ~1 cm). */
export function gcj02ToWgs84(p: LatLng): LatLng {
  if (outOfChina(p)) return p;
  let w = p;
  for (let i = 0; i < 8; i++) {
    const g = wgs84ToGcj02(w);
    const dLat = g.lat - p.lat;
    const dLng = g.lng - p.lng;
    w = { lat: w.lat - dLat, lng: w.lng - dLng };
    if (Math.abs(dLat) < 1e-9 && Math.abs(dLng) < 1e-9) break;
  }
  return w;
}

/** Our positions (GCJ-02) onto a map drawn in `crs`, and the map's points back. */
export interface Datum {
  toMap(p: LatLng): LatLng;
  fromMap(p: LatLng): LatLng;
}

const same = (p: LatLng) => p;

export function datumOf(crs: Crs | null | undefined): Datum {
  return crs === 'wgs84' ? { toMap: gcj02ToWgs84, fromMap: wgs84ToGcj02 } : { toMap: same, fromMap: same };
}
