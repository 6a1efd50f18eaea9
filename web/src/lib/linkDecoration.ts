// Outgoing links to partner sites carry who the visitor is (SPEC §2), so a partner can
// credit the visit. Only configured partner domains get them: an openid never leaks elsewhere.

export interface VisitorParams {
  openid?: string | null;
  PV_FROM_CODE?: string | null;
  original_id?: string | null;
}

/** True when `host` is one of `domains` or a subdomain of one. */
export function isPartnerHost(host: string, domains: readonly string[]): boolean {
  const h = host.toLowerCase();
  return domains.some((d) => {
    const domain = d.toLowerCase().replace(/^\*?\./, '');
    return domain !== '' && (h === domain || h.endsWith(`.${domain}`));
  });
}

/** Append openid (then PV_FROM_CODE, original_id when present) with `?` or `&`, before any `#`. */
export function appendVisitorParams(url: string, params: VisitorParams): string {
  const pairs = (['openid', 'PV_FROM_CODE', 'original_id'] as const)
    .filter((k) => params[k])
    .map((k) => `${k}=${encodeURIComponent(String(params[k]))}`);
  if (pairs.length === 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}${hash}`;
}

/** The link as the visitor should follow it: decorated for partners, untouched for anyone else. */
export function decorateLink(url: string, params: VisitorParams, partnerDomains: readonly string[]): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return url; // relative or malformed: not an outgoing link
  }
  return isPartnerHost(host, partnerDomains) ? appendVisitorParams(url, params) : url;
}

/**
 * Our own page as a share card links to it: with the sharer's uid as `user_id`, so a friend
 * who opens it and signs in earns the sharer points (docs/POINTS.md). Unchanged without one.
 */
export function withSharer(url: string, uid: unknown): string {
  if (typeof uid !== 'string' || !uid) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}user_id=${encodeURIComponent(uid)}${hash}`;
}
