/**
 * Locale-aware paths. A path is "neutral" when it carries no locale prefix ("/dashboard"); localizing adds
 * the prefix of a non-default locale ("/fr/dashboard"). en-US, the default, stays unprefixed.
 */
import { DEFAULT_LOCALE, LOCALE_PREFIX, type Locale, localeFromSegment } from "@keel/contracts/locales";

/** Each locale's name in its own language, for the language switcher (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  "en-US": "English (US)",
  "en-GB": "English (UK)",
  fr: "Français",
  it: "Italiano",
  es: "Español",
};

export interface LocalePath {
  locale: Locale;
  /** The path without its locale prefix; always starts with "/". */
  path: string;
  /** The prefix segment exactly as written in the URL, when there is one ("FR" in "/FR/x"). */
  segment?: string;
}

/** Splits "/fr/dashboard" into fr + "/dashboard"; an unprefixed path belongs to the default locale. */
export function splitLocalePath(pathname: string): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = localeFromSegment(match?.[1]);
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale, path: match[2] || "/", segment: match[1] };
}

/** "/dashboard" in fr is "/fr/dashboard"; "/" in fr is "/fr"; en-US paths stay as they are. */
export function localizePath(path: string, locale: Locale): string {
  const neutral = path.startsWith("/") ? path : `/${path}`;
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return neutral;
  return neutral === "/" ? `/${prefix}` : `/${prefix}${neutral}`;
}

/** Same as localizePath for a path that may carry a query string or hash ("/x?y=1" keeps "?y=1"). */
export function localizeHref(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  return localizePath(path || "/", locale) + rest;
}

/** The value for `<html lang>` and `hreflang`: BCP 47 tags as the locales are named. */
export function htmlLang(locale: Locale): string {
  return locale;
}
