import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { slugify } from "../../lib/slug.ts";

/** A brand's id and name; undefined when there is none. */
export function findBrand(db: Kysely<Database>, brandId: number) {
  return db.selectFrom("brands").select(["id", "name"]).where("id", "=", brandId).executeTakeFirst();
}

/** A model's id, name and brand; undefined when there is none. */
export function findModel(db: Kysely<Database>, modelId: number) {
  return db
    .selectFrom("brandModels")
    .select(["id", "name", "brandId"])
    .where("id", "=", modelId)
    .executeTakeFirst();
}

/**
 * The id of the brand (or of the brand's model) that `name` names, whatever its status. The catalog treats
 * names with the same slug as the same brand ("Bénéteau", "beneteau"), so either the slug or the name in any
 * case matches.
 */
export async function findCatalogIdByName(
  db: Kysely<Database>,
  table: "brands" | "brandModels",
  name: string,
  brandId?: number,
): Promise<number | undefined> {
  let existing = db
    .selectFrom(table)
    .select("id")
    .where((eb) =>
      eb.or([eb("slug", "=", slugify(name)), eb(sql<string>`lower(name)`, "=", name.toLowerCase())]),
    );
  if (table === "brandModels" && brandId)
    existing = existing.where("brandId" as never, "=", brandId as never);
  return (await existing.executeTakeFirst())?.id;
}

/** Whether a brand already has this slug. */
export async function isBrandSlugTaken(db: Kysely<Database>, slug: string): Promise<boolean> {
  return (
    (await db.selectFrom("brands").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined
  );
}

/** Whether a model of this brand already has this slug. */
export async function isModelSlugTaken(
  db: Kysely<Database>,
  brandId: number,
  slug: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("brandModels")
    .select("id")
    .where("brandId", "=", brandId)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a brand a team typed, `pending` until the back office reviews it; its id. */
export async function insertPendingBrand(
  db: Kysely<Database>,
  teamId: number,
  brand: { slug: string; name: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto("brands")
    .values({ ...brand, status: "pending", createdByTeamId: teamId, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a model a team typed, `pending` until the back office reviews it; its id. */
export async function insertPendingModel(
  db: Kysely<Database>,
  teamId: number,
  model: { brandId: number; slug: string; name: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto("brandModels")
    .values({ ...model, status: "pending", createdByTeamId: teamId, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
