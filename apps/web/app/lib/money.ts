/**
 * Money is stored as integer minor units with its ISO 4217 currency (decision 003) and entered in
 * major units: 125000 EUR is 12500000 cents, 5000000 JPY is 5000000 yen. The number of minor digits comes
 * from Intl, so every currency Intl knows is handled without a table.
 */
import { numberFormat, remembered } from "./intl.ts";

/**
 * Digits of the currency's minor unit: 2 for EUR and USD, 0 for JPY, 3 for KWD. Remembered per currency
 * (lib/intl.ts): every price on a page asks, and Intl's resolved options are an object built per call.
 */
export function currencyDigits(currency: string): number {
  return remembered(
    `digits\u0000${currency}`,
    () => numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2,
  );
}

/** 1234.5 EUR -> 123450; rounded to the currency's minor unit (19.999 EUR -> 2000). */
export function toMinorUnits(major: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  // toFixed first: 19.99 * 100 is 1998.9999999999998 in binary floating point.
  return Math.round(Number((major * factor).toFixed(6)));
}

/** 123450 EUR minor units -> 1234.5. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** The currency's symbol in the locale, for the price input's adornment ("€", "£", "CHF"). */
export function currencySymbol(currency: string, locale: string): string {
  return (
    numberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((p) => p.type === "currency")?.value ?? currency
  );
}
