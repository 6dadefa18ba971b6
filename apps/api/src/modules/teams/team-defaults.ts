import type { Country, Currency } from "@keel/contracts/countries";

/** A new team's currency follows its country; the euro elsewhere (most of Keel's market). */
const CURRENCY_BY_COUNTRY: Partial<Record<Country, Currency>> = {
  US: "USD",
  GB: "GBP",
  GI: "GBP",
  CH: "CHF",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  AU: "AUD",
  CA: "CAD",
  AE: "AED",
  TR: "TRY",
  VG: "USD",
  BS: "USD",
  PA: "USD",
};

/** Boats are measured in feet in the US market; metres elsewhere. */
const IMPERIAL: ReadonlySet<Country> = new Set(["US", "BS", "VG"]);

export function teamDefaults(country: Country): { currency: Currency; unit: "metric" | "imperial" } {
  return {
    currency: CURRENCY_BY_COUNTRY[country] ?? "EUR",
    unit: IMPERIAL.has(country) ? "imperial" : "metric",
  };
}
