// Reads the web route table (the module that exports SPEC_ROUTES and BUILT) as text and follows
// each built route's loader to the page module it imports. Text, not a TypeScript build: the
// table is plain enough, and the check then runs without the web app's dependencies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(tsx?|jsx?)$/.test(name) && !/\.test\./.test(name)) out.push(path);
  }
  return out;
}

/** The module that declares `export const SPEC_ROUTES`, wherever it lives under web/src. */
export function findRouteTable(webSrc) {
  const hits = walk(webSrc).filter((f) => /export const SPEC_ROUTES\b/.test(readFileSync(f, 'utf8')));
  if (hits.length !== 1) {
    throw new Error(`expected one module exporting SPEC_ROUTES under ${webSrc}, found ${hits.length}`);
  }
  return hits[0];
}

function resolveModule(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The text between the opening bracket at `open` and its match. */
function balanced(text, open) {
  const pairs = { '[': ']', '{': '}', '(': ')' };
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (!stack.length) return text.slice(open + 1, i);
    }
  }
  throw new Error('unbalanced brackets');
}

/** The initializer of `const name … = …;` in a file, following `import { name } from …`. */
function definition(file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const text = readFileSync(file, 'utf8');
  const decl = new RegExp(`(?:^|\\n)\\s*(?:export\\s+)?const\\s+${name}\\b[^=]*=`).exec(text);
  if (decl) {
    const start = decl.index + decl[0].length;
    const rest = text.slice(start).trimStart();
    const bracket = start + text.slice(start).indexOf(rest[0]);
    // A literal ([…], {…}) is read to its closing bracket; anything else (a call, an arrow
    // function) to the end of its statement.
    const literal = '[{'.includes(rest[0]);
    const body = literal ? `${rest[0]}${balanced(text, bracket)}` : rest.split(/;\s*\n/)[0];
    return { file, body };
  }
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = m[1].split(',').map((s) => s.trim().split(/\s+as\s+/));
    const hit = names.find((n) => (n[1] ?? n[0]) === name);
    if (!hit) continue;
    const target = resolveModule(file, m[2]);
    return target ? definition(target, hit[0], seen) : null;
  }
  return null;
}

/** The page module a loader expression leads to, as an absolute path (null when unknown). */
function pageOf(file, expr, depth = 0) {
  const dynamic = [...expr.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  const pages = dynamic.filter((s) => !/QueryProvider|i18n/.test(s));
  if (pages.length) return resolveModule(file, pages.at(-1)) ?? { missing: resolve(dirname(file), pages.at(-1)) };
  const ident = expr.trim().match(/^([A-Za-z_$][\w$]*)$/);
  if (!ident || depth > 5) return null;
  const def = definition(file, ident[1]);
  return def ? pageOf(def.file, def.body, depth + 1) : null;
}

/** The parts of a list or object body split at its top-level commas. */
function topLevel(body) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "'" || c === '"' || c === '`') i = body.indexOf(c, i + 1);
    else if ('[{('.includes(c)) depth++;
    else if (']})'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
    if (i < 0) break;
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.replace(/\/\/[^\n]*/g, '').trim()).filter(Boolean);
}

/** Entries of an object literal body: `'route': loader` and `...spread`. */
function entries(file, body, out) {
  for (const part of topLevel(body)) {
    const spread = part.match(/^\.\.\.([A-Za-z_$][\w$]*)$/);
    if (spread) {
      const def = definition(file, spread[1]);
      if (def) entries(def.file, def.body.replace(/^\{|\}$/g, ''), out);
      continue;
    }
    const m = part.match(/^(?:'([^']+)'|"([^"]+)")\s*:\s*([\s\S]+)$/);
    if (m) out.push({ route: m[1] ?? m[2], file, expr: m[3] });
  }
  return out;
}

/** SPEC_ROUTES in order, and for each built route the page module file (or the reason it has none). */
export function readRouteTable(tableFile) {
  const specRoutes = definition(tableFile, 'SPEC_ROUTES');
  // BUILT may live beside the table (the page loaders load apart from the first screen).
  const builtFile = /export const BUILT\b/.test(readFileSync(tableFile, 'utf8'))
    ? tableFile
    : walk(dirname(dirname(tableFile))).find((f) => /export const BUILT\b/.test(readFileSync(f, 'utf8')));
  const built = builtFile ? definition(builtFile, 'BUILT') : null;
  if (!specRoutes || !built) throw new Error(`${tableFile}: SPEC_ROUTES, or BUILT beside it, not found`);
  const uncommented = specRoutes.body.replace(/\/\/[^\n]*/g, '');
  const routes = [...uncommented.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  const pages = new Map();
  for (const e of entries(built.file, built.body.replace(/^\{|\}$/g, ''), [])) {
    pages.set(e.route, pageOf(e.file, e.expr));
  }
  return { routes, pages };
}
