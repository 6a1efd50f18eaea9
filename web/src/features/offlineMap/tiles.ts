// The tile layer the server may offer (GET /ver3/api/v3/tiles/config, docs/MAP.md): whether
// there is one, its datum and the provider's words, and when to give up on it and keep the
// outlines alone. Pure and small; Leaflet's side is in drawMap.
import { mediaUrl } from '../../api/places';
import type { Crs } from './datum';

export interface TileLayerConfig {
  crs: Crs;
  attribution: string;
  maxZoom: number;
  /** The tiles' absolute address with {z}/{x}/{y}. */
  url: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The config answer's data as a layer to draw, or null: none configured, or an answer we cannot use. */
export function asTileConfig(data: unknown): TileLayerConfig | null {
  if (!isObj(data) || data.enabled !== true) return null;
  const { crs, attribution, max_zoom: maxZoom, url } = data;
  if (crs !== 'gcj02' && crs !== 'wgs84') return null;
  if (typeof url !== 'string' || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return null;
  if (typeof maxZoom !== 'number' || !Number.isInteger(maxZoom) || maxZoom < 1) return null;
  return { crs, attribution: typeof attribution === 'string' ? attribution : '', maxZoom, url: mediaUrl(url) };
}

/** The XYZ tile holding a point at zoom `z` (degrees in the tiles' datum). */
export function tileOf(lat: number, lng: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (Math.max(-85.051128, Math.min(85.051128, lat)) * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/**
 * Whether the tiles are worth keeping: the network gone or the provider down shows as
 * failures with nothing loaded, and then the outlines alone read better than a grey grid.
 * One tile that loaded proves the layer works; later failures are single holes.
 */
export class TileHealth {
  private loaded = 0;
  private failed = 0;
  constructor(private readonly giveUpAfter = 4) {}
  load(): void {
    this.loaded++;
  }
  /** A failed tile; true when the layer should go. */
  fail(): boolean {
    this.failed++;
    return this.loaded === 0 && this.failed >= this.giveUpAfter;
  }
}
