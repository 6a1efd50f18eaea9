// Reads the route list of SPEC.md §2 and the calls of §7 into a small index. The spec is not
// part of the checkout, so the index is committed (spec-index.json) and refreshed with
// `gen-routes.mjs --spec <SPEC.md>` when the spec changes.

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)\b/;

function section(text, number) {
  const start = text.search(new RegExp(`^## ${number}\\.`, 'm'));
  if (start < 0) throw new Error(`SPEC.md has no section ${number}`);
  const rest = text.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** §2: the route table ("| Area | a/b, c; d/e |", relative items share the last folder). */
export function specRoutes(text) {
  const s2 = section(text, 2);
  const areas = [];
  for (const line of s2.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[2] || cells[1] === 'Area' || /^-+$/.test(cells[1])) continue;
    let folder = '';
    const routes = [];
    for (let item of cells[2].replace(/\([^)]*\)/g, '').split(/[,;]/)) {
      item = item.trim();
      if (!item) continue;
      if (item.includes('/')) folder = item.slice(0, item.lastIndexOf('/'));
      else item = `${folder}/${item}`;
      routes.push(`pages/${item}`);
    }
    areas.push({ area: cells[1], routes });
  }
  const system = s2.match(/^System routes:([^.]*)/m);
  if (system) areas.push({ area: 'System', routes: [...system[1].matchAll(/\/([\w-]+)/g)].map((m) => m[1]) });
  return areas;
}

/** The paths of one segment of a call line: "GET /a/b/c, d, /e; …" (relative items share /a/b). */
function segmentCalls(segment, method, bareWordsContinue) {
  const calls = [];
  let folder = null;
  for (let item of segment.split(',')) {
    item = item.trim().replace(/:\s.*$/, '').replace(/[:.]$/, '');
    const m = item.match(METHOD);
    if (m) {
      method = m[1];
      item = item.slice(m[0].length).trim();
    }
    // A path may be followed by prose ("GET /a/b with query params"); bare words may not.
    item = item.match(/^\/[\w\-/]+/)?.[0] ?? item;
    let path;
    if (/^\/[\w\-/]+$/.test(item) && (item.split('/').length > 2 || folder === null)) path = item;
    else if (folder !== null && /^\/[\w-]+$/.test(item)) path = folder + item;
    else if (folder !== null && bareWordsContinue && /^[A-Za-z][\w\-/]*$/.test(item)) path = `${folder}/${item}`;
    else if (calls.length) break;
    else continue;
    if (path === item) folder = path.slice(0, path.lastIndexOf('/'));
    calls.push({ method: method ?? null, path });
  }
  return { calls, method };
}

/** §7: the calls that name a path, grouped under the spec's bold headings. */
export function specCalls(text) {
  const s7 = section(text, 7);
  const groups = [];
  for (const raw of s7.split('\n')) {
    const head = raw.match(/^\*\*([^*]+)\*\*:?(.*)$/);
    let line = raw;
    let method = null;
    let inline = false;
    if (head) {
      const name = head[1].replace(/\s*\((GET|POST)\)\s*$/, '');
      method = head[1].match(/\((GET|POST)\)/)?.[1] ?? null;
      groups.push({ group: name.trim(), calls: [] });
      line = head[2];
      inline = true;
    } else if (!raw.startsWith('- ')) continue;
    else line = raw.slice(2);
    if (!groups.length) continue;
    let flat = line.replace(/\([^)]*\)/g, '');
    while (/\{[^{}]*\}/.test(flat)) flat = flat.replace(/\{[^{}]*\}/g, '');
    for (const segment of flat.split(';')) {
      const got = segmentCalls(segment, method, inline);
      method = got.method;
      groups.at(-1).calls.push(...got.calls);
    }
  }
  return groups.filter((g) => g.calls.length);
}
