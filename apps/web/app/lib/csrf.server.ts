/**
 * Cross-site request refusal for the site's state-changing requests (docs/decisions/026-web-security.md).
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in current browsers; this is
 * the second line, for browsers and cases where it is not (an older browser, a sibling subdomain that
 * counts as the same site). A request that changes state must come from one of our own pages:
 *   - its `Origin` must be the site's own origin;
 *   - without `Origin`, its `Referer` must be a page of the site;
 *   - with neither, it is refused when it carries cookies (a browser that strips both cannot prove where a
 *     cookie-authenticated form came from); a request without cookies acts for nobody and goes on.
 */

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface SiteRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export type CsrfVerdict =
  | { allowed: true }
  | { allowed: false; reason: "origin" | "referer" | "no-origin-or-referer" };

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the request may change state. `ownOrigins` are the origins the site answers on: the one the request
 * was addressed to (scheme and host as the server sees them) and the public one (PUBLIC_APP_URL).
 */
export function checkSameOrigin(request: SiteRequest, ownOrigins: readonly string[]): CsrfVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { allowed: true };
  const own = new Set(ownOrigins.map((origin) => originOf(origin)).filter((o): o is string => o !== null));
  const origin = first(request.headers.origin);
  // "null" is what browsers send from sandboxed frames and some cross-site redirects: never ours.
  if (origin !== undefined && origin !== "") {
    return own.has(originOf(origin) ?? "") ? { allowed: true } : { allowed: false, reason: "origin" };
  }
  const referer = first(request.headers.referer);
  if (referer !== undefined && referer !== "") {
    return own.has(originOf(referer) ?? "") ? { allowed: true } : { allowed: false, reason: "referer" };
  }
  return first(request.headers.cookie)
    ? { allowed: false, reason: "no-origin-or-referer" }
    : { allowed: true };
}
