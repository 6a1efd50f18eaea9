// Query parameters read on start (SPEC §2), kept for the browser session (SPEC §3).

export const SESSION_PARAMS = ['lat', 'lng', 'openid', 'original_id', 'PV_FROM_CODE', 'user_id'] as const;
export type SessionParam = (typeof SESSION_PARAMS)[number];
export type SessionParams = Partial<Record<SessionParam, string>>;

/** A signed openid link also carries these (the server's one-time link signature). */
export const LINK_SIGNATURE_PARAMS = ['ts', 'sign'] as const;
export type LinkSignature = Partial<Record<(typeof LINK_SIGNATURE_PARAMS)[number], string>>;

const key = (name: string) => `youzhe.${name}`;

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
  // The signature belongs to the openid it came with: a new openid replaces or drops it.
  if (captured.openid) {
    for (const name of LINK_SIGNATURE_PARAMS) {
      const value = q.get(name);
      if (value) storage.setItem(key(name), value);
      else storage.removeItem(key(name));
    }
  }
  return captured;
}

export function linkSignature(storage: Storage = sessionStorage): LinkSignature {
  const out: LinkSignature = {};
  for (const name of LINK_SIGNATURE_PARAMS) {
    const v = storage.getItem(key(name));
    if (v) out[name] = v;
  }
  return out;
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
