// Each area's words load with its pages, so the entry chunk carries only the shell's and the
// home page's first screen (its hero and cities). The first screen's own loaders are here:
// the words every place page shares (`places`), the stay pages' (`stay`, also the home
// page's sections below its first screen) and the system pages'. Every other area's loader
// is in laterAreas.ts, reached through one dynamic import: adding an area never grows the
// first route. This is the only way words load.
import type { LATER_AREAS } from './laterAreas';
import { addWords, type Words } from './text';

const FIRST_SCREEN = {
  places: () => import('./zh-CN/places').then((m) => m.places),
  stay: () => import('./zh-CN/hotel').then((m) => m.hotel),
  system: () => import('./zh-CN/system').then((m) => m.system),
} satisfies Record<string, () => Promise<Words>>;

type FirstScreenArea = keyof typeof FIRST_SCREEN;
export type WordArea = FirstScreenArea | keyof typeof LATER_AREAS;

const isFirstScreen = (area: WordArea): area is FirstScreenArea => area in FIRST_SCREEN;

function wordsOf(area: WordArea): Promise<Words> {
  if (isFirstScreen(area)) return FIRST_SCREEN[area]();
  return import('./laterAreas').then((m) => m.LATER_AREAS[area]());
}

const loaded = new Map<WordArea, Promise<void>>();

/** Loads an area's words once; later calls share the first load. */
export function loadWords(area: WordArea): Promise<void> {
  let p = loaded.get(area);
  if (!p) {
    p = wordsOf(area).then(addWords);
    // A failed load may be retried (the page's own load error offers a retry).
    p.catch(() => loaded.delete(area));
    loaded.set(area, p);
  }
  return p;
}

/** Several areas' words at once (a page's loader waits for them). */
export const loadAllWords = (areas: readonly WordArea[]): Promise<void> => Promise.all(areas.map(loadWords)).then(() => undefined);
