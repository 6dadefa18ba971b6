/**
 * Importing the ECB's daily reference rates (docs/decisions/041-exchange-rates.md) from EXCHANGE_RATES_URL, by
 * the daily job or an admin's "import now". The read is bounded (MAX_BYTES, TIMEOUT_MS) and the file is checked
 * whole before any row changes: not the ECB's shape, no US dollar, a day in the future, or a rate more than
 * MAX_EXCHANGE_RATE_STEP times away from the current one, and the table stays as it was.
 * The dirham is not in the file: it is pegged to the dollar (AED 3.6725 = USD 1) and derived from it; the kuna
 * left circulation at its irrevocable rate of 7.53450 to the euro, which each import confirms with the file's day.
 */

import { CURRENCIES } from "@keel/contracts/countries";
import { MAX_EXCHANGE_RATE_STEP } from "@keel/contracts/currency-codes";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { FeedFileError } from "../feeds/feed-advert.ts";
import { downloadBytes } from "../feeds/feed-fetch.ts";
import { defineJob } from "../jobs/queue.ts";
import { EcbFileError, parseEcbDaily } from "./ecb-rates.ts";
import { findRates } from "./exchange-rates.repository.ts";
import { applyRates } from "./exchange-rates.service.ts";

export const MAX_BYTES = 64 * 1024;
export const TIMEOUT_MS = 20_000;
const AED_PER_USD = 3.6725;
const HRK_PER_EUR = 7.5345;

/** Why an import changed nothing: not configured, the file could not be read, or it was refused. */
export class RatesImportError extends Error {
  override name = "RatesImportError";
  readonly reason: "off" | "unreachable" | "too_large" | "invalid";
  constructor(reason: RatesImportError["reason"], detail: string) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
  }
}

export interface ImportOutcome {
  date: string;
  updated: number;
}

/** Reads the configured file and applies it; throws RatesImportError and changes nothing when it cannot. */
export async function importEcbRates(
  ctx: Pick<AppContext, "db" | "config">,
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<ImportOutcome> {
  const url = ctx.config.exchangeRatesUrl;
  if (!url) throw new RatesImportError("off", "EXCHANGE_RATES_URL is not set");
  let bytes: Uint8Array;
  try {
    bytes = await downloadBytes(url, {
      maxBytes: MAX_BYTES,
      // The operator sets the address (an environment variable), not a user: a mirror on the local network is fine.
      allowPrivate: true,
      signal: AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), ...(options.signal ? [options.signal] : [])]),
    });
  } catch (error) {
    if (error instanceof FeedFileError) {
      throw new RatesImportError(error.code === "too_large" ? "too_large" : "unreachable", error.message);
    }
    throw new RatesImportError("unreachable", (error as Error).message.slice(0, 200));
  }
  let file: ReturnType<typeof parseEcbDaily>;
  try {
    file = parseEcbDaily(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    throw new RatesImportError("invalid", error instanceof EcbFileError ? error.message : "not UTF-8 text");
  }
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  if (file.date > today) throw new RatesImportError("invalid", `a day in the future (${file.date})`);
  const usd = file.rates.get("USD");
  if (usd === undefined) throw new RatesImportError("invalid", "no US dollar rate");

  const incoming = new Map<string, number>();
  for (const currency of CURRENCIES) {
    const rate = file.rates.get(currency);
    if (rate !== undefined) incoming.set(currency, rate);
  }
  incoming.set("AED", Number((usd * AED_PER_USD).toPrecision(6)));
  incoming.set("HRK", HRK_PER_EUR);

  const current = new Map((await findRates(ctx.db)).map((r) => [r.currency, r]));
  const rows: Parameters<typeof applyRates>[1] = [];
  for (const [currency, rate] of incoming) {
    const before = current.get(currency);
    if (
      before &&
      (rate > before.rate * MAX_EXCHANGE_RATE_STEP || rate < before.rate / MAX_EXCHANGE_RATE_STEP)
    ) {
      throw new RatesImportError("invalid", `${currency} ${rate} is too far from ${before.rate}`);
    }
    // A rate set by hand for a later day than the file's stays.
    if (before?.source === "admin" && before.rateDate > file.date) continue;
    if (before && before.rate === rate && before.rateDate === file.date && before.source === "ecb") continue;
    rows.push({ currency, rate, rateDate: file.date, source: "ecb" });
  }
  if (rows.length > 0) await applyRates(ctx.db, rows, null);
  return { date: file.date, updated: rows.length };
}

/** The daily import, after the ECB publishes (around 16:00 CET); does nothing when no URL is set. */
export const importRatesJob = defineJob({
  kind: "exchangeRates.import",
  payload: z.object({}),
  schedule: "20 16 * * *",
  maxAttempts: 4,
  backoffMs: 10 * 60_000,
  async run(ctx, _payload, job) {
    if (!ctx.config.exchangeRatesUrl) return;
    const outcome = await importEcbRates(ctx, { signal: job.signal, now: job.now });
    ctx.log.info(outcome, "exchange rates imported");
  },
});
