import type { Kysely } from "kysely";
import type { BoatStatus, Database } from "../../db/schema.ts";
import { PUBLIC_STATUSES } from "../search/search.repository.ts";

/** The user's favourites with their boats' current price and status, newest first. */
export function findFavourites(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("favourites")
    .innerJoin("boats", "boats.id", "favourites.boatId")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select([
      "favourites.boatId",
      "favourites.note",
      "favourites.seenPriceAmount",
      "favourites.seenCurrency",
      "favourites.seenStatus",
      "favourites.createdAt",
      "boats.slug",
      "boats.title",
      "boats.status",
      "boats.priceAmount",
      "boats.currency",
      "boats.isPriceOnRequest",
      "boats.yearBuilt",
      "boats.lengthM",
      "boats.country",
      "boats.city",
      "teams.status as teamStatus",
    ])
    .where("favourites.userId", "=", userId)
    .orderBy("favourites.createdAt", "desc")
    .orderBy("favourites.boatId", "desc")
    .execute();
}

/** Which of these boats (all when `boatIds` is undefined) the user keeps as favourites. */
export async function findFavouriteBoatIds(
  db: Kysely<Database>,
  userId: number,
  boatIds?: number[],
): Promise<number[]> {
  if (boatIds?.length === 0) return [];
  let query = db.selectFrom("favourites").select("boatId").where("userId", "=", userId);
  if (boatIds) query = query.where("boatId", "in", boatIds);
  const rows = await query.orderBy("boatId").execute();
  return rows.map((r) => r.boatId);
}

export async function countFavourites(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("favourites")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A boat anyone may save: public, of an active team (what its public page shows). */
export function findFavouritableBoat(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select(["boats.id", "boats.status", "boats.priceAmount", "boats.currency", "boats.isPriceOnRequest"])
    .where("boats.id", "=", boatId)
    .where("boats.status", "in", PUBLIC_STATUSES)
    .where("teams.status", "=", "active")
    .executeTakeFirst();
}

/** The boat's current price and status, for taking them as seen. */
export function findBoatPriceAndStatus(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select([
      "boats.status",
      "boats.priceAmount",
      "boats.currency",
      "boats.isPriceOnRequest",
      "teams.status as teamStatus",
    ])
    .where("boats.id", "=", boatId)
    .executeTakeFirst();
}

export interface SeenState {
  seenPriceAmount: number | null;
  seenCurrency: string;
  seenStatus: BoatStatus;
}

/** Saves the boat; a second save of the same boat changes nothing (false: it was already there). */
export async function insertFavourite(
  db: Kysely<Database>,
  input: { userId: number; boatId: number; note: string | null; at: string } & SeenState,
): Promise<boolean> {
  const result = await db
    .insertInto("favourites")
    .values({
      userId: input.userId,
      boatId: input.boatId,
      note: input.note,
      seenPriceAmount: input.seenPriceAmount,
      seenCurrency: input.seenCurrency,
      seenStatus: input.seenStatus,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflict((oc) => oc.columns(["userId", "boatId"]).doNothing())
    // A conflict inserts and returns nothing, on both engines.
    .returning("boatId")
    .executeTakeFirst();
  return result !== undefined;
}

/** Changes the user's favourite; false when the user has no such favourite. */
export async function updateFavourite(
  db: Kysely<Database>,
  userId: number,
  boatId: number,
  changes: Partial<SeenState> & { note?: string | null; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("favourites")
    .set(changes)
    .where("userId", "=", userId)
    .where("boatId", "=", boatId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFavourite(
  db: Kysely<Database>,
  userId: number,
  boatId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("favourites")
    .where("userId", "=", userId)
    .where("boatId", "=", boatId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
