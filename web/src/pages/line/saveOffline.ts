// 离线保存 (docs/FRONTEND.md, "Offline"): everything a line's three pages need, fetched now
// while there is a network, so the service worker has it when there is none — every file of
// the app, the line's answer, its cities' county outlines, its stops' details and covers. Nothing is stored beside the worker's caches except the
// list of saved lines, so the button can say 已离线保存.
import type { LineDetail } from '../../api/lines';
import { loadMap } from '../../features/offlineMap';
import { loadWords } from '../../i18n';
import { places } from '../../services';
import { lines } from './lines';

const KEY = 'yz.offlineLines';

export type SaveOutcome = 'saved' | 'unsupported' | 'failed';

function savedIds(): string[] {
  try {
    const ids = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const isSavedOffline = (id: string) => savedIds().includes(id);

/** True when this browser can keep pages for offline use (a service worker is in charge). */
export const canSaveOffline = () => typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;

/** Asks the service worker to keep every file of the app; rejects if it could not. */
function keepApp(): Promise<void> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return Promise.reject(new Error('no service worker'));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('the app files were not kept in time')), 60_000);
    channel.port1.onmessage = (e: MessageEvent<{ ok?: boolean }>) => {
      clearTimeout(timer);
      if (e.data?.ok) resolve();
      else reject(new Error('the app files were not kept'));
    };
    worker.postMessage({ type: 'youzhe:keep-app' }, [channel.port2]);
  });
}

export async function saveLineOffline(line: LineDetail): Promise<SaveOutcome> {
  if (!canSaveOffline()) return 'unsupported';
  try {
    const stops = line.itinerary.flatMap((d) => d.stops.map((s) => s.place));
    const answers = await Promise.all([
      lines.line(line.id),
      ...line.city_ids.map((c) => places.boundaries(c)),
      ...stops.map((p) => places.details(p.id)),
    ]);
    if (answers.some((a) => a === false || a === null)) return 'failed';
    await Promise.all([
      keepApp(),
      import('./LineMapPage'),
      import('./InTourLinePage'),
      loadMap(),
      loadWords('poi'),
      ...stops.map((p) => fetch(p.cover).then((r) => r.ok || Promise.reject(new Error(p.cover)))),
    ]);
    localStorage.setItem(KEY, JSON.stringify([...new Set([...savedIds(), line.id])]));
    return 'saved';
  } catch {
    return 'failed';
  }
}
