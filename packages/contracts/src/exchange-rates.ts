/**
 * Exchange rates against the euro (docs/decisions/041-exchange-rates.md): the public table buyers' approximate
 * prices are computed with, and the back office's edit and import. A rate is in units of the currency for one
 * euro, as the ECB publishes it (EUR 1 = USD 1.087).
 */
import { z } from "zod";
import { CURRENCIES } from "./countries.ts";
import { EXCHANGE_RATE_SOURCES, MAX_EXCHANGE_RATE, MIN_EXCHANGE_RATE } from "./currency-codes.ts";

export const ZExchangeRate = z
  .object({
    currency: z.enum(CURRENCIES),
    rate: z.number().positive(),
    /** The day the rate is of (YYYY-MM-DD). */
    date: z.string(),
    source: z.enum(EXCHANGE_RATE_SOURCES),
    updatedAt: z.string(),
  })
  .meta({ id: "ExchangeRate" });
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

export const ZExchangeRates = z
  .object({
    base: z.literal("EUR"),
    /** The oldest date among the rates: approximate prices are "at the rates of" this day at best. */
    date: z.string(),
    /** The source of the oldest rate (what a buyer is told the rates are). */
    source: z.enum(EXCHANGE_RATE_SOURCES),
    rates: z.array(ZExchangeRate),
  })
  .meta({ id: "ExchangeRates" });
export type TExchangeRates = z.infer<typeof ZExchangeRates>;

export const ZExchangeRateParams = z.object({ currency: z.enum(CURRENCIES) });

export const ZExchangeRateUpdate = z
  .object({
    rate: z.number().min(MIN_EXCHANGE_RATE).max(MAX_EXCHANGE_RATE),
    /** The day the rate is of; today when absent. */
    date: z.iso.date().optional(),
  })
  .strict()
  .meta({ id: "ExchangeRateUpdate" });
export type TExchangeRateUpdate = z.infer<typeof ZExchangeRateUpdate>;

export const ZExchangeRateImport = z
  .object({
    message: z.string(),
    date: z.string(),
    /** Rates changed by the import. */
    updated: z.number().int(),
  })
  .meta({ id: "ExchangeRateImport" });
export type TExchangeRateImport = z.infer<typeof ZExchangeRateImport>;

export const ZAdminExchangeRates = ZExchangeRates.extend({
  /** Whether EXCHANGE_RATES_URL is set (the import button and the daily job need it). */
  canImport: z.boolean(),
}).meta({ id: "AdminExchangeRates" });
export type TAdminExchangeRates = z.infer<typeof ZAdminExchangeRates>;
