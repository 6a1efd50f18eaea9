// A typed front over the request layer: the path, its query or body, and its answer all come
// from the server's OpenAPI document (schema.d.ts), so a renamed parameter or a changed answer
// fails the typecheck here instead of at the visitor. The request layer underneath keeps
// SPEC §5/§8's rules (envelope, mask, toasts, auth headers) and still never rejects.
import type { paths } from './schema';
import type { Request, RequestOptions } from './request';

/** The methods of the document (lower case, as `paths` names them). */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods that may carry a body. */
type Sending = Exclude<Method, 'get'>;
type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

/** The request layer sends `Authorization` from the login record (the refresh requires it); no other header is supplied. */
type Supplied = 'Authorization';
type NeedsHeaders<O> = O extends { parameters: { header: infer H } } ? Exclude<keyof H, Supplied> : never;

/** Paths the server answers with method `M`, unless they require a header the request layer does not send. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? ([NeedsHeaders<Operation<P, M>>] extends [never] ? P : never) : never;
}[keyof paths];

/** The path parameters of an operation (`{id}` in `/campaigns/{id}`), or `never` when it has none. */
export type PathParamsOf<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { path: infer X } } ? X : never;

type UnionToIntersection<U> = [U] extends [never]
  ? unknown
  : (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
    ? I
    : never;
type IsObject<T> = NonNullable<T> extends Record<string, unknown> ? true : false;
/** An exploded object parameter (the document's `position`) travels as its own fields (`lat`, `lng`). */
type Flat<Q> = { [K in keyof Q as IsObject<Q[K]> extends true ? never : K]: Q[K] } & UnionToIntersection<
  { [K in keyof Q]-?: IsObject<Q[K]> extends true ? Partial<NonNullable<Q[K]>> : never }[keyof Q]
>;

/** The query parameters of a GET path, as they travel (the document's names). */
export type QueryOf<P extends PathsWith<'get'>> =
  Operation<P, 'get'> extends { parameters: { query?: infer Q } }
    ? [Q] extends [undefined]
      ? Record<string, never>
      : Flat<NonNullable<Q>>
    : never;

type Content<P extends keyof paths, M extends Sending> = Operation<P, M> extends { requestBody: { content: infer C } } ? C : never;
/** Whether a path takes its body as form fields (`/wxShare`) rather than JSON. */
type IsForm<P extends keyof paths, M extends Sending> =
  Operation<P, M> extends { requestBody: { content: { 'application/x-www-form-urlencoded': unknown } } } ? true : false;

/**
 * The body of a POST (PUT, PATCH, DELETE) path: JSON, form fields, or the photos' multipart
 * form; `undefined` when the operation takes none (the refresh, a vote, a cancel).
 */
export type BodyOf<P extends keyof paths, M extends Sending = 'post'> =
  Operation<P, M> extends { requestBody?: never }
    ? undefined
    : Content<P, M> extends { 'application/json': infer B }
      ? B
      : Content<P, M> extends { 'application/x-www-form-urlencoded': infer F }
        ? F
        : Content<P, M> extends { 'multipart/form-data': unknown }
          ? FormData
          : never;

type Answer<O> = O extends { responses: { 200: { content: { 'application/json': infer J } } } } ? J : unknown;
type AnswerOf<P extends keyof paths, M extends Method> = Answer<Operation<P, M>>;
/** The success envelope of a 200 answer: the branch whose `code` is 0 (docs/API.md, "Two envelopes"). */
type Success<A> = Extract<A, { code: 0 }>;
/** The rank list's own shape `{result, status}`: the request layer resolves to `result` (SPEC §8). */
type RankResult<A> = A extends { result: infer R; status: { code: number; message: string } } ? R : A;
/** What a call resolves to: the success envelope's `data` (SPEC §8), the rank list's `result`, or the body when it has no envelope. */
export type DataOf<P extends keyof paths, M extends Method = 'get'> = [Success<AnswerOf<P, M>>] extends [never]
  ? RankResult<AnswerOf<P, M>>
  : Success<AnswerOf<P, M>> extends { data?: infer D }
    ? NonNullable<D>
    : never;
/** The business codes the operation can answer with besides 0, as the document declares them. */
export type CodeOf<P extends keyof paths, M extends Method = 'get'> = Exclude<
  Extract<AnswerOf<P, M>, { code: number }>['code'],
  0
>;

type Options = Omit<RequestOptions, 'params' | 'data' | 'method' | 'absent' | 'form'>;
/** A path with parameters must be given them (`{ path: { id } }`); a path without takes none. */
type PathPart<P extends keyof paths, M extends Method> = [PathParamsOf<P, M>] extends [never]
  ? { path?: never }
  : { path: PathParamsOf<P, M> };
/** A form body must be sent as one (`form: true`), and a JSON body never is. */
type FormPart<P extends keyof paths, M extends Method> = M extends Sending ? (IsForm<P, M> extends true ? { form: true } : unknown) : unknown;
type Needed<P extends keyof paths, M extends Method> = [PathParamsOf<P, M>] extends [never]
  ? M extends Sending
    ? IsForm<P, M>
    : false
  : true;
/** The options argument: required when the path has parameters, the body is a form or `Extra` asks for something (`find`'s `absent`), else optional. */
type OptsArg<P extends keyof paths, M extends Method, Extra = unknown> =
  Needed<P, M> extends true
    ? [opts: Options & PathPart<P, M> & FormPart<P, M> & Extra]
    : Record<never, never> extends Extra
      ? [opts?: Options & PathPart<P, M> & Extra]
      : [opts: Options & PathPart<P, M> & Extra];

/** `/campaigns/{id}` with `{ id: 'a b' }` is `/campaigns/a%20b`: each parameter encoded once, here. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  if (!params) return path;
  return path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

type Given = Options & { path?: Record<string, unknown>; form?: boolean; absent?: readonly number[] };
const split = (path: string, opts: Given | undefined): [string, RequestOptions] => {
  const { path: params, ...rest } = opts ?? {};
  return [fillPath(path, params), rest];
};

/**
 * The typed client of the visitor app: every method of the document, with the path's
 * parameters, the query, the body and the answer all read from `paths`. It keeps the request
 * layer's rules (envelope, `absent`, `refused`, quiet, form bodies) and never rejects.
 */
export function typedRequest(request: Request) {
  function send<M extends Sending>(method: Uppercase<M>) {
    return <P extends PathsWith<M>>(path: P, body: BodyOf<P, M>, ...[opts]: OptsArg<P, M>): Promise<DataOf<P, M> | false> => {
      const [url, rest] = split(path, opts as Given | undefined);
      return request<DataOf<P, M>>(url, { ...rest, method, data: body });
    };
  }
  return {
    /** GET `path` with `query`: its data, or `false` once the visitor has been told why not. */
    get<P extends PathsWith<'get'>>(path: P, query: QueryOf<P>, ...[opts]: OptsArg<P, 'get'>): Promise<DataOf<P> | false> {
      const [url, rest] = split(path, opts as Given | undefined);
      return request<DataOf<P>>(url, { ...rest, params: query });
    },
    /** GET one record: `null` when the server answers with one of the `absent` business codes ("not there"). */
    find<P extends PathsWith<'get'>>(
      path: P,
      query: QueryOf<P>,
      ...[opts]: OptsArg<P, 'get', { absent: readonly CodeOf<P>[] }>
    ): Promise<DataOf<P> | null | false> {
      const [url, rest] = split(path, opts as Given | undefined);
      return request<DataOf<P> | null>(url, { ...rest, params: query });
    },
    /** POST `body` to `path`: JSON, form fields or a multipart form, as the document says. */
    post: send<'post'>('POST'),
    /** POST where some business codes mean "not offered here" (`absent`, e.g. 50300 not configured): `null` for those, told nothing. */
    offer<P extends PathsWith<'post'>>(
      path: P,
      body: BodyOf<P, 'post'>,
      ...[opts]: OptsArg<P, 'post', { absent: readonly CodeOf<P, 'post'>[] }>
    ): Promise<DataOf<P, 'post'> | null | false> {
      const [url, rest] = split(path, opts as Given | undefined);
      return request<DataOf<P, 'post'> | null>(url, { ...rest, method: 'POST', data: body });
    },
    put: send<'put'>('PUT'),
    patch: send<'patch'>('PATCH'),
    delete: send<'delete'>('DELETE'),
  };
}

export type TypedRequest = ReturnType<typeof typedRequest>;
