import type { Kysely } from "kysely";
import { sql } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { slugify, uniqueSlug } from "../../lib/slug.ts";

/**
 * Turns what the seller typed into catalog references. A known brand or model (any case) is linked; an unknown
 * one is created as `pending`, owned by the team, for the back office to approve or map (issue 4).
 */
export async function resolveBrandAndModel(
  trx: Kysely<Database>,
  teamId: number,
  input: {
    brandId?: number | null;
    brandName?: string | null;
    modelId?: number | null;
    modelName?: string | null;
  },
): Promise<{
  brandId: number | null;
  brandName: string | null;
  modelId: number | null;
  modelName: string | null;
}> {
  let brandId = input.brandId ?? null;
  let brandName = input.brandName ?? null;
  if (brandId) {
    const brand = await trx
      .selectFrom("brands")
      .select(["id", "name"])
      .where("id", "=", brandId)
      .executeTakeFirst();
    brandName = brand?.name ?? brandName;
  } else if (brandName) {
    brandId = await findOrCreate(trx, "brands", brandName, teamId);
  }
  let modelId = input.modelId ?? null;
  let modelName = input.modelName ?? null;
  if (modelId) {
    const model = await trx
      .selectFrom("brandModels")
      .select(["id", "name", "brandId"])
      .where("id", "=", modelId)
      .executeTakeFirst();
    modelName = model?.name ?? modelName;
    if (model && !brandId) brandId = model.brandId;
  } else if (modelName && brandId) {
    modelId = await findOrCreate(trx, "brandModels", modelName, teamId, brandId);
  }
  return { brandId, brandName, modelId, modelName };
}

async function findOrCreate(
  trx: Kysely<Database>,
  table: "brands" | "brandModels",
  name: string,
  teamId: number,
  brandId?: number,
): Promise<number> {
  // The catalog treats names with the same slug as the same brand ("Bénéteau", "beneteau"): match the same way.
  let existing = trx
    .selectFrom(table)
    .select("id")
    .where((eb) =>
      eb.or([eb("slug", "=", slugify(name)), eb(sql<string>`lower(name)`, "=", name.toLowerCase())]),
    );
  if (table === "brandModels" && brandId)
    existing = existing.where("brandId" as never, "=", brandId as never);
  const found = await existing.executeTakeFirst();
  if (found) return found.id;
  const now = nowIso();
  if (table === "brands") {
    const slug = await uniqueSlug(
      name,
      async (s) =>
        (await trx.selectFrom("brands").select("id").where("slug", "=", s).executeTakeFirst()) !== undefined,
    );
    const row = await trx
      .insertInto("brands")
      .values({ slug, name, status: "pending", createdByTeamId: teamId, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const slug = await uniqueSlug(
    slugify(name),
    async (s) =>
      (await trx
        .selectFrom("brandModels")
        .select("id")
        .where("brandId", "=", brandId!)
        .where("slug", "=", s)
        .executeTakeFirst()) !== undefined,
  );
  const row = await trx
    .insertInto("brandModels")
    .values({
      brandId: brandId!,
      slug,
      name,
      status: "pending",
      createdByTeamId: teamId,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
