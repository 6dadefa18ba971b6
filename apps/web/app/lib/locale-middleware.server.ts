/**
 * Root middleware: decides the request's locale (locale-negotiation.ts), redirects a first visit to the
 * visitor's language, records an explicit choice from the language switcher, and puts the locale in the
 * context for loaders, actions and the document render.
 */
import { LOCALE_COOKIE_MAX_AGE_S } from "@keel/contracts/ui-constants";
import { type MiddlewareFunction, redirect } from "react-router";
import { LOCALE_COOKIE, readCookie, serializeCookie } from "./cookies.server.ts";
import { localeContext } from "./i18n.server.ts";
import { negotiateLocale } from "./locale-negotiation.ts";

// The answer for an unprefixed URL depends on these request headers; shared caches must know.
const VARY = "Accept-Language, Cookie";

export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const isDocumentGet = isDocumentRequest(request);
  const decision = negotiateLocale({
    pathname: url.pathname,
    search: url.search,
    cookieLocale: readCookie(request, LOCALE_COOKIE),
    acceptLanguage: request.headers.get("Accept-Language"),
    isDocumentGet,
  });

  if (decision.kind === "redirect") {
    const headers = new Headers({ Vary: VARY });
    if (decision.rememberLocale) {
      headers.append(
        "Set-Cookie",
        serializeCookie(LOCALE_COOKIE, decision.rememberLocale, { maxAge: LOCALE_COOKIE_MAX_AGE_S }),
      );
    }
    throw redirect(decision.location, { headers });
  }

  context.set(localeContext, decision.locale);
  const response = await next();
  if (isDocumentGet && !decision.isPrefixed) response.headers.append("Vary", VARY);
  return response;
};

/** A browser loading a page, as opposed to a client-side navigation's `.data` fetch or a form post. */
function isDocumentRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return !new URL(request.url).pathname.endsWith(".data");
}
