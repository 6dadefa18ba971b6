/** The interface languages (docs/product.md, Languages). en-US is the default and has no URL prefix. */
export const LOCALES = ["en-US", "en-GB", "fr", "it", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";

/** URL prefix of each locale; the default locale is unprefixed. */
export const LOCALE_PREFIX: Record<Locale, string> = {
  "en-US": "",
  "en-GB": "en-GB",
  fr: "fr",
  it: "it",
  es: "es",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Finds the locale a URL path segment names, case-insensitively (`/en-gb/…` is `en-GB`). */
export function localeFromSegment(segment: string | undefined): Locale | undefined {
  if (!segment) return undefined;
  const lower = segment.toLowerCase();
  return LOCALES.find((l) => l !== DEFAULT_LOCALE && l.toLowerCase() === lower);
}

/** Best match for an Accept-Language header, honouring q-values; falls back to en-US (docs/product.md, Languages). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number.parseFloat(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    if (tag === "en-gb" || tag === "en-ie" || tag === "en-au" || tag === "en-nz") return "en-GB";
    if (tag.startsWith("en")) return "en-US";
    const base = tag.split("-")[0];
    if (base === "fr" || base === "it" || base === "es") return base;
  }
  return DEFAULT_LOCALE;
}

/** Week start (docs/product.md, Statistics): Sunday for English, Monday for French, Italian and Spanish. */
export function weekStartsOn(locale: Locale): 0 | 1 {
  return locale === "en-US" || locale === "en-GB" ? 0 : 1;
}

/** Length unit shown by default: feet for en-US, metres elsewhere (domain notes). */
export function defaultLengthUnit(locale: Locale): "m" | "ft" {
  return locale === "en-US" ? "ft" : "m";
}
