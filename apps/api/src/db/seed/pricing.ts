/**
 * Asking prices in the seller's currency, plus the EUR figure every listing stores for cross-currency
 * sorting and filtering. Rates are fixed so the demo data does not change with the markets.
 */
import { agedPriceEur, newPriceEur, roundPrice } from "./boat-profiles.ts";
import type { Random } from "./random.ts";

/**
 * EUR per unit of each currency the demo teams use: the exchange-rate table's shipped rates (migration
 * 2026-11-27T0100, decision 041), fixed on purpose, so seeded EUR figures agree with what searches convert with.
 */
export const EUR_PER_UNIT: Record<string, number> = { EUR: 1, GBP: 1 / 0.8621, USD: 1 / 1.087 };

export interface Price {
  priceAmount: number | null;
  currency: string;
  isPriceOnRequest: boolean;
  originalPriceAmount: number | null;
  priceEur: number | null;
}

/** Amounts are minor units (cents, pence). */
export function priceFor(
  typeCode: string,
  lengthM: number,
  age: number,
  condition: string,
  currency: string,
  rng: Random,
): Price {
  const eur = agedPriceEur(newPriceEur(typeCode, lengthM, rng), age, condition, rng);
  const rate = EUR_PER_UNIT[currency] ?? 1;
  // Superyacht brokers often publish no price at all.
  const isPriceOnRequest = rng.chance(eur > 5_000_000 ? 0.35 : 0.02);
  if (isPriceOnRequest) {
    return { priceAmount: null, currency, isPriceOnRequest, originalPriceAmount: null, priceEur: null };
  }
  const asking = roundPrice(eur / rate);
  const hasDropped = rng.chance(0.15);
  return {
    priceAmount: asking * 100,
    currency,
    isPriceOnRequest,
    originalPriceAmount: hasDropped ? roundPrice(asking * rng.float(1.05, 1.2)) * 100 : null,
    priceEur: Math.round(asking * rate * 100),
  };
}

export interface Vat {
  vatStatus: "paid" | "not_paid" | "not_applicable";
  vatCountry: string | null;
  isVatIncluded: boolean;
}

/**
 * VAT as the seller's market states it: US boats carry none (sales tax is the buyer's), Turkish stock is
 * mostly unpaid, EU and UK boats mostly VAT-paid, priced VAT included. Monaco applies French VAT.
 */
export function vatFor(sellerCountry: string, isNew: boolean, rng: Random): Vat {
  if (sellerCountry === "US") return { vatStatus: "not_applicable", vatCountry: null, isVatIncluded: false };
  if (sellerCountry === "TR") {
    const status = rng.chance(0.7) ? "not_paid" : "not_applicable";
    return { vatStatus: status, vatCountry: null, isVatIncluded: false };
  }
  if (!rng.chance(isNew ? 0.85 : 0.72))
    return { vatStatus: "not_paid", vatCountry: null, isVatIncluded: false };
  return {
    vatStatus: "paid",
    vatCountry: sellerCountry === "MC" ? "FR" : sellerCountry,
    isVatIncluded: true,
  };
}
