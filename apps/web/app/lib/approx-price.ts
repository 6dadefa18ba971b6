/**
 * Approximate prices in the visitor's currency (docs/decisions/041-exchange-rates.md): a boat's price converted
 * at the exchange-rate table's rates, rounded to three significant digits (an approximation that does not claim
 * precision it lacks), with the day of the older of the two rates it used and where that rate came from.
 * Pure, for the server and the browser alike; the rates arrive with the root loader's data.
 */
import type { ExchangeRateSource } from "@keel/contracts/currency-codes";
import type { Locale } from "@keel/contracts/locales";
import { formatPrice } from "./format.ts";

export interface VisitorRate {
  /** Units of the currency for one euro. */
  rate: number;
  date: string;
  source: ExchangeRateSource;
}

export interface VisitorPrices {
  /** The currency approximate prices are shown in. */
  currency: string;
  rates: Record<string, VisitorRate>;
}

export interface ApproxPrice {
  /** Minor units of the visitor's currency, rounded. */
  amount: number;
  currency: string;
  /** The day and source of the rate the conversion rests on (the older of the two; the euro's never counts). */
  date: string;
  source: ExchangeRateSource;
}

/** Rounds a major amount to three significant digits (231,456 -> 231,000), whole units below a thousand. */
export function roundApprox(major: number): number {
  if (major < 1000) return Math.round(major);
  const step = 10 ** (Math.floor(Math.log10(major)) - 2);
  return Math.round(major / step) * step;
}

/** `amount` (minor units of `currency`) in the visitor's currency, or null when it is the same or unknown. */
export function approximatePrice(
  amount: number,
  currency: string,
  prices: VisitorPrices | null | undefined,
): ApproxPrice | null {
  if (!prices || currency === prices.currency) return null;
  const from = prices.rates[currency];
  const to = prices.rates[prices.currency];
  if (!from || !to) return null;
  // Every listed currency has two decimals, so minor units convert like major ones.
  const major = roundApprox((amount / 100 / from.rate) * to.rate);
  const basis = currency === "EUR" ? to : prices.currency === "EUR" ? from : from.date <= to.date ? from : to;
  return { amount: major * 100, currency: prices.currency, date: basis.date, source: basis.source };
}

/** "≈ $231,000". */
export function formatApprox(approx: ApproxPrice, locale: Locale): string {
  return `≈ ${formatPrice(approx.amount, approx.currency, locale)}`;
}
