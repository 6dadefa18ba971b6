/**
 * Route rules: a table of redirects the site answers before any page renders. A target that React Router
 * does not serve (the API's pages under /api, another site) is followed with a full page load; every other
 * target with a normal redirect, which a client-side navigation follows without reloading. Navigation to
 * another origin happens only through a rule that names it: redirect targets taken from a request
 * (`?redirect=`) stay on the site (safe-redirect.ts).
 */

export interface RouteRule {
  /** Path without locale prefix, exact ("/login"). */
  from: string;
  /** A path of the site ("/auth/login", "/api/docs") or an absolute http(s) URL of another site. */
  to: string;
  /** 301 for a permanent move; 302 (default) otherwise. */
  status?: 301 | 302;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  // Addresses people type or keep from other marketplaces.
  { from: "/login", to: "/auth/login", status: 301 },
  { from: "/register", to: "/auth/register", status: 301 },
  { from: "/signup", to: "/auth/register", status: 301 },
  { from: "/account", to: "/dashboard/settings", status: 301 },
  // The API reference is served by the API, not by React Router: a full page load.
  { from: "/docs", to: "/api/docs" },
];

/** Paths the web server hands to another server (the API's proxy): reached with a full page load. */
const OUTSIDE_ROUTER = /^\/(?:api|media)(?:\/|$)/;

export type RuleRedirect =
  | { kind: "route"; location: string; status: 301 | 302 }
  | { kind: "document"; location: string; status: 301 | 302 };

/**
 * The redirect a rule gives `path` (locale prefix removed), with `localize` applied to targets of the
 * localized site; null when no rule matches or the rule's target is neither a site path nor an http(s) URL.
 */
export function findRuleRedirect(
  path: string,
  localize: (path: string) => string,
  rules: readonly RouteRule[] = ROUTE_RULES,
): RuleRedirect | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const rule = rules.find((candidate) => candidate.from === normalized);
  if (!rule) return null;
  const status = rule.status ?? 302;
  if (rule.to.startsWith("/") && !rule.to.startsWith("//")) {
    return OUTSIDE_ROUTER.test(rule.to)
      ? { kind: "document", location: rule.to, status }
      : { kind: "route", location: localize(rule.to), status };
  }
  return isExternalUrl(rule.to) ? { kind: "document", location: rule.to, status } : null;
}

function isExternalUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Whether the site may send a visitor to `target`: its own origin always, another only when a rule names it. */
export function isNavigationAllowed(
  target: string,
  siteOrigin: string,
  rules: readonly RouteRule[] = ROUTE_RULES,
): boolean {
  let url: URL;
  try {
    url = new URL(target, siteOrigin);
  } catch {
    return false;
  }
  if (url.origin === new URL(siteOrigin).origin) return true;
  return rules.some((rule) => isExternalUrl(rule.to) && new URL(rule.to).origin === url.origin);
}
