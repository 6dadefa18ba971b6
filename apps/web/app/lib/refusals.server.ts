/**
 * The answers the web server itself gives before React Router or the API sees a request: a body over its
 * route's limit (413), a state-changing request from another site (403), the API unreachable or broken off
 * behind the `/api` proxy (503, 502). Each is the one error shape `{ error: { code, message, details } }` for
 * programs and data requests, or a small page for a browser's document request, translated either way: the
 * language of a site URL is its prefix; `/api` callers name theirs in `Accept-Language`, as with the API.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Locale, localeFromAcceptLanguage } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";
import { htmlLang, localizePath, splitLocalePath } from "./locale.ts";
import { createMessageFormatter, parseMessage } from "./message-format.ts";
import { LOCKED_DOWN_CSP } from "./security-headers.server.ts";

const KEYS = [
  "refusal.tooLarge.title",
  "refusal.tooLarge.message",
  "refusal.crossSite.title",
  "refusal.crossSite.message",
  "refusal.unavailable.message",
  "refusal.badGateway.message",
  "refusal.home",
] as const;
type RefusalKey = (typeof KEYS)[number];

const byLocale = new Map<Locale, Record<RefusalKey, string>>();

/** The few texts of these answers in `locale`, read once from the site's texts. */
function texts(locale: Locale): Record<RefusalKey, string> {
  let found = byLocale.get(locale);
  if (!found) {
    // en-GB's file holds only its overrides of en-US: resolved as the app resolves every locale's texts.
    const all = resolveTexts(
      locale,
      (file) =>
        JSON.parse(
          readFileSync(join(import.meta.dirname, "..", "locales", `${file}.json`), "utf8"),
        ) as Record<string, string>,
    );
    found = Object.fromEntries(KEYS.map((key) => [key, all[key] ?? key])) as Record<RefusalKey, string>;
    byLocale.set(locale, found);
  }
  return found;
}

function format(locale: Locale, key: RefusalKey, values?: Record<string, string>): string {
  return createMessageFormatter(locale)(parseMessage(texts(locale)[key], locale), values ?? {});
}

/** "15 MB", "512 kB" in the visitor's number format. */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, "megabyte"] : [bytes / 1024, "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

export type RefusalKind = "tooLarge" | "crossSite" | "unavailable" | "badGateway";

const STATUS: Record<RefusalKind, { status: number; code: string }> = {
  tooLarge: { status: 413, code: "PAYLOAD_TOO_LARGE" },
  crossSite: { status: 403, code: "FORBIDDEN" },
  unavailable: { status: 503, code: "SERVICE_UNAVAILABLE" },
  badGateway: { status: 502, code: "BAD_GATEWAY" },
};

/** Seconds a caller should wait before trying again when the API is unreachable (it restarts in a few). */
export const RETRY_AFTER_SECONDS = 5;

export interface RefusalRequest {
  /** The request path: a site path carries its language prefix. */
  pathname: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const header = (headers: RefusalRequest["headers"], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** The language of the answer: a site page's prefix, else (the API) the caller's Accept-Language. */
export function refusalLocale(request: RefusalRequest): Locale {
  if (request.pathname.startsWith("/api/") || request.pathname.startsWith("/media/"))
    return localeFromAcceptLanguage(header(request.headers, "accept-language"));
  return splitLocalePath(request.pathname).locale;
}

/** Whether the caller is a browser loading a document (it gets a page rather than JSON). */
function wantsPage(request: RefusalRequest): boolean {
  if (request.pathname.startsWith("/api/") || request.pathname.endsWith(".data")) return false;
  const accept = header(request.headers, "accept");
  return accept.includes("text/html");
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The answer for a refusal, in the caller's language and the form it reads (page or error shape). */
export function refusal(
  kind: RefusalKind,
  request: RefusalRequest,
  options: { limit?: number } = {},
): Refusal {
  const locale = refusalLocale(request);
  const { status, code } = STATUS[kind];
  const limit = options.limit === undefined ? "" : formatBytes(options.limit, locale);
  const message = format(locale, `refusal.${kind}.message`, { limit });
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (kind === "unavailable") headers["Retry-After"] = String(RETRY_AFTER_SECONDS);
  if (!wantsPage(request) || kind === "unavailable" || kind === "badGateway") {
    const details = options.limit === undefined ? undefined : { limit: options.limit };
    return {
      status,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }),
    };
  }
  const title = format(locale, kind === "tooLarge" ? "refusal.tooLarge.title" : "refusal.crossSite.title");
  const home = localizePath("/", locale);
  const body = `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;background:#fff}a{color:#1d4ed8}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(home)}">${escapeHtml(format(locale, "refusal.home"))}</a></p></main></body></html>`;
  return {
    status,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": LOCKED_DOWN_CSP,
    },
    body,
  };
}
