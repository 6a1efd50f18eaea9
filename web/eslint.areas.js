// The layering rule the compiler cannot see (docs/FRONTEND.md): an area folder of src/pages
// never imports another area's files; what two areas share lives in src/ui or
// src/features/<name>. The areas are read from the file system when the lint starts, so a new
// page folder is guarded the day it is made: each folder of src/pages is an area, except a
// folder holding only folders (custom/), whose folders are the areas (custom/answer, custom/qixi).
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGES = resolve(dirname(fileURLToPath(import.meta.url)), 'src/pages');

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** Every area folder under src/pages, as paths relative to it (`hotel`, `custom/qixi`). */
export function pageAreas(pages = PAGES) {
  return folders(pages)
    .flatMap((top) => {
      const inside = readdirSync(resolve(pages, top), { withFileTypes: true });
      const group = inside.length > 0 && inside.every((e) => e.isDirectory());
      return group ? folders(resolve(pages, top)).map((sub) => `${top}/${sub}`) : [top];
    })
    .sort();
}

/** The area a file lies in, or null outside src/pages (or for a file directly in it). */
export function areaOf(file, areas, pages = PAGES) {
  const rel = relative(pages, file).split(sep).join('/');
  if (rel.startsWith('..')) return null;
  return areas.find((a) => rel === a || rel.startsWith(`${a}/`)) ?? null;
}

/** The ESLint rule: a relative import that leaves its area for another area is an error. */
export function areaBoundaryRule(pages = PAGES) {
  const areas = pageAreas(pages);
  return {
    meta: {
      type: 'problem',
      messages: {
        crossing:
          'Area folders do not import each other: {{from}} imports {{to}}. Move what they share to src/ui or src/features/<name> (through its index.ts).',
      },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const from = areaOf(file, areas, pages);
      if (!from) return {};
      const check = (node) => {
        const source = node.source;
        if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const to = areaOf(resolve(dirname(file), source.value), areas, pages);
        if (to && to !== from) context.report({ node: source, messageId: 'crossing', data: { from, to } });
      };
      return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
}
