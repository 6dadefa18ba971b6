/**
 * Exchange rates against the euro (docs/decisions/041-exchange-rates.md). The table is small (one row a
 * currency) and read on every search with a price filter and every price edit, so each process keeps a copy and
 * reads the table again once it is RELOAD_MS old; a change made through this process drops its copy at once.
 * Stored EUR figures (`boats.price_eur`, what searches filter and sort on) follow a change through the
 * `exchangeRates.recompute` job, in bounded batches.
 */

import { type Currency, isCurrency, MAX_EXCHANGE_RATE_STEP } from "@keel/contracts/currency-codes";
import type { TExchangeRate, TExchangeRates, TExchangeRateUpdate } from "@keel/contracts/exchange-rates";
import type { Kysely } from "kysely";
import { z } from "zod";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { defineJob, enqueueJob } from "../jobs/queue.ts";
import { findRates, type RateRow, recomputePriceEur, saveRate } from "./exchange-rates.repository.ts";

/** How old a process's copy of the table may get before a read goes to the database again. */
export const RELOAD_MS = 10_000;
/** Boats whose EUR figure one statement of the recompute job rewrites. */
export const RECOMPUTE_BATCH = 500;

let cached: { rates: Map<string, number>; loadedAt: number } | null = null;

/** Forgets this process's copy (after a change here, and between tests). */
export function forgetCachedRates(): void {
  cached = null;
}

/**
 * Units of each currency for one euro, from this process's copy of the table. A stale copy is read again by
 * each caller on its own connection (`db` may be a transaction): a read shared between callers could wait on a
 * transaction that is waiting on it, on SQLite's single connection.
 */
export async function getRates(db: Kysely<Database>, now = Date.now()): Promise<Map<string, number>> {
  if (cached && now - cached.loadedAt < RELOAD_MS) return cached.rates;
  const rates = new Map((await findRates(db)).map((r) => [r.currency, r.rate]));
  cached = { rates, loadedAt: now };
  return rates;
}

/** An amount in minor units of `currency` as EUR minor units (every listed currency has two decimals). */
export function toEurMinor(amountMinor: number, currency: string, rates: Map<string, number>): number {
  const rate = rates.get(currency);
  // A currency without a row is valued at par rather than left out of every price filter.
  return Math.round(amountMinor / (rate ?? 1));
}

const toDto = (row: RateRow): TExchangeRate => ({
  currency: row.currency as Currency,
  rate: row.rate,
  date: row.rateDate,
  source: row.source,
  updatedAt: row.updatedAt,
});

/** The table as buyers' pages use it, straight from the database (the page cache relies on it: decision 041). */
export async function listRates(db: Kysely<Database>): Promise<TExchangeRates> {
  const rates = (await findRates(db)).filter((r) => isCurrency(r.currency)).map(toDto);
  const oldest = rates.reduce<TExchangeRate | undefined>(
    (a, r) => (r.currency === "EUR" || (a && a.date <= r.date) ? a : r),
    undefined,
  );
  return {
    base: "EUR",
    date: oldest?.date ?? "",
    source: oldest?.source ?? "shipped",
    rates,
  };
}

/** Recomputes the stored EUR figures of the currencies named, a batch per statement, until none is left. */
export const recomputePricesJob = defineJob({
  kind: "exchangeRates.recompute",
  payload: z.object({ currencies: z.array(z.string()).max(50) }),
  maxAttempts: 5,
  async run(ctx, { currencies }, job) {
    const rates = new Map((await findRates(ctx.db)).map((r) => [r.currency, r.rate]));
    let changed = 0;
    for (const currency of currencies) {
      const rate = rates.get(currency);
      if (!rate) continue;
      for (;;) {
        if (job.signal.aborted) throw new Error("stopped");
        const n = await recomputePriceEur(ctx.db, currency, rate, RECOMPUTE_BATCH);
        changed += n;
        if (n < RECOMPUTE_BATCH) break;
      }
    }
    ctx.log.info({ currencies, changed }, "stored EUR prices recomputed");
  },
});

/** Saves rates in one transaction with the recompute job of their currencies (and, for an admin, the audit). */
export async function applyRates(
  db: Kysely<Database>,
  rows: { currency: string; rate: number; rateDate: string; source: RateRow["source"] }[],
  actor: { userId: number; before: RateRow } | null,
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await saveRate(trx, { ...row, updatedAt: now, updatedByUserId: actor?.userId ?? null });
    }
    if (actor) {
      const [row] = rows;
      await recordAudit(trx, {
        actorUserId: actor.userId,
        action: "exchangeRate.update",
        entityType: "exchangeRate",
        entityId: row!.currency,
        details: {
          rate: { from: actor.before.rate, to: row!.rate },
          date: { from: actor.before.rateDate, to: row!.rateDate },
          source: { from: actor.before.source, to: "admin" },
        },
      });
    }
    const currencies = rows.map((r) => r.currency).filter((c) => c !== "EUR");
    if (currencies.length > 0) await enqueueJob(trx, recomputePricesJob, { currencies });
  });
  forgetCachedRates();
}

/**
 * An admin sets one rate (audited). Refused: the euro itself (always 1), a rate outside the contract's bounds,
 * or one more than MAX_EXCHANGE_RATE_STEP times away from the current rate (a misplaced digit).
 */
export async function updateRate(
  db: Kysely<Database>,
  actorUserId: number,
  currency: Currency,
  input: TExchangeRateUpdate,
): Promise<TExchangeRate> {
  if (currency === "EUR") {
    throw new AppError("VALIDATION_FAILED", "error.validation", {
      details: [{ path: "params.currency", code: "euro_is_base", message: "the euro is the base: always 1" }],
    });
  }
  const before = (await findRates(db)).find((r) => r.currency === currency);
  if (
    before &&
    (input.rate > before.rate * MAX_EXCHANGE_RATE_STEP || input.rate < before.rate / MAX_EXCHANGE_RATE_STEP)
  ) {
    throw new AppError("VALIDATION_FAILED", "exchangeRates.tooFar", {
      values: { factor: MAX_EXCHANGE_RATE_STEP },
      details: [
        {
          path: "body.rate",
          code: "too_far",
          message: `more than ${MAX_EXCHANGE_RATE_STEP}× the current rate`,
        },
      ],
    });
  }
  const rateDate = input.date ?? nowIso().slice(0, 10);
  const previous = before ?? {
    currency,
    rate: input.rate,
    rateDate,
    source: "admin" as const,
    updatedAt: "",
  };
  await applyRates(db, [{ currency, rate: input.rate, rateDate, source: "admin" }], {
    userId: actorUserId,
    before: previous,
  });
  const after = (await findRates(db)).find((r) => r.currency === currency)!;
  return toDto(after);
}
