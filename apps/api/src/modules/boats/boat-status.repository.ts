import type { Kysely, Updateable } from "kysely";
import type { BoatsTable, Database } from "../../db/schema.ts";

/** The fields publishing requires (missingForPublish). */
export function findPublishFields(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .select([
      "title",
      "description",
      "boatTypeId",
      "conditionId",
      "brandId",
      "brandName",
      "yearBuilt",
      "lengthM",
      "priceAmount",
      "isPriceOnRequest",
      "country",
    ])
    .where("id", "=", boatId)
    .executeTakeFirstOrThrow();
}

/** The team's boat's lifecycle fields, or undefined when the team has no such boat. */
export function findBoatStatus(db: Kysely<Database>, teamId: number, boatId: number) {
  return db
    .selectFrom("boats")
    .select(["status", "publishedAt", "lastChangedAt"])
    .where("id", "=", boatId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

export async function updateBoatStatus(
  db: Kysely<Database>,
  boatId: number,
  changes: Updateable<BoatsTable>,
): Promise<void> {
  await db.updateTable("boats").set(changes).where("id", "=", boatId).execute();
}
