/**
 * Which locale a request is served in (docs/product.md, Languages: route, then cookie, then browser).
 * The URL is the source of truth for what a page renders, so that every URL has one language (search
 * engines, shared links, caches). The cookie and Accept-Language only decide where an unprefixed document
 * request is sent on first visit.
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_PREFIX,
  type Locale,
  localeFromAcceptLanguage,
} from "@keel/contracts/locales";
import { isEnglishDetailsPath } from "./details-path.ts";
import { localizePath, splitLocalePath } from "./locale.ts";
import { isSiteFilePath } from "./seo-paths.ts";

/** Query parameter the language switcher adds to record an explicit choice in the locale cookie. */
export const LOCALE_CHOICE_PARAM = "lang";

export interface LocaleRequest {
  pathname: string;
  search: string;
  /** The `locale` cookie, if any. */
  cookieLocale: string | null | undefined;
  acceptLanguage: string | null | undefined;
  /** Only full document GETs are redirected; data requests and form posts are served as addressed. */
  isDocumentGet: boolean;
}

export type LocaleDecision =
  | { kind: "serve"; locale: Locale; isPrefixed: boolean }
  | { kind: "redirect"; location: string; rememberLocale?: Locale };

export function negotiateLocale(req: LocaleRequest): LocaleDecision {
  const { locale: routeLocale, path, segment } = splitLocalePath(req.pathname);
  const isPrefixed = segment !== undefined;
  if (!req.isDocumentGet) return { kind: "serve", locale: routeLocale, isPrefixed };
  // robots.txt and the sitemaps have no language: served as addressed, never sent to /fr/robots.txt.
  if (isSiteFilePath(req.pathname)) return { kind: "serve", locale: DEFAULT_LOCALE, isPrefixed: true };

  const params = new URLSearchParams(req.search);
  const choice = params.get(LOCALE_CHOICE_PARAM);
  if (choice !== null) {
    // The switcher links to the page in the chosen locale with ?lang=…; remember the choice, then send the
    // visitor to the clean URL so that the parameter never appears in shared or indexed links.
    params.delete(LOCALE_CHOICE_PARAM);
    const location = withSearch(req.pathname, params);
    return isLocale(choice)
      ? { kind: "redirect", location, rememberLocale: choice }
      : { kind: "redirect", location };
  }

  // The product's /en/details/{id} and /en-US/details/{id} name English (US) themselves: served as addressed.
  if (isEnglishDetailsPath(req.pathname)) return { kind: "serve", locale: DEFAULT_LOCALE, isPrefixed: true };
  if (isPrefixed && segment !== LOCALE_PREFIX[routeLocale]) {
    // "/FR/x" and "/en-gb/x" match case-insensitively; answer with the one canonical spelling.
    return { kind: "redirect", location: withSearch(localizePath(path, routeLocale), params) };
  }
  if (isPrefixed) return { kind: "serve", locale: routeLocale, isPrefixed };

  const preferred = isLocale(req.cookieLocale)
    ? req.cookieLocale
    : localeFromAcceptLanguage(req.acceptLanguage);
  if (preferred !== DEFAULT_LOCALE) {
    return { kind: "redirect", location: withSearch(localizePath(path, preferred), params) };
  }
  return { kind: "serve", locale: DEFAULT_LOCALE, isPrefixed };
}

function withSearch(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
