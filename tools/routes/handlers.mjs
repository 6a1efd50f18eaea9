// Finds the `#[utoipa::path(...)]` annotations under crates/*/src: which file and function
// declares each documented method and path. Read as text so the check needs no Rust build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const METHODS = 'get|post|put|patch|delete|head|options|trace';

function rustFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) rustFiles(path, out);
    else if (name.endsWith('.rs')) out.push(path);
  }
  return out;
}

/** The text with every string literal's contents blanked (same length), so that words in
 * descriptions never look like code. */
function blankStrings(text) {
  return text.replace(/"(?:[^"\\]|\\[\s\S])*"/g, (s) => `"${' '.repeat(s.length - 2)}"`);
}

/** One entry per annotation: { method, path, fn, file }, file absolute. */
export function findHandlers(cratesDir) {
  const found = [];
  for (const crate of readdirSync(cratesDir)) {
    const src = join(cratesDir, crate, 'src');
    if (!existsSync(src)) continue;
    for (const file of rustFiles(src)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('utoipa::path')) continue;
      const code = blankStrings(text);
      for (const start of code.matchAll(/#\[\s*utoipa::path\s*\(/g)) {
        const fnMatch = /\bfn\s+([A-Za-z_]\w*)/g;
        fnMatch.lastIndex = start.index;
        const fn = fnMatch.exec(code);
        const end = fn ? fn.index : code.length;
        const window = code.slice(start.index, end);
        const method =
          window.match(new RegExp(`utoipa::path\\s*\\(\\s*(${METHODS})\\b`))?.[1] ??
          window.match(new RegExp(`[(,]\\s*(${METHODS})\\s*[,)]`))?.[1];
        const at = window.search(/\bpath\s*=\s*"/);
        const path = at < 0 ? null : text.slice(start.index + at).match(/^path\s*=\s*"((?:[^"\\]|\\.)*)"/)[1];
        found.push({ method: method?.toUpperCase() ?? null, path, fn: fn?.[1] ?? null, file });
      }
    }
  }
  return found;
}
