/**
 * The site's security headers (docs/decisions/026-web-security.md).
 *
 * Content-Security-Policy: scripts run only from our own origin or inline with the response's nonce, which
 * server.ts draws per response and React Router and our inline scripts carry. Nothing else inline (no
 * 'unsafe-inline', no eval), no plugins, no <base> rewriting, no framing, forms post only to us. A page kept
 * by the page cache is served to many visitors, so a nonce drawn for its first render would be shared by all
 * of them: a cached page's policy lists the SHA-256 hashes of its inline scripts instead (cspForCachedPage),
 * computed once when the page is stored. Styles allow inline `style` attributes (Radix positions popovers
 * with them and React renders some on the server); injected styles cannot run code.
 */
import { createHash, randomBytes } from "node:crypto";

/** Hosts of Google's tag (gtag.js) and the beacons it sends, allowed only when a tag is configured. */
const ANALYTICS_SCRIPT_HOSTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface CspOptions {
  /** Nonce of this response's inline scripts; or */
  nonce?: string;
  /** the hashes (`sha256-…`) of a stored page's inline scripts. */
  scriptHashes?: readonly string[];
  /** Whether the page loads Google's tag. */
  hasAnalytics: boolean;
  /** Public icon API hosts the browser may fetch icons from (ICON_API_HOSTS; none by default). */
  iconHosts?: readonly string[];
}

/** The policy of an HTML page. */
export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  hasAnalytics,
  iconHosts = [],
}: CspOptions): string {
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  const analyticsScripts = hasAnalytics ? ANALYTICS_SCRIPT_HOSTS : [];
  const analyticsConnect = hasAnalytics ? ANALYTICS_CONNECT_HOSTS : [];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inline, ...analyticsScripts].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", "blob:", ...analyticsConnect].join(" ")}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...analyticsConnect, ...iconHosts].join(" ")}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of a response that is not a page (a refusal, an error text): nothing may run or load. */
export const LOCKED_DOWN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const NON_SCRIPT_TYPE =
  /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]+/i;

/** SHA-256 hashes (`sha256-…`) of the inline scripts of an HTML document, as a browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    // External scripts are allowed by origin; data blocks (JSON, JSON-LD) never run.
    if (/\bsrc\s*=/i.test(attributes) || NON_SCRIPT_TYPE.test(attributes) || text === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The policy a stored page is served with: the one it was rendered with, its nonce replaced by the hashes of
 * its inline scripts (the nonce in its markup is then inert: no visitor's policy names it).
 */
export function cspForCachedPage(renderedPolicy: string, html: string): string {
  const hashes = inlineScriptHashes(html)
    .map((hash) => `'${hash}'`)
    .join(" ");
  return renderedPolicy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      if (!trimmed.startsWith("script-src ")) return trimmed;
      const sources = trimmed.split(/\s+/).filter((source) => !source.startsWith("'nonce-"));
      return [...sources, ...(hashes ? [hashes] : [])].join(" ");
    })
    .join("; ");
}

export interface SecurityHeaderOptions {
  /** Served over HTTPS (directly, or behind a trusted proxy, or PUBLIC_APP_URL says https). */
  isHttps: boolean;
}

/** Headers every response of the web server carries, pages or not. */
export function baseSecurityHeaders({ isHttps }: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    [
      "Permissions-Policy",
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    ],
  ];
  // Over plain HTTP browsers ignore it; sending it there would only mislead.
  if (isHttps) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}
