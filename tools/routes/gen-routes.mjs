// Writes docs/ROUTES.md: every SPEC §2 route with its page module, every API path of the
// OpenAPI snapshot with its operation and handler file, grouped by the spec's areas. Every file
// path is found in the code at run time, so moving a page or a handler only needs a rerun.
//
//   node tools/routes/gen-routes.mjs                   write docs/ROUTES.md
//   node tools/routes/gen-routes.mjs --check           fail when it is stale, a built route's page
//                                                      module or a documented path's handler is missing
//   node tools/routes/gen-routes.mjs --spec SPEC.md    first refresh spec-index.json from the spec
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findHandlers } from './handlers.mjs';
import { pageOperations } from './calls.mjs';
import { findRouteTable, readRouteTable } from './pages.mjs';
import { specCalls, specRoutes } from './spec.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const indexFile = resolve(here, 'spec-index.json');
const openapiFile = resolve(root, 'openapi/openapi.json');
const target = resolve(root, 'docs/ROUTES.md');
const args = process.argv.slice(2);
const check = args.includes('--check');
const specArg = args.includes('--spec') ? args[args.indexOf('--spec') + 1] : null;

const rel = (abs) => relative(root, abs).split(sep).join('/');
const link = (abs) => `[${rel(abs)}](../${rel(abs)})`;
const errors = [];

if (specArg) {
  const text = readFileSync(specArg, 'utf8');
  const index = {
    source: 'SPEC.md §2 (routes) and §7 (calls); refresh with gen-routes.mjs --spec, do not edit',
    routes: specRoutes(text),
    calls: specCalls(text),
  };
  writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  console.log(`gen-routes: wrote ${rel(indexFile)}`);
}
const index = JSON.parse(readFileSync(indexFile, 'utf8'));

// ---------------------------------------------------------------- pages

const tableFile = findRouteTable(resolve(root, 'web/src'));
const table = readRouteTable(tableFile);
const listed = new Set(table.routes);
const pageAreas = index.routes.map(({ area, routes }) => ({ area, routes: [...routes] }));
const inSpec = new Set(pageAreas.flatMap((a) => a.routes));
for (const route of inSpec) {
  if (!listed.has(route)) errors.push(`SPEC §2 route ${route} is missing from SPEC_ROUTES in ${rel(tableFile)}`);
}
const extra = table.routes.filter((r) => !inSpec.has(r));
if (extra.length) pageAreas.push({ area: 'Not in SPEC §2', routes: extra });

const pageCell = (route) => {
  if (!table.pages.has(route)) return 'not built yet';
  const page = table.pages.get(route);
  if (typeof page === 'string') return link(page);
  errors.push(
    page?.missing
      ? `${route}: its page module ${rel(page.missing)} does not exist`
      : `${route}: cannot follow its loader in ${rel(tableFile)} to a page module`,
  );
  return 'page module missing';
};

const pageRows = [];
for (const { area, routes } of pageAreas) {
  routes.forEach((route, i) => pageRows.push(`| ${i ? '' : area} | \`${route}\` | ${pageCell(route)} |`));
}
for (const route of table.pages.keys()) {
  if (!listed.has(route)) errors.push(`BUILT names ${route}, which SPEC_ROUTES does not list`);
}
const builtCount = table.routes.filter((r) => table.pages.has(r)).length;

// ---------------------------------------------------------------- API

const openapi = JSON.parse(readFileSync(openapiFile, 'utf8'));
const handlers = new Map();
for (const h of findHandlers(resolve(root, 'crates'))) {
  const key = `${h.method} ${h.path}`;
  if (handlers.has(key)) errors.push(`${key} is declared twice: ${rel(handlers.get(key).file)} and ${rel(h.file)}`);
  else handlers.set(key, h);
}

const operations = [];
for (const [path, item] of Object.entries(openapi.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    if (!/^(get|post|put|patch|delete|head|options|trace)$/.test(method)) continue;
    operations.push({ method: method.toUpperCase(), path, op });
  }
}

const opCells = ({ method, path, op }) => {
  const h = handlers.get(`${method} ${path}`);
  if (!h) errors.push(`${method} ${path} (${rel(openapiFile)}) has no #[utoipa::path] annotation under crates/*/src`);
  const fn = h && h.fn !== op.operationId ? ` (\`fn ${h.fn}\`)` : '';
  return `${method} | \`${path}\` | \`${op.operationId}\` | ${h ? link(h.file) + fn : 'handler missing'}`;
};

const apiRows = [];
const placed = new Set();
for (const { group, calls } of index.calls) {
  calls.forEach((call, i) => {
    const ops = operations.filter((o) => o.path === call.path);
    const area = i ? '' : group;
    if (!ops.length) apiRows.push(`| ${area} | ${call.method ?? '—'} | \`${call.path}\` | not built yet | |`);
    ops.forEach((o, j) => {
      placed.add(o);
      apiRows.push(`| ${i || j ? '' : group} | ${opCells(o)} |`);
    });
  });
}
const ours = new Map();
for (const o of operations) {
  if (placed.has(o)) continue;
  const tag = o.op.tags?.[0] ?? 'untagged';
  if (!ours.has(tag)) ours.set(tag, []);
  ours.get(tag).push(o);
}
for (const tag of [...ours.keys()].sort()) {
  const ops = ours.get(tag).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  ops.forEach((o, i) => apiRows.push(`| ${i ? '' : `ours: \`${tag}\``} | ${opCells(o)} |`));
}
const specCallCount = index.calls.reduce((n, g) => n + g.calls.length, 0);
const unbuilt = index.calls.flatMap((g) => g.calls).filter((c) => !operations.some((o) => o.path === c.path)).length;

// ---------------------------------------------------------------- pages -> API

// For each built page, the operations it calls (docs: "page -> handler in one step").
const webSrc = resolve(root, 'web/src');
const callRows = [];
for (const route of table.routes) {
  const page = table.pages.get(route);
  if (typeof page !== 'string') continue;
  const ops = pageOperations(page, webSrc, operations);
  const cells = ops.map((o) => {
    const h = handlers.get(`${o.method} ${o.path}`);
    return h ? `${o.method} [\`${o.path}\`](../${rel(h.file)})` : `${o.method} \`${o.path}\``;
  });
  callRows.push(`| \`${route}\` | ${cells.join('<br>') || 'none'} |`);
}

// ---------------------------------------------------------------- the operator console

// web/src/admin/App.tsx: its lazy screens and the routes that show them (docs/CONSOLE_UI.md).
const consoleFile = resolve(root, 'web/src/admin/App.tsx');
const consoleRows = [];
if (existsSync(consoleFile)) {
  const src = readFileSync(consoleFile, 'utf8');
  const screens = new Map([...src.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)].map((m) => [m[1], m[2]]));
  screens.set('SignInRoute', 'auth/SignInPage');
  for (const m of src.matchAll(/<Route path="([^"]+)" element=\{<(\w+) \/>\}/g)) {
    const module = screens.get(m[2]);
    if (!module) continue;
    const file = resolve(root, 'web/src/admin', `${module}.tsx`);
    if (!existsSync(file)) errors.push(`console route ${m[1]}: its screen ${rel(file)} does not exist`);
    consoleRows.push(`| \`/ver3/admin${m[1].startsWith('/') ? '' : '/'}${m[1]}\` | ${link(file)} |`);
  }
}

// ---------------------------------------------------------------- document

const doc = `# Routes: from the spec to the code

Generated by \`node tools/routes/gen-routes.mjs\`; do not edit. Rerun it after adding or moving
a page or a handler; \`make docs-check\` (part of \`make test\`) fails when this file is stale, when a
built route's page module is missing, or when a documented API path has no handler. It reads the
web route table (${link(tableFile)}), the OpenAPI snapshot (${link(openapiFile)}), the
\`#[utoipa::path]\` annotations under \`crates/*/src\`, and \`tools/routes/spec-index.json\`: the
routes of SPEC §2 and the calls of §7, refreshed with \`--spec path/to/SPEC.md\`.

## Pages (SPEC §2)

${table.routes.length} routes, ${builtCount} built. Every route is served under \`/ver3/\`; a route that
is not built yet shows the shared coming-soon page.

| SPEC area | route | page module |
|---|---|---|
${pageRows.join('\n')}

## Pages → API

What each built page calls, read from its module and the files it imports (the request layer
and the app shell left out), each operation linked to its handler. A shared feature's calls
count for every page that uses the feature.

| route | calls (method, path → handler) |
|---|---|
${callRows.join('\n')}

## API (SPEC §7)

${operations.length} documented operations; ${specCallCount - unbuilt} of the ${specCallCount} paths §7 names are built.
Calls §7 describes without a path (the maps service, the image proxy \`GET {token}\`) and the
paths the product adds are listed after the spec's groups, by OpenAPI tag.

| SPEC area | method | path | operationId | handler |
|---|---|---|---|---|
${apiRows.join('\n')}

## Operator console

\`/ver3/admin\` and every path under it answer the console's own shell (\`web/admin.html\`); its
screens, from ${link(consoleFile)}:

| route | screen |
|---|---|
${consoleRows.join('\n')}
`;

for (const e of errors) console.error(`gen-routes: ${e}`);
if (check) {
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (committed !== doc) {
    const state = committed === null ? 'missing' : 'stale';
    console.error(`check:routes: ${rel(target)} is ${state}; run \`node tools/routes/gen-routes.mjs\` and commit it.`);
    process.exit(1);
  }
  if (errors.length) process.exit(1);
  console.log(`check:routes: ${rel(target)} matches the code`);
} else {
  writeFileSync(target, doc);
  console.log(`gen-routes: wrote ${rel(target)}`);
  if (errors.length) process.exit(1);
}
