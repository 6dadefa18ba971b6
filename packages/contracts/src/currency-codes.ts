/**
 * Zod-free facts about currencies the browser may import (docs/decisions/041-exchange-rates.md): where a rate
 * came from, the bounds of a rate an admin may set, and the visitor's currency by language.
 */
import { CURRENCIES } from "./countries.ts";
import type { Locale } from "./locales.ts";

export type Currency = (typeof CURRENCIES)[number];

export const EXCHANGE_RATE_SOURCES = ["shipped", "ecb", "admin"] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** Units of a currency for one euro: no currency Keel lists is near either bound. */
export const MIN_EXCHANGE_RATE = 0.0001;
export const MAX_EXCHANGE_RATE = 100_000;
/** An admin's new rate may differ from the current one by at most this factor (a misplaced digit is refused). */
export const MAX_EXCHANGE_RATE_STEP = 2;

/** The currency a visitor who chose none sees approximate prices in. */
export function defaultCurrency(locale: Locale): Currency {
  if (locale === "en-US") return "USD";
  if (locale === "en-GB") return "GBP";
  return "EUR";
}

export function isCurrency(value: string | null | undefined): value is Currency {
  return !!value && (CURRENCIES as readonly string[]).includes(value);
}
