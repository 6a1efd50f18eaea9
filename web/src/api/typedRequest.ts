// A typed front over the request layer: the path, its query or body, and its answer all come
// from the server's OpenAPI document (schema.d.ts), so a renamed parameter or a changed answer
// fails the typecheck here instead of at the visitor. The request layer underneath keeps
// SPEC §5/§8's rules (envelope, mask, toasts, auth headers) and still never rejects.
import type { paths } from './schema';
import type { Request, RequestOptions } from './request';

type Method = 'get' | 'post';
type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

/** The request layer sends `Authorization` from the login record (the refresh requires it); no other header is supplied. */
type Supplied = 'Authorization';
type NeedsHeaders<O> = O extends { parameters: { header: infer H } } ? Exclude<keyof H, Supplied> : never;

/** Paths the server answers with GET (or POST), unless they require a header the request layer does not send. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? ([NeedsHeaders<Operation<P, M>>] extends [never] ? P : never) : never;
}[keyof paths];

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

type Content<P extends PathsWith<'post'>> = Operation<P, 'post'> extends { requestBody: { content: infer C } } ? C : never;
/** Whether a POST path takes its body as form fields (`/wxShare`) rather than JSON. */
type IsForm<P extends PathsWith<'post'>> =
  Operation<P, 'post'> extends { requestBody: { content: { 'application/x-www-form-urlencoded': unknown } } } ? true : false;

/** The body of a POST path: JSON, or form fields; `undefined` when the operation takes none (the refresh). */
export type BodyOf<P extends PathsWith<'post'>> =
  Operation<P, 'post'> extends { requestBody?: never }
    ? undefined
    : Content<P> extends { 'application/json': infer B }
      ? B
      : Content<P> extends { 'application/x-www-form-urlencoded': infer F }
        ? F
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
/** A form body must be sent as one (`form: true`), and a JSON body never is. */
type PostOptions<P extends PathsWith<'post'>> = IsForm<P> extends true ? [opts: Options & { form: true }] : [opts?: Options];

export function typedRequest(request: Request) {
  return {
    /** GET `path` with `query`: its data, or `false` once the visitor has been told why not. */
    get<P extends PathsWith<'get'>>(path: P, query: QueryOf<P>, opts: Options = {}): Promise<DataOf<P> | false> {
      return request<DataOf<P>>(path, { ...opts, params: query });
    },
    /** GET one record: `null` when the server answers with one of the `absent` business codes ("not there"). */
    find<P extends PathsWith<'get'>>(
      path: P,
      query: QueryOf<P>,
      opts: Options & { absent: readonly CodeOf<P>[] },
    ): Promise<DataOf<P> | null | false> {
      return request<DataOf<P> | null>(path, { ...opts, params: query });
    },
    /** POST `body` to `path`: JSON, or form fields where the document says so. */
    post<P extends PathsWith<'post'>>(path: P, body: BodyOf<P>, ...[opts]: PostOptions<P>): Promise<DataOf<P, 'post'> | false> {
      return request<DataOf<P, 'post'>>(path, { ...opts, method: 'POST', data: body });
    },
  };
}

export type TypedRequest = ReturnType<typeof typedRequest>;
