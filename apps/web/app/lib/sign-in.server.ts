/**
 * Signing in, shared by login and registration: the API's token goes into the httpOnly `{product}_token`
 * cookie for as long as the API keeps the session, the remembered redirect target is dropped, the API's
 * message ("Welcome back…") travels to the next page as a flash toast, and the visitor is sent on.
 */
import type { Locale } from "@keel/contracts/locales";
import { DEFAULT_LOGIN_REDIRECT } from "@keel/contracts/ui-constants";
import { redirect, redirectDocument } from "react-router";
import {
  deleteCookie,
  flashCookie,
  RETURN_TO_COOKIE,
  readCookie,
  serializeCookie,
  tokenCookieName,
} from "./cookies.server.ts";
import { localizeHref, splitLocalePath } from "./locale.ts";
import { safeRedirectTarget } from "./safe-redirect.ts";

/**
 * Where to go after signing in: the form's `redirect` (from the `?redirect=` the guard added), else the
 * remembered target (return_to cookie), else the dashboard; only same-site paths are followed. A target that
 * names its language (`/fr/…`) is followed in it; an unprefixed one (the dashboard, or a page the guard
 * remembered before the visitor switched the login page's language) opens in the language of the page that
 * signs in.
 */
export function signInTarget(request: Request, formRedirect: unknown, locale: Locale): string {
  const target =
    safeRedirectTarget(formRedirect) ??
    safeRedirectTarget(readCookie(request, RETURN_TO_COOKIE)) ??
    DEFAULT_LOGIN_REDIRECT;
  const pathname = target.split(/[?#]/, 1)[0] ?? target;
  return splitLocalePath(pathname).segment === undefined ? relocalizeTarget(target, locale) : target;
}

/** The same target in another interface language: "/invitations/x/accept" in fr is "/fr/invitations/x/accept". */
export function relocalizeTarget(target: string, locale: Locale): string {
  const cut = target.search(/[?#]/);
  const pathname = cut === -1 ? target : target.slice(0, cut);
  return localizeHref(splitLocalePath(pathname).path + (cut === -1 ? "" : target.slice(cut)), locale);
}

export interface SignIn {
  request: Request;
  /** The locale of the page that signs in: a target in another locale needs a full document load. */
  locale: Locale;
  token: string;
  /** ISO date the API's session ends; the cookie ends with it. */
  expiresAt: string;
  /** Safe, same-site target (signInTarget). */
  target: string;
  /** The API's message, shown once on the next page. */
  message?: string;
  /** More cookies to set with the session (the selected team, the interface language). */
  cookies?: string[];
}

export function signIn({
  request,
  locale,
  token,
  expiresAt,
  target,
  message,
  cookies = [],
}: SignIn): Response {
  const headers = new Headers();
  const maxAge = Math.floor((Date.parse(expiresAt) - Date.now()) / 1000);
  headers.append(
    "Set-Cookie",
    serializeCookie(tokenCookieName(), token, { maxAge: Number.isFinite(maxAge) ? maxAge : undefined }),
  );
  headers.append("Set-Cookie", deleteCookie(RETURN_TO_COOKIE));
  if (message) headers.append("Set-Cookie", flashCookie(message));
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  // Another locale means other texts, which only a full document load brings.
  const isSameLocale = splitLocalePath(new URL(target, request.url).pathname).locale === locale;
  return isSameLocale ? redirect(target, { headers }) : redirectDocument(target, { headers });
}
