/**
 * The countries a team can be based in, as select options named in the page's language (Intl.DisplayNames)
 * and sorted the way that language sorts ("Émirats arabes unis" among the E's in French).
 */
import { COUNTRIES, type Country, CURRENCIES, type Currency } from "@keel/contracts/countries";
import type { Locale } from "@keel/contracts/locales";
import { formatCountry } from "./format.ts";
import { collator, displayNames } from "./intl.ts";

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

export function countryOptions(locale: Locale): Option<Country>[] {
  const sorter = collator(locale);
  return COUNTRIES.map((code) => ({ value: code, label: formatCountry(code, locale) })).sort((a, b) =>
    sorter.compare(a.label, b.label),
  );
}

/** "EUR - Euro", "GBP - livre sterling": the code first, since people know their currency's code. */
export function currencyOptions(locale: Locale): Option<Currency>[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = displayNames(locale, { type: "currency" });
  } catch {
    names = null;
  }
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} - ${name}` : code };
  });
}

/** A sensible first choice of country on the sign-up form, from the page's language. */
export function defaultCountry(locale: Locale): Country {
  const byLocale: Record<Locale, Country> = { "en-US": "US", "en-GB": "GB", fr: "FR", it: "IT", es: "ES" };
  return byLocale[locale];
}
