import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The cover (first) photo of each of these boats; boats without photos are absent. None for an empty list. */
export async function findCoverPhotos(db: Kysely<Database>, boatIds: number[]) {
  if (boatIds.length === 0) return [];
  return db
    .selectFrom("boatPhotos")
    .select(["boatId", "storageKey", "width", "height", "caption"])
    .where("boatId", "in", boatIds)
    .where("position", "=", 0)
    .execute();
}
