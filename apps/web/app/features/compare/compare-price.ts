import type { Locale } from "@keel/contracts/locales";
import { approximatePrice, formatApprox, type VisitorPrices } from "#app/lib/approx-price.ts";

/**
 * The compare table's price cell: the asking price as the loader formatted it (`value`), and beside it in
 * brackets its approximation in the visitor's currency when that differs (the root loader's rates).
 */
export function withApproximation(
  value: string,
  price: { amount: number; currency: string } | null,
  prices: VisitorPrices | null,
  locale: Locale,
): string {
  const approx = price && approximatePrice(price.amount, price.currency, prices);
  return approx ? `${value} (${formatApprox(approx, locale)})` : value;
}
