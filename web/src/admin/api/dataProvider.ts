// Refine's data provider over the console's client. Resources are paths under
// /ver3/api/admin/v1 ("operators", "content/places"); filters become query parameters as
// named (q, cityId, countyCode, kind, state), pages become page/size as every list of the
// server takes them (one page query, PageQuery in Rust). Every list is read as the server's
// one page shape (client.ts pageOf); the typed calls of each screen live in api/<area>.ts
// over typed.ts. Refine asks for its records by resource name, so this one module speaks
// to the client untyped (T is refine's record type); each screen types its rows from the
// document (api/content.ts ContentRow, api/client.ts OperatorView).
import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import { ADMIN_BASE, call, pageOf, type Method, type Query } from './client';

function filterQuery(filters: CrudFilter[] | undefined): Query {
  const q: Query = {};
  for (const f of filters ?? []) {
    if ('field' in f && f.value !== undefined && f.value !== null && f.value !== '') q[f.field] = f.value as string | number;
  }
  return q;
}

export function createDataProvider(request: typeof call = call): DataProvider {
  return {
    getApiUrl: () => ADMIN_BASE,
    async getList<T extends BaseRecord>({ resource, pagination, filters }: Parameters<DataProvider['getList']>[0]) {
      const query: Query = filterQuery(filters);
      query.page = pagination?.currentPage ?? 1;
      query.size = pagination?.pageSize ?? 20;
      const page = pageOf<T>(await request('GET', resource, { query }));
      return { data: page.list, total: page.total };
    },
    async getOne<T extends BaseRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) {
      return { data: await request<T>('GET', `${resource}/${encodeURIComponent(String(id))}`) };
    },
    async create<T extends BaseRecord>({ resource, variables }: Parameters<DataProvider['create']>[0]) {
      return { data: await request<T>('POST', resource, { body: variables }) };
    },
    async update<T extends BaseRecord>({ resource, id, variables, meta }: Parameters<DataProvider['update']>[0]) {
      const method = (meta?.method as Method | undefined) ?? 'PATCH';
      return { data: await request<T>(method, `${resource}/${encodeURIComponent(String(id))}`, { body: variables }) };
    },
    async deleteOne<T extends BaseRecord>({ resource, id }: Parameters<DataProvider['deleteOne']>[0]) {
      return { data: await request<T>('DELETE', `${resource}/${encodeURIComponent(String(id))}`) };
    },
    async custom<T extends BaseRecord>({ url, method, payload, query, filters }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
      const q = { ...filterQuery(filters), ...((query as Query | undefined) ?? {}) };
      const m = method.toUpperCase() as Method;
      return { data: await request<T>(m, url, { query: q, body: m === 'GET' ? undefined : (payload ?? {}) }) };
    },
  };
}
