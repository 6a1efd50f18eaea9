// Query parameters read on start (SPEC §2), kept for the browser session (SPEC §3).

export const SESSION_PARAMS = ['lat', 'lng', 'openid', 'original_id', 'PV_FROM_CODE', 'user_id'] as const;
export type SessionParam = (typeof SESSION_PARAMS)[number];
export type SessionParams = Partial<Record<SessionParam, string>>;

const key = (name: SessionParam) => `youzhe.${name}`;

/** Store every session parameter present (non-empty) in `search`; returns what was captured. */
export function captureQuery(search: string, storage: Storage = sessionStorage): SessionParams {
  const q = new URLSearchParams(search);
  const captured: SessionParams = {};
  for (const name of SESSION_PARAMS) {
    const value = q.get(name);
    if (value) {
      storage.setItem(key(name), value);
      captured[name] = value;
    }
  }
  return captured;
}

export function sessionParam(name: SessionParam, storage: Storage = sessionStorage): string | null {
  return storage.getItem(key(name));
}

export function sessionParams(storage: Storage = sessionStorage): SessionParams {
  const out: SessionParams = {};
  for (const name of SESSION_PARAMS) {
    const v = storage.getItem(key(name));
    if (v) out[name] = v;
  }
  return out;
}
