/**
 * Price history, days on market and price reductions of public boats, from the listings change log
 * (docs/decisions/051-price-history.md). The rule itself is @keel/contracts/price-history: the detail page,
 * the cards, the search index and alerts all apply it to the same rows.
 */
import {
  daysOnMarket,
  isReductionCurrent,
  PRICE_HISTORY_MAX,
  type PriceReduction,
} from "@keel/contracts/price-history";
import type { TBoatMarket } from "@keel/contracts/public-boat";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { findFirstPublication, findLatestReductions, findPriceChanges } from "./price-history.repository.ts";

/** Of each boat's latest price drop, the ones that still count at `now`. */
export function currentOnly<T extends Pick<PriceReduction, "at">>(
  latest: ReadonlyMap<number, T>,
  now: number,
): Map<number, T> {
  const current = new Map<number, T>();
  for (const [boatId, reduction] of latest)
    if (isReductionCurrent(reduction.at, now)) current.set(boatId, reduction);
  return current;
}

/** The boats among `boatIds` that are price reduced now, with their reduction (cards). */
export async function currentReductions(
  db: Kysely<Database>,
  boatIds: number[],
  now: number,
): Promise<Map<number, PriceReduction>> {
  return currentOnly(await findLatestReductions(db, boatIds, now), now);
}

const changePercent = (from: number | null, to: number | null): number | null =>
  from === null || to === null || from === 0 ? null : Math.round(((to - from) / from) * 1000) / 10;

/**
 * A public boat's market facts: since when it is listed (its first publication; publishing again after a
 * withdrawal does not start the count again), its price changes since (the newest PRICE_HISTORY_MAX, oldest
 * first, starting from the price it was first listed at when they all fit) and its current reduction.
 * `publishedAt`: the boat's latest publication, for boats listed before the change log began.
 */
export async function getBoatMarket(
  db: Kysely<Database>,
  boat: { id: number; publishedAt: string; isPriceOnRequest: boolean },
  now: number,
): Promise<TBoatMarket> {
  const first = await findFirstPublication(db, boat.id);
  const firstPublishedAt = first?.at ?? boat.publishedAt;
  const market = { firstPublishedAt, daysOnMarket: daysOnMarket(firstPublishedAt, now) };
  // A price on request has no history to show: its amounts are the seller's business.
  if (boat.isPriceOnRequest) return { ...market, priceHistory: [], reduction: null };
  const [changes, reductions] = await Promise.all([
    findPriceChanges(db, boat.id, first?.id ?? 0, PRICE_HISTORY_MAX),
    currentReductions(db, [boat.id], now),
  ]);
  changes.reverse();
  const priceHistory: TBoatMarket["priceHistory"] = [];
  if (first && changes.length < PRICE_HISTORY_MAX && first.newAmount !== null && first.newCurrency !== null) {
    priceHistory.push({
      at: first.at,
      kind: "listed",
      price: { amount: first.newAmount, currency: first.newCurrency },
      changePercent: null,
    });
  }
  for (const change of changes) {
    if (change.newAmount === null || change.newCurrency === null) continue;
    priceHistory.push({
      at: change.at,
      kind: "change",
      price: { amount: change.newAmount, currency: change.newCurrency },
      // A switch of currency is no rise nor drop.
      changePercent:
        change.oldCurrency === change.newCurrency ? changePercent(change.oldAmount, change.newAmount) : null,
    });
  }
  const reduction = reductions.get(boat.id);
  return {
    ...market,
    priceHistory,
    reduction: reduction
      ? {
          percent: reduction.percent,
          at: reduction.at,
          from: { amount: reduction.fromAmount, currency: reduction.currency },
          to: { amount: reduction.toAmount, currency: reduction.currency },
        }
      : null,
  };
}
