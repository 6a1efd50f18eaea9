// Which API operations a page calls: its module's imports followed through web/src (static,
// re-exports and lazy `import()`), the calls written in the files it reaches (`api.get('/ver3/…')`,
// `api.post(…)`, a `request('/ver3/…', { method: 'POST' })`), matched to the OpenAPI document's
// operations. The first-screen instances in services.ts (`places`, `search`, …) lead to the
// api module they are made from; the request layer, the generated types, i18n and the app
// shell are not followed (they reach every page, not the page's own calls).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];
const NOT_FOLLOWED = [/\/api\/request\.ts$/, /\/api\/typedRequest\.ts$/, /\/api\/schema\.d\.ts$/, /\/i18n\//, /\/app\//, /\/admin\//, /\.css$/];
const METHODS = { get: 'GET', find: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE', del: 'DELETE' };

function resolveModule(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const ext of EXTENSIONS) {
    const c = base + ext;
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Relative module specifiers a file imports, re-exports or loads lazily, with the names it takes. */
export function importsOf(text) {
  const out = [];
  for (const m of text.matchAll(/(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.[^'"]+)['"]/g)) {
    if (m[1]) continue;
    const names = (m[2].match(/\{([^}]*)\}/)?.[1] ?? '').split(',').map((s) => s.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean);
    out.push({ spec: m[3], names });
  }
  for (const m of text.matchAll(/import\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g)) out.push({ spec: m[1], names: [] });
  for (const m of text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)) out.push({ spec: m[1], names: [] });
  return out;
}

/** The calls written in one file: `{ method, path }`, method null where the text does not say. */
export function callsIn(text) {
  const out = [];
  const seen = new Set();
  const add = (method, raw) => {
    const path = raw.replace(/\$\{[^}]*\}/g, '{}');
    const key = `${method} ${path}`;
    if (!seen.has(key)) out.push({ method, path }), seen.add(key);
  };
  const literal = `(?<q>['"\`])(?<path>(?:/ver3/|/v3/|/wxShare|/brand-api/)[^'"\`]*)\\k<q>`;
  const typed = new RegExp(`\\.(get|find|post|put|patch|delete|del)(?:<[^>]*>)?\\(\\s*${literal}`, 'g');
  const taken = new Set();
  for (const m of text.matchAll(typed)) {
    add(METHODS[m[1]], m.groups.path);
    taken.add(m.index + m[0].indexOf(m.groups.path));
  }
  const any = new RegExp(literal, 'g');
  for (const m of text.matchAll(any)) {
    const at = m.index + 1;
    if (taken.has(at)) continue;
    const after = text.slice(at, at + 300);
    const method = after.match(/method:\s*['"](GET|POST|PUT|PATCH|DELETE)['"]/)?.[1] ?? (/request(?:<[^>]*>)?\(\s*$/.test(text.slice(Math.max(0, m.index - 40), m.index)) ? 'GET' : null);
    add(method, m.groups.path);
  }
  return out;
}

/** The instances services.ts exports (`places`) and the module each is made from (`api/places.ts`). */
function servicesMap(servicesFile) {
  const text = readFileSync(servicesFile, 'utf8');
  const from = new Map();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    for (const n of m[1].split(',').map((s) => s.trim()).filter(Boolean)) from.set(n, resolveModule(servicesFile, m[2]));
  }
  const made = new Map();
  for (const m of text.matchAll(/export const (\w+) = (\w+)\(/g)) if (from.get(m[2])) made.set(m[1], from.get(m[2]));
  return made;
}

/** Every file a page module reaches, its own first. */
export function reachedFiles(pageFile, webSrc) {
  const services = join(webSrc, 'services.ts');
  const made = existsSync(services) ? servicesMap(services) : new Map();
  const seen = new Set([pageFile]);
  const queue = [pageFile];
  while (queue.length) {
    const file = queue.shift();
    for (const { spec, names } of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, spec);
      if (!target || !target.startsWith(webSrc)) continue;
      const next = target === services ? names.map((n) => made.get(n)).filter(Boolean) : [target];
      for (const t of next) {
        if (seen.has(t) || NOT_FOLLOWED.some((r) => r.test(t)) || /\.test\./.test(t)) continue;
        seen.add(t);
        queue.push(t);
      }
    }
  }
  return [...seen];
}

const pattern = (docPath) => new RegExp(`^${docPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '[^/]+')}$`);

/**
 * An api module's calls, each with the member of the client object it is written in
 * (`list: (…) => api.get('/ver3/api/v3/places', …)`), or null for one outside any member.
 */
export function memberCalls(text) {
  const out = [];
  let member = null;
  let chunk = [];
  const flush = () => {
    for (const c of callsIn(chunk.join('\n'))) out.push({ ...c, member });
    chunk = [];
  };
  for (const line of text.split('\n')) {
    const m = line.match(/^\s{2,6}(?:async\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*(?:async\s*)?\(|:\s*[A-Za-z_$][\w$]*\s*=>|\()/);
    if (m && !/^\s*(if|for|while|switch|return|const|let)\b/.test(line)) {
      flush();
      member = m[1];
    } else if (/^(export |function |const |\})/.test(line)) {
      flush();
      member = null;
    }
    chunk.push(line);
  }
  flush();
  return out;
}

/**
 * The document's operations a page calls, sorted by path then method. In web/src/api the calls
 * count only where the page's own files use the member they are written in (`places.list(`),
 * so a page that lists places does not also claim every other place call.
 */
export function pageOperations(pageFile, webSrc, operations) {
  const files = reachedFiles(pageFile, webSrc);
  const apiDir = join(webSrc, 'api') + '/';
  const used = new Set();
  for (const f of files.filter((f) => !f.startsWith(apiDir))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/\.([A-Za-z_$][\w$]*)\s*\(/g)) used.add(m[1]);
  }
  const calls = files.flatMap((f) =>
    f.startsWith(apiDir) ? memberCalls(readFileSync(f, 'utf8')).filter((c) => c.member === null || used.has(c.member)) : callsIn(readFileSync(f, 'utf8')),
  );
  const matched = new Set();
  for (const c of calls) {
    const path = c.path.split('?')[0].replace(/\{\}/g, 'x');
    for (const o of operations) {
      if (o.path !== c.path && !pattern(o.path).test(path)) continue;
      if (c.method && c.method !== o.method) continue;
      matched.add(o);
    }
  }
  return [...matched].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const relFrom = (from, file) => relative(from, file);
