// The areas whose words are not on the first screen: each loads with its pages, so the
// entry chunk carries only the shell's, the shared place words and the home page's.
import { addWords } from './index';

const LOADERS = {
  cate: () => import('./zh-CN/cate').then((m) => m.cate),
  poi: () => import('./zh-CN/poi').then((m) => m.poi),
  homesearch: () => import('./zh-CN/homesearch').then((m) => m.homesearch),
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
