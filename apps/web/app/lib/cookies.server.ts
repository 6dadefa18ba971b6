/**
 * The web server's cookies. All are httpOnly (browser JavaScript never needs them) and SameSite=Lax, and
 * Secure when the public site is HTTPS. Values are plain strings: the API reads none of them, and the
 * names are part of the product (docs/product.md, Interface rules: `{product}_token`, `team_id`, `locale`).
 */
import { getConfig } from "./config.server.ts";

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie; undefined makes a session cookie. */
  maxAge?: number;
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (getConfig().isSecure) parts.push("Secure");
  return parts.join("; ");
}

export function deleteCookie(name: string): string {
  return serializeCookie(name, "", { maxAge: 0 });
}

/** The session token issued by the API (`{product}_token`, docs/product.md, Interface rules). */
export function tokenCookieName(): string {
  return `${getConfig().productId}_token`;
}

/** A token put aside while signed in as someone else, restored at logout (spec: oldToken). */
export function oldTokenCookieName(): string {
  return `${getConfig().productId}_old_token`;
}

export const TEAM_COOKIE = "team_id";
export const TEAM_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The visitor's choice of currency for approximate prices (visitor-currency.server.ts). */
export const CURRENCY_COOKIE = "currency";

/** The visitor's language choice; its lifetime is LOCALE_COOKIE_MAX_AGE_S (365 days). */
export const LOCALE_COOKIE = "locale";

/** Where the auth guard bounced a guest from, remembered for the login that follows. */
export const RETURN_TO_COOKIE = "return_to";
export const RETURN_TO_MAX_AGE_S = 15 * 60;

/** A one-shot message for the next page (e.g. the API's "signed in" after a login redirect). */
export const FLASH_COOKIE = "flash";
export const FLASH_MAX_AGE_S = 60;

/** The Set-Cookie value that carries `message` to the next page as a toast (read and cleared by the root). */
export function flashCookie(message: string): string {
  return serializeCookie(FLASH_COOKIE, message, { maxAge: FLASH_MAX_AGE_S });
}
