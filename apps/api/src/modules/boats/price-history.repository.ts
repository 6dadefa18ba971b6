/**
 * Reads of the listings change log (boat_changes, decision 046) for price history and price reductions
 * (docs/decisions/051-price-history.md). Only price changes after a boat's first publication count: what a
 * seller tried while the listing was a draft was never asked of buyers.
 */
import {
  DAY_MS,
  latestReduction,
  PRICE_REDUCTION_DAYS,
  type PriceChange,
  type PriceReduction,
} from "@keel/contracts/price-history";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

const CHANGE_COLUMNS = [
  "boatChanges.id",
  "boatChanges.oldPriceAmount as oldAmount",
  "boatChanges.oldCurrency",
  "boatChanges.newPriceAmount as newAmount",
  "boatChanges.newCurrency",
  "boatChanges.createdAt as at",
] as const;

/** The first publication of a boat in the log (its id, time and price), or undefined (published before it). */
export function findFirstPublication(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boatChanges")
    .select([...CHANGE_COLUMNS])
    .where("boatId", "=", boatId)
    .where("kind", "=", "published")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

/** The newest `limit` price changes of a boat after the change `afterId`, newest first. */
export function findPriceChanges(
  db: Kysely<Database>,
  boatId: number,
  afterId: number,
  limit: number,
): Promise<PriceChange[]> {
  return db
    .selectFrom("boatChanges")
    .select([...CHANGE_COLUMNS])
    .where("boatId", "=", boatId)
    .where("kind", "=", "price")
    .where("id", ">", afterId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/**
 * The price changes that can make the boats price reduced at `now`: those of the last two windows (the
 * latest drop within one, the prices it is compared with within the one before), after each boat's first
 * publication; boats whose price is on request are left out. By boat.
 */
export async function findRecentPriceChanges(
  db: Kysely<Database>,
  boatIds: number[],
  now: number,
): Promise<Map<number, PriceChange[]>> {
  const byBoat = new Map<number, PriceChange[]>();
  if (boatIds.length === 0) return byBoat;
  const since = new Date(now - 2 * (PRICE_REDUCTION_DAYS + 1) * DAY_MS).toISOString();
  const rows = await db
    .selectFrom("boatChanges")
    .innerJoin("boats", "boats.id", "boatChanges.boatId")
    .select(["boatChanges.boatId", "boats.isPriceOnRequest", ...CHANGE_COLUMNS])
    .where("boatChanges.boatId", "in", boatIds)
    .where("boatChanges.kind", "=", "price")
    .where("boatChanges.createdAt", ">=", since)
    .where(({ or, not, exists, selectFrom }) => {
      const publication = () =>
        selectFrom("boatChanges as publication")
          .select("publication.id")
          .whereRef("publication.boatId", "=", "boatChanges.boatId")
          .where("publication.kind", "=", "published");
      // After a publication, or with none after it either (published before the log began).
      return or([
        exists(publication().whereRef("publication.id", "<", "boatChanges.id")),
        not(exists(publication().whereRef("publication.id", ">", "boatChanges.id"))),
      ]);
    })
    .execute();
  for (const { boatId, isPriceOnRequest, ...change } of rows) {
    if (isPriceOnRequest) continue;
    const list = byBoat.get(boatId) ?? [];
    list.push(change);
    byBoat.set(boatId, list);
  }
  return byBoat;
}

/** Each boat's latest reduction, current or not (callers age it with isReductionCurrent). */
export async function findLatestReductions(
  db: Kysely<Database>,
  boatIds: number[],
  now: number,
): Promise<Map<number, PriceReduction>> {
  const reductions = new Map<number, PriceReduction>();
  for (const [boatId, changes] of await findRecentPriceChanges(db, boatIds, now)) {
    const reduction = latestReduction(changes);
    if (reduction) reductions.set(boatId, reduction);
  }
  return reductions;
}
