// node --test tools/routes: reading a page's calls out of its files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callsIn, importsOf } from './calls.mjs';

test('typed calls name their method and keep the document path', () => {
  const text = "card: (id) => api.find('/ver3/api/v3/stamps/{id}', {}, { path: { id } }),\n checkIn: () => api.post('/ver3/api/v3/stamps/{id}/checkins', body),\n x: api.del(\"/ver3/api/v3/favourites\")";
  assert.deepEqual(callsIn(text), [
    { method: 'GET', path: '/ver3/api/v3/stamps/{id}' },
    { method: 'POST', path: '/ver3/api/v3/stamps/{id}/checkins' },
    { method: 'DELETE', path: '/ver3/api/v3/favourites' },
  ]);
});

test('a request with a method option, a plain request and a bare path literal', () => {
  const text = "request<X>(`/ver3/api/v3/prizes/${id}/address`, { method: 'PUT', data })\nrequest('/v3/homepage/rankList', {})\nconst p = '/ver3/api/v3/file/base64';";
  assert.deepEqual(callsIn(text), [
    { method: 'PUT', path: '/ver3/api/v3/prizes/{}/address' },
    { method: 'GET', path: '/v3/homepage/rankList' },
    { method: null, path: '/ver3/api/v3/file/base64' },
  ]);
});

test('imports: named, re-exported, lazy and side-effect ones; types are not followed', () => {
  const text = "import { a, b as c } from './x';\nimport type { T } from './types';\nexport { d } from '../features/y';\nconst P = lazy(() => import('./Page'));\nimport './Page.css';";
  assert.deepEqual(importsOf(text).map((i) => i.spec), ['./x', '../features/y', './Page', './Page.css']);
  assert.deepEqual(importsOf(text)[0].names, ['a', 'b']);
});

test('an api module’s calls are told apart by the member they are written in', async () => {
  const { memberCalls } = await import('./calls.mjs');
  const text = [
    'export function createPlacesApi(request) {',
    '  const api = typedRequest(request);',
    '  return {',
    "    list: (q) => api.get('/ver3/api/v3/places', q, quiet),",
    '    details: (id) =>',
    "      api.find('/ver3/api/poi/v1/details', { id }, one),",
    '  };',
    '}',
    "export const ping = () => request('/ver3/api/v3/ping');",
  ].join('\n');
  assert.deepEqual(memberCalls(text), [
    { method: 'GET', path: '/ver3/api/v3/places', member: 'list' },
    { method: 'GET', path: '/ver3/api/poi/v1/details', member: 'details' },
    { method: 'GET', path: '/ver3/api/v3/ping', member: null },
  ]);
});
