/**
 * Names of countries and languages for the directory pages, computed on the server. Browsers ship their own
 * ICU data, which names some regions and languages differently from Node's; names made in the loader reach
 * the page as data, so the server's HTML and the hydrated page always agree.
 */
import type { Locale } from "@keel/contracts/locales";
import { formatCountry } from "#app/lib/format.ts";
import { collator, displayNames } from "#app/lib/intl.ts";

export interface LabelledOption {
  value: string;
  label: string;
  /** Matching results with every other filter applied, when the API counts them. */
  count?: number;
}

/**
 * Languages a visitor may look for a professional by: those the network's teams list most, around the
 * Mediterranean, the Atlantic and the North Sea. A language chosen through a link stays selectable.
 */
export const LANGUAGE_FILTERS = [
  "en",
  "fr",
  "it",
  "es",
  "de",
  "nl",
  "pt",
  "el",
  "hr",
  "tr",
  "ca",
  "da",
  "sv",
  "nb",
  "fi",
  "pl",
  "ru",
  "ar",
] as const;

/** "fr" -> "French" / "français" -> capitalised for a list ("Français"); an unknown code is shown as given. */
export function languageName(code: string, locale: Locale): string {
  try {
    const name = displayNames(locale, { type: "language", fallback: "code" }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

/** Labels by code, for the codes a page shows. */
export function countryLabels(codes: Iterable<string | null>, locale: Locale): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const code of codes) if (code) labels[code] = formatCountry(code, locale);
  return labels;
}

export function languageLabels(codes: Iterable<string>, locale: Locale): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const code of codes) labels[code] = languageName(code, locale);
  return labels;
}

function sortByLabel<T extends { label: string }>(options: T[], locale: Locale): T[] {
  const sorter = collator(locale);
  return options.sort((a, b) => sorter.compare(a.label, b.label));
}

/** The countries the API counted, plus the selected one (counted 0 when nothing matches it any more). */
export function countedCountryOptions(
  counts: readonly { value: string; count: number }[],
  selected: string | null,
  locale: Locale,
): LabelledOption[] {
  const options = counts.map(({ value, count }) => ({ value, label: formatCountry(value, locale), count }));
  if (selected && !options.some((o) => o.value === selected)) {
    options.push({ value: selected, label: formatCountry(selected, locale), count: 0 });
  }
  return sortByLabel(options, locale);
}

export function languageOptions(selected: string | null, locale: Locale): LabelledOption[] {
  const codes = new Set<string>(LANGUAGE_FILTERS);
  if (selected) codes.add(selected);
  return sortByLabel(
    [...codes].map((code) => ({ value: code, label: languageName(code, locale) })),
    locale,
  );
}
