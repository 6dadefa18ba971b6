/**
 * Locale formatting with Intl (decision 003): money in minor units + ISO currency, lengths stored
 * in metres and shown in feet for en-US, country names from ISO codes, dates with the product's week start.
 * Formatters come built from lib/intl.ts, which keeps one per locale and options, and the answers asked for
 * again and again (country names, a currency's digits).
 */
import { defaultLengthUnit, type Locale, weekStartsOn } from "@keel/contracts/locales";
import { dateTimeFormat, displayNames, numberFormat, remembered } from "./intl.ts";
import { currencyDigits } from "./money.ts";

/** A price in minor units; whole amounts are shown without decimals (boat prices rarely have cents). */
export function formatPrice(amountMinor: number, currency: string, locale: Locale): string {
  const amount = amountMinor / 10 ** currencyDigits(currency);
  const hasFraction = !Number.isInteger(amount);
  const formatter = numberFormat(locale, {
    style: "currency",
    currency,
    maximumFractionDigits: hasFraction ? undefined : 0,
    minimumFractionDigits: hasFraction ? undefined : 0,
  });
  return formatter.format(amount);
}

const FEET_PER_METRE = 1 / 0.3048;

/** A length in metres, shown in the locale's unit: "12.5 m", "41 ft". */
export function formatLength(metres: number, locale: Locale, unit = defaultLengthUnit(locale)): string {
  const value = unit === "ft" ? metres * FEET_PER_METRE : metres;
  const formatter = numberFormat(locale, {
    style: "unit",
    unit: unit === "ft" ? "foot" : "meter",
    unitDisplay: "short",
    maximumFractionDigits: unit === "ft" ? 0 : 1,
  });
  return formatter.format(value);
}

/** "FR" -> "France" / "Francia"…; an unknown code is shown as given. */
/**
 * Regions whose names differ between Node's ICU data and Chromium's: Node says "Hong Kong SAR China",
 * Chromium "Hong Kong". A page rendered on the server and hydrated in the browser must write the same text
 * (React error #418 otherwise), so these take their short name on both sides.
 */
const SHORT_NAMED_REGIONS = new Set(["HK", "MO"]);

export function formatCountry(code: string, locale: Locale): string {
  return remembered(`country\u0000${locale}\u0000${code}`, () => {
    const style = SHORT_NAMED_REGIONS.has(code) ? "short" : "long";
    try {
      return displayNames(locale, { type: "region", style }).of(code) ?? code;
    } catch {
      return code;
    }
  });
}

/** A calendar date ("Mar 4, 2026", "4 mars 2026"); times are stored in UTC. */
export function formatDate(
  value: Date | string,
  locale: Locale,
  style: "medium" | "long" = "medium",
): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return dateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(date);
}

/** First day of the week containing `date` (UTC), Sunday for English and Monday for fr/it/es (docs/product.md, Statistics). */
export function startOfWeek(date: Date, locale: Locale): Date {
  const start = weekStartsOn(locale);
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (result.getUTCDay() - start + 7) % 7;
  result.setUTCDate(result.getUTCDate() - offset);
  return result;
}
