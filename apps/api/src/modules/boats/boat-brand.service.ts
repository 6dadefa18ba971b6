import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { slugify, uniqueSlug } from "../../lib/slug.ts";
import {
  findBrand,
  findCatalogIdByName,
  findModel,
  insertPendingBrand,
  insertPendingModel,
  isBrandSlugTaken,
  isModelSlugTaken,
} from "./boat-brand.repository.ts";

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
    const brand = await findBrand(trx, brandId);
    brandName = brand?.name ?? brandName;
  } else if (brandName) {
    brandId = await findOrCreate(trx, "brands", brandName, teamId);
  }
  let modelId = input.modelId ?? null;
  let modelName = input.modelName ?? null;
  if (modelId) {
    const model = await findModel(trx, modelId);
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
  const found = await findCatalogIdByName(trx, table, name, brandId);
  if (found !== undefined) return found;
  if (table === "brands") {
    const slug = await uniqueSlug(name, (s) => isBrandSlugTaken(trx, s));
    return insertPendingBrand(trx, teamId, { slug, name }, nowIso());
  }
  const slug = await uniqueSlug(slugify(name), (s) => isModelSlugTaken(trx, brandId!, s));
  return insertPendingModel(trx, teamId, { brandId: brandId!, slug, name }, nowIso());
}
