// The console's typed calls: the path, its parameters, the query, the body and the answer all
// come from the server's OpenAPI document (schema.d.ts), the same types the visitor app's
// typedRequest reads, so a renamed field fails the typecheck here instead of on an operator's
// screen. Underneath is the console's own `call` (CSRF token, refusals thrown as ApiError,
// 40003 back to sign-in): the console wants errors thrown into its forms, the visitor app
// wants them toasted, so the two share the types and not the transport.
import type { paths } from '../../api/schema';
import { fillPath, type BodyOf, type DataOf, type Method, type PathParamsOf } from '../../api/typedRequest';
import { call, type Query } from './client';

type Sending = Exclude<Method, 'get'>;
type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

/** Paths the server answers with method `M`. */
export type Has<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];

/** The query parameters of a GET, as the document names them. */
export type AdminQuery<P extends keyof paths> =
  Operation<P, 'get'> extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? Record<string, never> : NonNullable<Q>) : never;

/** A path with parameters must be given them (`{ path: { id } }`); one without takes none. */
type PathPart<P extends keyof paths, M extends Method> = [PathParamsOf<P, M>] extends [never] ? { path?: never } : { path: PathParamsOf<P, M> };
type Args<P extends keyof paths, M extends Method, Extra> = [PathParamsOf<P, M>] extends [never] ? [opts?: PathPart<P, M> & Extra] : [opts: PathPart<P, M> & Extra];

const url = (path: string, params: unknown) => fillPath(path, params as Record<string, unknown> | undefined);

function send<M extends Sending>(method: Uppercase<M>) {
  return <P extends Has<M>>(path: P, body: BodyOf<P, M>, ...[opts]: Args<P, M, unknown>): Promise<DataOf<P, M>> =>
    call<DataOf<P, M>>(method, url(path, opts?.path), { body: body ?? (method === 'DELETE' ? undefined : {}) });
}

export const admin = {
  /** GET `path`: its data; a refusal throws ApiError. */
  get<P extends Has<'get'>>(path: P, ...[opts]: Args<P, 'get', { query?: AdminQuery<P> }>): Promise<DataOf<P>> {
    return call<DataOf<P>>('GET', url(path, opts?.path), { query: opts?.query as Query | undefined });
  },
  /** The same list as CSV (`format=csv`), as text to download. */
  csv<P extends Has<'get'>>(path: P, ...[opts]: Args<P, 'get', { query?: AdminQuery<P> }>): Promise<string> {
    return call<string>('GET', url(path, opts?.path), { query: { ...(opts?.query as Query | undefined), format: 'csv' }, text: true });
  },
  post: send<'post'>('POST'),
  put: send<'put'>('PUT'),
  patch: send<'patch'>('PATCH'),
  delete: send<'delete'>('DELETE'),
};
