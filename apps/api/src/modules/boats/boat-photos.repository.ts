import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
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

/** The team's boat (id and title), or undefined when the team has no such boat. */
export function findTeamBoat(db: Kysely<Database>, teamId: number, boatId: number) {
  return db
    .selectFrom("boats")
    .select(["id", "title"])
    .where("id", "=", boatId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

export async function countPhotos(db: Kysely<Database>, boatId: number): Promise<number> {
  const row = await db
    .selectFrom("boatPhotos")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("boatId", "=", boatId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The boat's edits show in its `updatedAt` (lists, sitemaps, caches). */
export async function touchBoat(db: Kysely<Database>, boatId: number): Promise<void> {
  await db.updateTable("boats").set({ updatedAt: nowIso() }).where("id", "=", boatId).execute();
}

/** Stores a processed image as the boat's last photo; call it inside the transaction that counted them. */
export async function insertLastPhoto(
  db: Kysely<Database>,
  boatId: number,
  image: { key: string; width: number; height: number },
) {
  const last = await db
    .selectFrom("boatPhotos")
    .select((eb) => eb.fn.max("position").as("p"))
    .where("boatId", "=", boatId)
    .executeTakeFirst();
  const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  return db
    .insertInto("boatPhotos")
    .values({
      boatId,
      position,
      storageKey: image.key,
      width: image.width,
      height: image.height,
      createdAt: nowIso(),
    })
    .returning(["id", "position", "caption"])
    .executeTakeFirstOrThrow();
}

export async function findPhotoIds(db: Kysely<Database>, boatId: number): Promise<number[]> {
  const rows = await db.selectFrom("boatPhotos").select("id").where("boatId", "=", boatId).execute();
  return rows.map((r) => r.id);
}

/** Positions in the order of `photoIds` (every photo of the boat, once each). */
export async function setPhotoOrder(db: Kysely<Database>, boatId: number, photoIds: number[]): Promise<void> {
  // Two passes keep positions unique at every step without relying on deferred constraints.
  for (const [index, id] of photoIds.entries()) {
    await db
      .updateTable("boatPhotos")
      .set({ position: -1 - index })
      .where("id", "=", id)
      .execute();
  }
  await db
    .updateTable("boatPhotos")
    .set((eb) => ({ position: eb(eb.neg(eb.ref("position")), "-", 1) }))
    .where("boatId", "=", boatId)
    .execute();
}

/** Whether the boat had that photo (and it now has the caption). */
export async function updateCaption(
  db: Kysely<Database>,
  boatId: number,
  photoId: number,
  caption: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("boatPhotos")
    .set({ caption })
    .where("id", "=", photoId)
    .where("boatId", "=", boatId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findPhoto(db: Kysely<Database>, boatId: number, photoId: number) {
  return db
    .selectFrom("boatPhotos")
    .select(["storageKey", "width", "position"])
    .where("id", "=", photoId)
    .where("boatId", "=", boatId)
    .executeTakeFirst();
}

/** Deletes the photo row and renumbers the others from 0; call it inside a transaction. */
export async function deletePhotoRow(db: Kysely<Database>, boatId: number, photoId: number): Promise<void> {
  await db.deleteFrom("boatPhotos").where("id", "=", photoId).execute();
  const rest = await db
    .selectFrom("boatPhotos")
    .select("id")
    .where("boatId", "=", boatId)
    .orderBy("position")
    .execute();
  for (const [index, row] of rest.entries())
    await db.updateTable("boatPhotos").set({ position: index }).where("id", "=", row.id).execute();
}
