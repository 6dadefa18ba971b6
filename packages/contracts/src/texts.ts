/**
 * How the product's texts are stored (docs/decisions/039-texts.md): one flat JSON texts file per locale,
 * `key -> ICU message`, in every folder that holds texts (the web app's `locales/`, the API's
 * `i18n/locales/`). A locale that is a regional variant of another is stored as overrides: its file holds
 * only the values that differ from its base (en-GB holds British spellings; everything else is en-US's).
 * No zod and no Node built-ins here: the web server, the API and the scripts all read texts through this.
 */
import type { Locale } from "./locales.ts";

export type Texts = Record<string, string>;

/** Locales stored as overrides of another locale, and the locale they override. */
export const OVERRIDES_OF: Partial<Record<Locale, Locale>> = { "en-GB": "en-US" };

/** A locale's full texts: its base locale's, then its own stored values on top. */
export function resolveTexts<T extends Record<string, unknown>>(
  locale: Locale,
  read: (locale: Locale) => T,
): T {
  const base = OVERRIDES_OF[locale];
  return base ? { ...resolveTexts(base, read), ...read(locale) } : read(locale);
}

/** The same, for texts loaded asynchronously (dynamic imports). */
export async function resolveTextsAsync<T extends Record<string, unknown>>(
  locale: Locale,
  read: (locale: Locale) => Promise<T>,
): Promise<T> {
  const base = OVERRIDES_OF[locale];
  if (!base) return read(locale);
  const [inherited, own] = await Promise.all([resolveTextsAsync(base, read), read(locale)]);
  return { ...inherited, ...own };
}

/** A variant's stored values without those equal to its base's (what `texts:normalize` writes). */
export function dropInherited(own: Texts, base: Texts): Texts {
  return Object.fromEntries(Object.entries(own).filter(([key, value]) => base[key] !== value));
}

export interface TextsProblem {
  locale: Locale;
  key: string;
  problem: "missing" | "unknown" | "same as base";
}

/**
 * What breaks the storage rules, key by key: a full locale missing a key of the default locale, any locale
 * holding a key the default locale lacks, an override locale repeating its base's value.
 */
export function checkTexts(stored: Record<Locale, Texts>, defaultLocale: Locale): TextsProblem[] {
  const reference = stored[defaultLocale];
  const problems: TextsProblem[] = [];
  for (const [locale, texts] of Object.entries(stored) as [Locale, Texts][]) {
    if (locale === defaultLocale) continue;
    const base = OVERRIDES_OF[locale];
    for (const key of Object.keys(texts)) {
      if (!(key in reference)) problems.push({ locale, key, problem: "unknown" });
      else if (base && texts[key] === stored[base][key])
        problems.push({ locale, key, problem: "same as base" });
    }
    if (!base) {
      for (const key of Object.keys(reference)) {
        if (!(key in texts)) problems.push({ locale, key, problem: "missing" });
      }
    }
  }
  return problems;
}
