// The console's one client for /ver3/api/admin/v1: JSON over fetch, the {code,msg,data}
// envelope unwrapped (code 0 = ok), every write carrying the session's CSRF token.
// The session itself is the HttpOnly `yz_op` cookie, which the browser sends on its own.
import type { components } from '../../api/schema';

export type Schemas = components['schemas'];
export type OperatorView = Schemas['OperatorView'];
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

const CSRF_KEY = 'youzhe.console.csrf';

/**
 * The CSRF token the sign-in answered. Kept in localStorage so a reload or a second tab can
 * still write; it is useless without the HttpOnly cookie, which scripts cannot read.
 */
export const csrf = {
  get: (): string | null => {
    try {
      return localStorage.getItem(CSRF_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string | null) => {
    try {
      if (token) localStorage.setItem(CSRF_KEY, token);
      else localStorage.removeItem(CSRF_KEY);
    } catch {
      /* private mode: the token lives as long as the page */
    }
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

export const api = {
  get: <T>(path: string, query?: Query) => call<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, { body }),
  del: <T>(path: string) => call<T>('DELETE', path),
  csv: (path: string, query?: Query) => call<string>('GET', path, { query: { ...query, format: 'csv' }, text: true }),
};

/** A list answer in any of the shapes the console's APIs use: an array, or {list|items|rows, total}. */
export function rowsOf<T>(data: unknown): { rows: T[]; total: number } {
  if (Array.isArray(data)) return { rows: data as T[], total: data.length };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const rows = (d.list ?? d.items ?? d.rows ?? d.data ?? []) as T[];
    const total = typeof d.total === 'number' ? d.total : Array.isArray(rows) ? rows.length : 0;
    return { rows: Array.isArray(rows) ? rows : [], total };
  }
  return { rows: [], total: 0 };
}
