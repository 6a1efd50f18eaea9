import type { RuntimeConfig } from '../config/runtime';
import { REQUEST_TIMEOUT_MS } from '../lib/constants';
import { t } from '../i18n';
import { takeInlined } from './firstPaint';
import { isRankList, queryString, resolveUrl, skipsAuthCheck, skipsAuthHeader } from './paths';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Query parameters; empty and falsy values are dropped (SPEC §5). */
  params?: Record<string, unknown>;
  /** JSON body, or form fields when `form` is set. */
  data?: unknown;
  form?: boolean;
  /** The loading mask: on with "正在加载" by default; false hides it, a string replaces the text. */
  loading?: boolean | string;
  /** Background calls (page views): no toast and no login redirect on failure. */
  quiet?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Business codes that mean "not there" (e.g. 40400 for an unknown id): the call resolves
   * to `null` without a toast, so the page can say so itself instead of offering a retry.
   */
  absent?: readonly number[];
  /**
   * Where a refusal's message goes instead of the toast (a form shows it next to what it
   * names, e.g. the photo picker naming the refused file). `data` is the answer's data (a
   * 40000's `data.field` names the field).
   */
  refused?: (message: string, data?: unknown) => void;
}

export interface RequestDeps {
  fetch: typeof fetch;
  config: () => RuntimeConfig;
  authCheck: () => Promise<void>;
  token: () => { ID_token: string; token_type: string } | null;
  /** The login redirect of SPEC §4; resolves false when it could not sign in. */
  redirectLogin: () => Promise<boolean>;
  toast: (message: string) => void;
  loading: { show(text: string): void; hide(): void };
  log: (...args: unknown[]) => void;
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
  result?: unknown;
  extend?: { code?: number };
  status?: { code?: number; message?: string };
}

/** Texts for the HTTP statuses SPEC §8 names; other statuses show their number. */
export function statusText(status: number | undefined): string {
  if (status === 404) return t('error.notFound');
  if (status === 500) return t('error.server');
  return t('error.status', { status: String(status) });
}

const isObject = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // responseType text: a plain string (e.g. a redirect address) is the answer
  }
}

/**
 * The request layer of SPEC §5/§7/§8. Every call resolves to its data, or to `false` after
 * the visitor has been told what went wrong; it never rejects.
 */
export function createRequester(deps: RequestDeps) {
  let inFlight = 0;
  const showLoading = (text: string) => {
    if (inFlight++ === 0) deps.loading.show(text);
  };
  const hideLoading = () => {
    if (--inFlight === 0) deps.loading.hide();
  };

  async function relogin(quiet: boolean): Promise<void> {
    if (quiet) return;
    let ok = false;
    try {
      ok = await deps.redirectLogin();
    } catch (e) {
      deps.log('login redirect failed', e);
    }
    if (!ok) deps.toast(t('error.notLoggedIn'));
  }

  async function interpret<T>(
    path: string,
    status: number,
    body: unknown,
    quiet: boolean,
    absent: readonly number[],
    refused?: (message: string, data?: unknown) => void,
  ): Promise<T | false> {
    const toast = (m: string) => !quiet && deps.toast(m);
    const refuse = (m: string) => (refused ? refused(m, isObject(body) ? body.data : undefined) : toast(m));
    // The rank list refuses with its HTTP status and its own `status` in the body: read that.
    const rankRefusal = isRankList(path) && isObject(body) && typeof body.status?.code === 'number';
    if ((status < 200 || status > 299) && !rankRefusal) {
      toast(statusText(status));
      return false;
    }
    if (isRankList(path)) {
      const s = isObject(body) ? body.status : undefined;
      if (s?.code === 200) return (body as Envelope).result as T;
      toast(s?.code === 404 || s?.code === 500 ? statusText(s.code) : s?.message || t('error.serverShort'));
      return false;
    }
    if (!isObject(body)) return body as T;
    if (body.extend?.code === 2000) {
      if (body.code === 0) return body.data as T;
      if (body.code !== undefined && absent.includes(body.code)) return null as T;
      if (body.code === 40003) {
        await relogin(quiet);
        return false;
      }
      refuse(body.msg || t('error.serverShort'));
      return false;
    }
    // Answers without any envelope code (e.g. /wxShare's {result}) are the data themselves.
    if (!('code' in body)) return (body.result ?? body.data ?? body) as T;
    switch (body.code) {
      case 1:
        return (body.result ?? body.data) as T;
      case 300:
        toast(t('error.notLoggedIn'));
        return false;
      case 40003:
        await relogin(quiet);
        return false;
      default:
        toast(body.msg || t('error.serverShort'));
        return false;
    }
  }

  return async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T | false> {
    const method = opts.method ?? 'GET';
    const quiet = opts.quiet ?? false;
    if (!skipsAuthCheck(path)) {
      try {
        await deps.authCheck();
      } catch (e) {
        deps.log('auth check failed', e); // the call still goes out, anonymously
      }
    }
    // The first HTML may carry this very answer (docs/FRONTEND.md, "First paint"): used once.
    if (method === 'GET') {
      const hit = takeInlined(path + queryString(opts.params));
      if (hit.found) return interpret<T>(path, 200, hit.body, quiet, opts.absent ?? [], opts.refused);
    }
    const { apiBase, brandBase } = deps.config();
    let url = resolveUrl(path, apiBase, brandBase);
    url += queryString(opts.params);
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = skipsAuthHeader(path) ? null : deps.token();
    if (token?.ID_token) headers.Authorization = `${token.token_type || 'Bearer'} ${token.ID_token}`;
    // A quiet call's caller shows its own state when it fails: offline, the service worker
    // does not raise the no-network tip over the page for it (public/sw.js).
    if (quiet) headers['X-Youzhe-Quiet'] = '1';
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && opts.data instanceof FormData) {
      body = opts.data; // multipart: the browser writes the Content-Type with its boundary
    } else if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries((opts.data ?? {}) as Record<string, unknown>).map(([k, v]) => [k, v == null ? '' : String(v)]),
      ).toString();
    } else if (opts.data !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.data);
    }

    const withMask = opts.loading !== false;
    if (withMask) showLoading(typeof opts.loading === 'string' ? opts.loading : t('loading'));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    let status: number;
    let parsed: unknown;
    try {
      const res = await deps.fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      status = res.status;
      parsed = parseBody(await res.text());
    } catch (e) {
      // Transport errors (offline, timeout) are only logged: the no-network tip speaks for them.
      deps.log(`request ${method} ${path} failed`, e);
      return false;
    } finally {
      clearTimeout(timer);
      if (withMask) hideLoading();
    }
    return interpret<T>(path, status, parsed, quiet, opts.absent ?? [], opts.refused);
  };
}

export type Request = ReturnType<typeof createRequester>;

/** Raised by `orThrow` so that query hooks see a failed call as an error state. */
export class RequestFailed extends Error {
  constructor(path: string) {
    super(`request failed: ${path}`);
    this.name = 'RequestFailed';
  }
}
