// The console's one client for /ver3/api/admin/v1: JSON over fetch, the {code,msg,data}
// envelope unwrapped (code 0 = ok), every write carrying the session's CSRF token.
// The session itself is the HttpOnly `yz_op` cookie, which the browser sends on its own.
import type { components } from '../../api/schema';

export type Schemas = components['schemas'];
export type OperatorView = Schemas['OperatorView'];
/** `GET me`: the operator and the session's CSRF token. */
export type OperatorMe = Schemas['OperatorMe'];
/** A stored image as the media API answers it. */
export type MediaRef = Schemas['MediaRef'];
export type Role = Schemas['OperatorRole'];

export const ADMIN_BASE = '/ver3/api/admin/v1';

/** Business codes the console reacts to (docs/API.md). */
export const CODES = {
  OK: 0,
  INVALID: 40000,
  SIGN_IN_AGAIN: 40003,
  REFUSED: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  RATE_LIMITED: 42900,
} as const;

/** One field the server refused and why (40000: `data.field`, or `data.problems` for a record). */
export interface Problem {
  field: string;
  message: string;
}

/** A refused call: the server's code and message, and the fields it named. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly problems: Problem[];
  /** Seconds to wait, from Retry-After (a locked account, too many attempts). */
  readonly retryAfter: number | null;
  /** What Refine reads: the business code as the status, and the fields its forms mark. */
  readonly statusCode: number;
  readonly errors: Record<string, string>;

  constructor(code: number, msg: string, status: number, problems: Problem[] = [], retryAfter: number | null = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.problems = problems;
    this.retryAfter = retryAfter;
    this.statusCode = code;
    this.errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  }
}

/**
 * The session's CSRF token, in memory only: the sign-in answers it, and so does `GET me`,
 * which the console asks first on every load — so a reload or a second tab writes again
 * without signing in, and the token is never kept in storage that outlives the page.
 */
let csrfToken: string | null = null;
export const csrf = {
  get: (): string | null => csrfToken,
  set: (token: string | null) => {
    csrfToken = token;
  },
};

export type Query = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=x`, without empty values. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    p.set(k, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
}

function problemsOf(data: unknown, msg: string): Problem[] {
  if (!data || typeof data !== 'object') return [];
  const d = data as { field?: unknown; problems?: unknown };
  if (Array.isArray(d.problems)) {
    return d.problems
      .filter((p): p is { field: string; message?: string; msg?: string } => !!p && typeof p === 'object' && typeof (p as { field?: unknown }).field === 'string')
      .map((p) => ({ field: p.field, message: p.message ?? p.msg ?? msg }));
  }
  if (typeof d.field === 'string') return [{ field: d.field, message: msg }];
  return [];
}

/** Called when the server says the session is gone (40003), so the console can sign in again. */
let onSignedOut: (() => void) | null = null;
export function whenSignedOut(fn: (() => void) | null) {
  onSignedOut = fn;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  query?: Query;
  body?: unknown;
  /** Answer the raw text (CSV exports) instead of the envelope's data. */
  text?: boolean;
  signal?: AbortSignal;
}

/** Calls `path` under /ver3/api/admin/v1 (or an absolute /ver3/… path) and answers `data`. */
export async function call<T>(method: Method, path: string, opts: CallOptions = {}, fetchImpl: typeof fetch = fetch): Promise<T> {
  const url = (path.startsWith('/') ? path : `${ADMIN_BASE}/${path}`) + queryString(opts.query);
  const headers: Record<string, string> = { Accept: opts.text ? 'text/csv, application/json' : 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = csrf.get();
    if (token) headers['X-CSRF-Token'] = token;
  }
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch {
    throw new ApiError(-1, '网络连接失败，请检查网络后重试', 0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (opts.text && res.ok && !type.includes('application/json')) return (await res.text()) as T;
  let env: Envelope | null = null;
  try {
    env = (await res.json()) as Envelope;
  } catch {
    env = null;
  }
  const retry = Number(res.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null;
  if (!env || typeof env.code !== 'number') {
    throw new ApiError(-1, `服务器错误（HTTP ${res.status}）`, res.status, [], retryAfter);
  }
  if (env.code !== CODES.OK) {
    const msg = env.msg || `请求失败（${env.code}）`;
    if (env.code === CODES.SIGN_IN_AGAIN && !path.endsWith('session')) onSignedOut?.();
    throw new ApiError(env.code, msg, res.status, problemsOf(env.data, msg), retryAfter);
  }
  return env.data as T;
}

/**
 * Uploads images from the console (`POST /ver3/api/admin/v1/media`, multipart `file` parts)
 * with the session's CSRF token; the server checks and re-encodes each as a visitor's photo.
 * A refusal throws `ApiError` naming the file (`file[0]`).
 */
export async function uploadImages(files: readonly Blob[], fetchImpl: typeof fetch = fetch): Promise<MediaRef[]> {
  const form = new FormData();
  for (const f of files) form.append('file', f, (f as File).name || 'image');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = csrf.get();
  if (token) headers['X-CSRF-Token'] = token;
  let res: Response;
  try {
    res = await fetchImpl(`${ADMIN_BASE}/media`, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(-1, '网络连接失败，请检查网络后重试', 0);
  }
  let env: Envelope | null = null;
  try {
    env = (await res.json()) as Envelope;
  } catch {
    env = null;
  }
  if (!env || typeof env.code !== 'number') throw new ApiError(-1, res.status === 413 ? '图片太大' : `服务器错误（HTTP ${res.status}）`, res.status);
  if (env.code !== CODES.OK) {
    const msg = env.msg || `上传失败（${env.code}）`;
    if (env.code === CODES.SIGN_IN_AGAIN) onSignedOut?.();
    throw new ApiError(env.code, msg, res.status, problemsOf(env.data, msg));
  }
  return env.data as MediaRef[];
}


/** One page of a list, as every paged list of the server answers it (`Paged` in the document). */
export interface Page<T> {
  list: T[];
  total: number;
}

/**
 * A paged list's answer read as the document's one page shape `{list, total, page, size}`;
 * anything else is the server breaking its contract, said as such rather than shown as an
 * empty table.
 */
export function pageOf<T>(data: unknown): Page<T> {
  const d = data as Partial<Page<T>> | null;
  if (!d || !Array.isArray(d.list) || typeof d.total !== 'number') throw new ApiError(-1, '服务器的列表格式不对，请联系管理员', 200);
  return { list: d.list, total: d.total };
}
