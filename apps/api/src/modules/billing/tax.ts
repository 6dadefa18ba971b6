/**
 * VAT on Keel's subscriptions, as the test gateway applies it (Stripe Tax applies the same rules from the
 * customer's address and tax id on the Stripe gateway). Keel is seated in France; docs/decisions/034-billing.md
 * says why each rule is what it is.
 */
import { isEuCountry } from "@keel/contracts/billing";

/** Keel's own country: its customers there pay French VAT, with or without a VAT id. */
export const SELLER_COUNTRY = "FR";

/** Standard VAT rates of the EU member states (percent), for consumers taxed at destination (OSS). */
const EU_STANDARD_RATES: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

const UK_RATE = 20;

export type TaxRule =
  | "domestic"
  | "eu_reverse_charge"
  | "eu_consumer"
  | "uk_reverse_charge"
  | "uk_consumer"
  | "outside_scope";

export interface TaxTreatment {
  rule: TaxRule;
  /** Percent. */
  rate: number;
  /** The customer accounts for the VAT (EU or UK business with a VAT id): the invoice says so. */
  reverseCharge: boolean;
}

/** The VAT treatment of a subscription sold to a customer in `country`, with or without a VAT id. */
export function taxTreatment(country: string, vatId: string | null): TaxTreatment {
  if (country === SELLER_COUNTRY)
    return { rule: "domestic", rate: EU_STANDARD_RATES.FR ?? 20, reverseCharge: false };
  if (isEuCountry(country)) {
    return vatId
      ? { rule: "eu_reverse_charge", rate: 0, reverseCharge: true }
      : { rule: "eu_consumer", rate: EU_STANDARD_RATES[country] ?? 0, reverseCharge: false };
  }
  if (country === "GB") {
    return vatId
      ? { rule: "uk_reverse_charge", rate: 0, reverseCharge: true }
      : { rule: "uk_consumer", rate: UK_RATE, reverseCharge: false };
  }
  // The US (no federal VAT; Keel is under every state's economic-nexus threshold) and the rest of the world:
  // the service is supplied where the customer is, outside the scope of EU VAT.
  return { rule: "outside_scope", rate: 0, reverseCharge: false };
}

/** VAT on an amount in minor units, rounded half up to the minor unit. */
export function taxOn(amount: number, rate: number): number {
  return Math.round((amount * rate) / 100);
}
