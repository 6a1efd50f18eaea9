// The areas whose words are not on the first screen: each loads with its pages, so the
// entry chunk carries only the shell's and the home page's first screen (its hero and
// cities). The words every place page shares (`places`) and the stay pages' (`stay`) load
// with those pages, and with the home page's sections below its first screen.
import { addWords } from './text';

const LOADERS = {
  places: () => import('./zh-CN/places').then((m) => m.places),
  stay: () => import('./zh-CN/hotel').then((m) => m.hotel),
  system: () => import('./zh-CN/system').then((m) => m.system),
  cate: () => import('./zh-CN/cate').then((m) => m.cate),
  poi: () => import('./zh-CN/poi').then((m) => m.poi),
  homesearch: () => import('./zh-CN/homesearch').then((m) => m.homesearch),
  ranklist: () => import('./zh-CN/ranklist').then((m) => m.ranklist),
  famous: () => import('./zh-CN/famous').then((m) => m.famous),
  line: () => import('./zh-CN/line').then((m) => m.line),
  suggest: () => import('./zh-CN/suggest').then((m) => m.suggest),
  nearby: () => import('./zh-CN/nearby').then((m) => m.nearby),
} as const;

export type WordArea = keyof typeof LOADERS;

const loaded = new Map<WordArea, Promise<void>>();

/** Loads an area's words once; later calls share the first load. */
export function loadWords(area: WordArea): Promise<void> {
  let p = loaded.get(area);
  if (!p) {
    p = LOADERS[area]().then(addWords);
    // A failed load may be retried (the page's own load error offers a retry).
    p.catch(() => loaded.delete(area));
    loaded.set(area, p);
  }
  return p;
}

/** Several areas' words at once (a page's loader waits for them). */
export const loadAllWords = (areas: readonly WordArea[]): Promise<void> => Promise.all(areas.map(loadWords)).then(() => undefined);
